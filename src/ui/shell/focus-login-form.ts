/** The fields a player types into first: text-like inputs and selects, not hidden or disabled ones. */
const FIELD = 'input:not([type="hidden"]):not([type="checkbox"]):not([type="radio"]):not([disabled]), select:not([disabled])';

/**
 * spec 000 §2: login opens as a modal unless already on the login page. There the header's "Log in" takes the
 * focus to the page's login form, its first field, and brings it into view (QA7 #20: the button did nothing).
 * Returns whether a field took the focus.
 */
export function focusLoginForm(root: ParentNode = document): boolean {
  const field = root.querySelector<HTMLElement>(`main form ${FIELD.split(', ').join(', main form ')}`);
  if (!field) return false;
  field.focus();
  field.scrollIntoView?.({ block: 'center' });
  return document.activeElement === field;
}
