import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LAYOUT_PADDING_PX } from '../../domain/shell';

const css = readFileSync(join(process.cwd(), 'src/ui/styles.css'), 'utf8');

// The stylesheet is where the paddings live; this reads its rules so a change there that drops a spec value fails.
const ruleOf = (selector: string): string => {
  const match = css.match(new RegExp(`^\\${selector} \\{([^}]*)\\}`, 'm'));
  if (!match) throw new Error(`no ${selector} rule`);
  return match[1]!;
};
const paddingOf = (selector: string): number[] => {
  const declared = ruleOf(selector).match(/(?:^|;)\s*padding:\s*([^;]+)/);
  if (!declared) throw new Error(`no padding on ${selector}`);
  const parts = declared[1]!.trim().split(/\s+/).map((p) => Number.parseFloat(p));
  const [top, right = top, bottom = top, left = right] = parts;
  return [top!, right!, bottom!, left!];
};

describe('spec 001 §9: the stylesheet keeps the layout paddings', () => {
  it('spec 001 §9: the header is padded by the header extra padding (10 px)', () => {
    expect(paddingOf('.header')).toEqual(Array(4).fill(LAYOUT_PADDING_PX.headerExtra));
  });
  it('spec 001 §9: the content has side padding 10 and bottom 52', () => {
    const [, right, bottom, left] = paddingOf('.content');
    expect({ right, bottom, left }).toEqual({ right: LAYOUT_PADDING_PX.side, bottom: LAYOUT_PADDING_PX.bottom, left: LAYOUT_PADDING_PX.side });
  });
});
