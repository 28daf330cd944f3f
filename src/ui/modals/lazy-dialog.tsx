import { useEffect, useRef, useState, type ComponentType } from 'react';
import { useT } from '../i18n/use-t';
import { Modal } from './modal';

/**
 * A dialog's code fetched the first time it opens, kept once it came. A failed
 * fetch is forgotten, so the next try asks the network again (React.lazy would
 * keep the rejection for the rest of the visit).
 */
export interface DialogChunk<P> {
  /** The dialog, once its chunk has come. */
  loaded(): ComponentType<P> | undefined;
  load(): Promise<ComponentType<P>>;
}

export function dialogChunk<P>(load: () => Promise<ComponentType<P>>): DialogChunk<P> {
  let component: ComponentType<P> | undefined;
  let pending: Promise<ComponentType<P>> | null = null;
  return {
    loaded: () => component,
    load: () =>
      (pending ??= load().then(
        (loadedComponent) => (component = loadedComponent),
        (error: unknown) => {
          pending = null;
          throw error;
        },
      )),
  };
}

/**
 * A dialog that is a chunk of its own (the login, registration and recovery
 * forms are not needed for the first paint of a page). Until the chunk comes,
 * a dialog of the same title says "Loading…"; a chunk that fails to come says
 * so with Try again, and closing works throughout. Nothing else on the page is
 * touched: the slip and what the player entered elsewhere stay as they were.
 */
export function LazyDialog<P extends object>({
  chunk,
  title,
  onClose,
  onError,
  props,
}: {
  chunk: DialogChunk<P>;
  /** The dialog's own title (a dictionary key), shown while it loads. */
  title: string;
  onClose: () => void;
  /** A failed fetch of the chunk, for the log (the dialog itself says so to the player). */
  onError: (error: unknown) => void;
  props: P;
}) {
  const t = useT();
  const [failed, setFailed] = useState(false);
  const [, setLoaded] = useState<ComponentType<P>>();
  const body = useRef<HTMLDivElement>(null);
  const retry = useRef<HTMLButtonElement>(null);
  const Dialog = chunk.loaded();
  // the latest handler, without fetching again when the host passes a new one
  const reportError = useRef(onError);
  reportError.current = onError;
  // Try again goes away while the chunk loads again: the focus waits on the message, and comes back to the
  // button if it fails again.
  useEffect(() => {
    if (failed && body.current?.contains(document.activeElement)) retry.current?.focus();
  }, [failed]);
  const tryAgain = () => {
    body.current?.focus();
    setFailed(false);
  };
  useEffect(() => {
    if (Dialog || failed) return;
    let live = true;
    chunk.load().then(
      (component) => live && setLoaded(() => component),
      (error: unknown) => {
        reportError.current(error);
        if (live) setFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, [chunk, Dialog, failed]);
  if (Dialog) return <Dialog {...props} />;
  return (
    <Modal title={t(title)} onClose={onClose}>
      <div ref={body} tabIndex={-1}>
        {failed ? (
          <div className="modal-actions">
            <p role="alert">{t('main_dialog_load_failed')}</p>
            <button ref={retry} type="button" className="button button--primary" onClick={tryAgain}>
              {t('main_refreshing_button')}
            </button>
          </div>
        ) : (
          <p role="status">{t('main_loading')}</p>
        )}
      </div>
    </Modal>
  );
}
