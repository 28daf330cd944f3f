import { useUnit } from 'effector-react';
import { fallbackDictionary, translate } from '../../domain/i18n';
import { useModels } from '../models-context';

/** spec 001 §8: no site config is a fatal error; the player sees this page, never a blank screen. */
export function FatalErrorPage() {
  const { shell } = useModels();
  const language = useUnit(shell.$language);
  const dict = fallbackDictionary(language);
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
