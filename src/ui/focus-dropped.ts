/**
 * Whether the focus was dropped: on no element, on the page's body, or on an element that has left the page.
 * Focus code moves only a dropped focus: one the player has put elsewhere stays.
 */
export function focusDropped(active: Element | null = document.activeElement): boolean {
  return active === null || active === document.body || !active.isConnected;
}
