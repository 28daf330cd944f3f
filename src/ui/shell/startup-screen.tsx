import { useUnit } from 'effector-react';
import { fallbackDictionary, translate } from '../../domain/i18n';
import { useModels } from '../models-context';

/** What shows while config and session load: never a blank screen. */
export function StartupScreen() {
  const { shell } = useModels();
  const language = useUnit(shell.$language);
  return (
    <div className="startup" role="status" aria-live="polite">
      {translate(fallbackDictionary(language), 'main_loading')}
    </div>
  );
}
