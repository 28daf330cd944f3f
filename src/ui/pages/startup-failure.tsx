import { fallbackDictionary, translate } from '../../domain/i18n';

/** Shown when the app cannot even be composed (no models exist yet). */
export function StartupFailure() {
  const lang = navigator.language.slice(0, 2) === 'ru' ? 'ru' : 'en';
  const dict = fallbackDictionary(lang);
  return (
    <main className="status-page status-page--fatal" role="alert">
      <h1>{translate(dict, 'main_fatal_error_title')}</h1>
      <p>{translate(dict, 'main_fatal_error_text')}</p>
      <button type="button" onClick={() => window.location.reload()}>
        {translate(dict, 'main_reload_button')}
      </button>
    </main>
  );
}
