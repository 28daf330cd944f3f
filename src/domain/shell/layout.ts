/**
 * spec 001 §9: layout, header extra padding 10 px; side padding 10; bottom 52. The stylesheet holds them
 * (`.header` padding, `.content` side and bottom padding; layout.test.ts reads it against these): the bottom 52 px
 * keeps the last row of a page clear of what stands at the window's foot (scroll-to-top, the quick coupon's bar).
 */
export const LAYOUT_PADDING_PX = { headerExtra: 10, side: 10, bottom: 52 } as const;
