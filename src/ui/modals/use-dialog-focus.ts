import { useEffect, type RefObject } from 'react';
import { focusDropped } from '../focus-dropped';

/**
 * The focus of a dialog (WAI-ARIA dialog pattern): when it opens, the first element in it matching `initial`
 * takes the focus; when it closes, the focus goes back to the control that had it when the dialog opened
 * (the button or checkbox that opened it). Only a focus the closing dialog held or dropped is moved: a player
 * who went elsewhere meanwhile keeps their place. A control gone or disabled by then gets nothing at once, so the
 * page's own fallback (if any) decides; a focus still dropped after that goes to the page's main landmark.
 */
export function useDialogFocus(ref: RefObject<HTMLElement | null>, initial = 'button') {
  useEffect(() => {
    const dialog = ref.current;
    const opener = document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;
    dialog?.querySelector<HTMLElement>(initial)?.focus();
    // An opener the dialog's outcome replaces names its successor (data-focus-successor, a selector): "Log in
    // to place a bet" becomes Place bet once the player is signed in (QA: the focus fell to the page's start).
    const successor = opener?.dataset.focusSuccessor;
    return () => {
      const active = document.activeElement;
      if (!focusDropped(active) && !(dialog?.contains(active) ?? false)) return;
      if (opener?.isConnected && !opener.matches(':disabled')) opener.focus();
      // The page re-renders after the dialog goes: look once it has. A dialog that opened by itself (team cash),
      // or whose opener is gone, leaves the focus on the page's main landmark rather than the body (QA9 #6).
      setTimeout(() => {
        if (successor && focusDropped()) document.querySelector<HTMLElement>(successor)?.focus();
        if (focusDropped()) document.querySelector<HTMLElement>('main[tabindex]')?.focus();
      }, 0);
    };
    // Once per opening: a re-render of an open dialog must not take the focus back.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}

const TAB_STOPS =
  'a[href], area[href], button, input:not([type="hidden"]), select, textarea, summary, iframe, [contenteditable]:not([contenteditable="false"]), [tabindex]';

/** Whether the browser draws `el` (Chromium's own check; where it is missing, as in jsdom, hidden or inert subtrees). */
const shown = (el: HTMLElement) =>
  typeof el.checkVisibility === 'function' ? el.checkVisibility({ visibilityProperty: true }) : el.closest('[hidden], [inert]') === null;

/**
 * The elements of `container` that Tab stops at, in document order. A radio group is one stop (its checked radio,
 * or every radio while none is checked, since the browser enters such a group at either end).
 */
export function tabStops(container: HTMLElement): HTMLElement[] {
  const all = [...container.querySelectorAll<HTMLElement>(TAB_STOPS)].filter(
    (el) => el.tabIndex >= 0 && !el.matches(':disabled') && !el.closest('[inert]') && shown(el),
  );
  return all.filter((el) => {
    if (!(el instanceof HTMLInputElement) || el.type !== 'radio' || el.name === '' || el.checked) return true;
    return !all.some((other) => other instanceof HTMLInputElement && other.type === 'radio' && other.name === el.name && other.form === el.form && other.checked);
  });
}

const sameRadioGroup = (a: Element, b: Element) =>
  a instanceof HTMLInputElement && b instanceof HTMLInputElement && a.type === 'radio' && b.type === 'radio' && a.name !== '' && a.name === b.name && a.form === b.form;

/**
 * Keeps Tab and Shift+Tab inside a modal dialog (WAI-ARIA dialog pattern): past its last tab stop the focus
 * wraps to its first, before its first to its last, and a focus that is outside the dialog comes back into it.
 * Within the dialog the browser moves the focus itself. Call it from a keydown handler of the top dialog only.
 */
export function keepTabInside(event: KeyboardEvent, dialog: HTMLElement) {
  if (event.key !== 'Tab' || event.altKey || event.ctrlKey || event.metaKey) return;
  const stops = tabStops(dialog);
  const active = document.activeElement;
  const focus = (el: HTMLElement) => {
    event.preventDefault();
    el.focus();
  };
  if (stops.length === 0) return focus(dialog);
  const forward = !event.shiftKey;
  if (active === null || active === dialog || !dialog.contains(active)) return focus(forward ? stops[0]! : stops[stops.length - 1]!);
  // Is there a stop the browser would go to next? (A radio's own group is one stop, so it does not count.)
  const ahead = stops.some(
    (stop) =>
      stop !== active &&
      !sameRadioGroup(stop, active) &&
      (active.compareDocumentPosition(stop) & (forward ? Node.DOCUMENT_POSITION_FOLLOWING : Node.DOCUMENT_POSITION_PRECEDING)) !== 0,
  );
  if (!ahead) focus(forward ? stops[0]! : stops[stops.length - 1]!);
}
