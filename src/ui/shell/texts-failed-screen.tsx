import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { fallbackDictionary, translate } from '../../domain/i18n';
import { useModels } from '../models-context';

/**
 * spec 000 §8: the dictionary failed to load. The app ships only these few texts, so the whole page is this
 * notice with its retry, in the page's language, never the site in raw keys (QA7 #2).
 */
export function TextsFailedScreen() {
  const { shell } = useModels();
  const language = useUnit(shell.$language);
  const dict = fallbackDictionary(language);
  const title = translate(dict, 'main_dictionary_load_error');
  useEffect(() => {
    document.documentElement.lang = language;
    document.title = title;
  }, [language, title]);
  return (
    <main className="status-page status-page--fatal" role="alert">
      <h1>{title}</h1>
      <p>{translate(dict, 'main_dictionary_refresh_page')}</p>
      <button type="button" onClick={() => shell.dictionaryRetried()}>
        {translate(dict, 'main_refreshing_button')}
      </button>
    </main>
  );
}
