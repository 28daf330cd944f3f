import { useEffect, useId, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useT } from '../i18n/use-t';
import { keepTabInside, useDialogFocus } from './use-dialog-focus';

/**
 * Open modals, innermost last. The captcha modal opens over the modal whose
 * request raised it; Escape closes only the one on top, so dismissing the
 * captcha leaves the login form (and what the player typed) open beneath.
 */
const openModals: symbol[] = [];

/**
 * The keys of a modal dialog while it is the top one of the open modals: Escape calls `onEscape`, and Tab and
 * Shift+Tab stay inside it (keepTabInside). Heard on the document, so they work wherever the focus is; the
 * Modal below and the bet slip's questions (an alertdialog in place) share one stack.
 */
export function useModalKeys(ref: RefObject<HTMLElement | null>, onEscape: () => void) {
  const [self] = useState(() => Symbol('modal'));
  useEffect(() => {
    openModals.push(self);
    return () => void openModals.splice(openModals.indexOf(self), 1);
  }, [self]);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (openModals[openModals.length - 1] !== self) return;
      if (e.key === 'Escape') onEscape();
      else if (ref.current) keepTabInside(e, ref.current);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onEscape, ref, self]);
}

/**
 * An accessible modal dialog: labelled by its title, closes on Escape (the top one only) and the close button;
 * takes the focus when it opens, keeps Tab and Shift+Tab inside it while it is on top (QA: Tab walked out to the
 * links behind the backdrop) and gives the focus back to the control that opened it when it closes.
 */
export function Modal({
  title,
  onClose,
  children,
  width,
}: {
  title: string;
  onClose: () => void;
  children: ReactNode;
  width?: string;
}) {
  const titleId = useId();
  const t = useT();
  const ref = useRef<HTMLDivElement>(null);
  useModalKeys(ref, onClose);
  useDialogFocus(ref, 'input, button');
  return (
    <div className="modal-backdrop" onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
      <div ref={ref} className="modal" role="dialog" aria-modal="true" tabIndex={-1} aria-labelledby={titleId} style={width ? { width } : undefined}>
        {/* a div, not <header>: inside the dialog a header element was a second banner landmark (QA8 #6) */}
        <div className="modal-header">
          <h2 id={titleId}>{title}</h2>
          <button type="button" className="modal-close" aria-label={t('main_close')} onClick={onClose}>
            ×
          </button>
        </div>
        {children}
      </div>
    </div>
  );
}
