import { useUnit } from 'effector-react';
import { useModels } from '../models-context';
import { useT } from '../i18n/use-t';

/** The top progress bar; its timing lives in the loading-bar model (spec 000 §4). */
export function LoadingBar() {
  const { loadingBar } = useModels();
  const phase = useUnit(loadingBar.$phase);
  const t = useT();
  if (phase === 'idle') return null;
  return (
    <div
      className={`loading-bar loading-bar--${phase}`}
      role="progressbar"
      aria-label={t('main_loading')}
      style={{ ['--loading-duration' as string]: `${loadingBar.durationMs}ms` }}
    />
  );
}
