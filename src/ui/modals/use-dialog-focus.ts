import { useEffect, type RefObject } from 'react';

/**
 * The focus of a dialog (WAI-ARIA dialog pattern): when it opens, the first element in it matching `initial`
 * takes the focus; when it closes, the focus goes back to the control that had it when the dialog opened
 * (the button or checkbox that opened it). Only a focus the closing dialog held or dropped is moved: a player
 * who went elsewhere meanwhile keeps their place. A control gone or disabled by then gets nothing, so the
 * page's own fallback (if any) decides.
 */
export function useDialogFocus(ref: RefObject<HTMLElement | null>, initial = 'button') {
  useEffect(() => {
    const dialog = ref.current;
    const opener = document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;
    dialog?.querySelector<HTMLElement>(initial)?.focus();
    return () => {
      const active = document.activeElement;
      const dropped = active === null || active === document.body || !active.isConnected || (dialog?.contains(active) ?? false);
      if (!dropped || !opener?.isConnected || opener.matches(':disabled')) return;
      opener.focus();
    };
    // Once per opening: a re-render of an open dialog must not take the focus back.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
