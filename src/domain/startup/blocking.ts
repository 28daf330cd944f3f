/** Block service response fields (spec 001 §3 Other records). */
export interface BlockResponse {
  displayTypeId: number | null;
  templateTypeId: number | null;
}

/** spec 001 §7: displayTypeId 1 means blocked. */
export const BLOCKED_DISPLAY_TYPE_ID = 1;

export const isBlockedResponse = (response: Pick<BlockResponse, 'displayTypeId'>): boolean =>
  response.displayTypeId === BLOCKED_DISPLAY_TYPE_ID;

/** The domain view of a block response: blocked flag and the blocking reason (templateTypeId). */
export function blockingFromResponse(response: BlockResponse): { isBlocked: boolean; reason: number | null } {
  const isBlocked = isBlockedResponse(response);
  return { isBlocked, reason: isBlocked ? response.templateTypeId : null };
}

export type BlockingPage = 'site-updates' | 'suspension' | 'block' | 'block-ua' | 'block-ie' | 'coming-soon';

/** spec 000 §4: blocking reason to system page. */
export const BLOCKING_REASON_PAGES: Readonly<Record<number, BlockingPage>> = {
  4: 'site-updates',
  16: 'suspension',
  1: 'block',
  2: 'block',
  3: 'block',
  5: 'block',
  14: 'block',
  13: 'block-ua',
  17: 'block-ie',
  8: 'coming-soon',
};

/** spec 000 §4: other reasons have no page (null). */
export const blockingPageFor = (reason: number | null): BlockingPage | null =>
  reason === null ? null : (BLOCKING_REASON_PAGES[reason] ?? null);

/** spec 000 §4: the site-updates reason, which also skips secure-data and keeps the path as a query. */
export const SITE_UPDATES_REASON = 4;
