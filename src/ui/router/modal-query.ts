import { MODAL_QUERY_KEY, QUERY_KEYS } from '../../domain/routing';

/**
 * The query a closed modal was opened by, removed (QA7 #17: `?showForgotPasswordModal=1` stayed, so a reload or a
 * shared link opened the dialog again): showForgotPasswordModal=1 for the recovery dialog, `modal=<name>` for a
 * linkable one. Other keys stay; the same search back when there is nothing to remove.
 */
export function withoutModalQuery(search: string, closed: string): string {
  const query = new URLSearchParams(search);
  const before = query.toString();
  if (closed === 'forgot-password') query.delete(QUERY_KEYS.showForgotPasswordModal);
  if (query.get(MODAL_QUERY_KEY) === closed) query.delete(MODAL_QUERY_KEY);
  const after = query.toString();
  if (after === before) return search;
  return after ? `?${after}` : '';
}
