/**
 * The id of the bet slip panel, the target of the layout's "Skip to bet slip" link. A module of its own, so
 * the layout can name it without loading the slip's chunk.
 */
export const COUPON_PANEL_ID = 'bet-slip';
