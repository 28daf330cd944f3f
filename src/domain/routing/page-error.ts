/**
 * spec 000 §8: "exceptions set their status or 500". The status an error page shows for an exception thrown while a
 * route loads or renders: the error's own HTTP status (`statusCode`, `status`, or its response's `status`, as the
 * error catalogue reads a failed call), when it is an error status (400–599); anything else is a 500.
 */
export const DEFAULT_PAGE_ERROR_STATUS = 500;

const errorStatus = (value: unknown): number | null =>
  typeof value === 'number' && Number.isInteger(value) && value >= 400 && value <= 599 ? value : null;

export function pageErrorStatus(error: unknown): number {
  if (typeof error !== 'object' || error === null) return DEFAULT_PAGE_ERROR_STATUS;
  const e = error as { statusCode?: unknown; status?: unknown; response?: { status?: unknown } | null };
  return errorStatus(e.statusCode) ?? errorStatus(e.status) ?? errorStatus(e.response?.status) ?? DEFAULT_PAGE_ERROR_STATUS;
}
