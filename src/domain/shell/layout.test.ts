import { describe, expect, it } from 'vitest';
import { LAYOUT_PADDING_PX } from './layout';

describe('spec 001 §9: layout paddings', () => {
  it('spec 001 §9: layout: header extra padding 10 px; side padding 10; bottom 52', () => {
    expect(LAYOUT_PADDING_PX).toEqual({ headerExtra: 10, side: 10, bottom: 52 });
  });
});
