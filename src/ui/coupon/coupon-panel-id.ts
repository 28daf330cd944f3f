/**
 * The id of the bet slip panel, the target of the layout's "Skip to bet slip" link. A module of its own, so
 * the layout can name it without loading the slip's chunk.
 */
export const COUPON_PANEL_ID = 'bet-slip';

/**
 * The slip's notice of what stops the coupon now (a finished or suspended selection, two of one game): Place bet
 * is described by it while a selection is suspended (QA15 #6). One slip panel per page, so one id.
 */
export const SLIP_HOLD_ID = 'bet-slip-hold';
