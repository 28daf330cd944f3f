import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderSlipPanel } from '../../../tests/support/slip-harness';
import { COUPON_PANEL_ID } from './coupon-panel-id';
import { SHEET_QUERY } from './slip-sheet';

/** A window that is a phone's or a tablet's (the sheet breakpoint matches) or the desktop's. */
function windowWidth(phone: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: phone && query === SHEET_QUERY,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

/** What "Skip to bet slip" does first (skip-link.tsx): offers the panel the skip; true when the panel took it. */
function skipToSlip(): boolean {
  let taken = false;
  act(() => {
    taken = !document.getElementById(COUPON_PANEL_ID)!.dispatchEvent(new Event('skip-link', { cancelable: true }));
  });
  return taken;
}

afterEach(() => vi.unstubAllGlobals());

describe('QA17 #1: the bet slip as a sheet on a phone', () => {
  it('on a phone, "Skip to bet slip" opens the slip as a modal dialog with its picks; Escape and Close close it and the picks stay', () => {
    windowWidth(true);
    const { slip } = renderSlipPanel({ bets: 2 });
    expect(skipToSlip()).toBe(true);
    const sheet = screen.getByRole('dialog', { name: 'Bet slip' });
    expect(sheet).toBe(slip);
    expect(sheet).toHaveAttribute('aria-modal', 'true');
    expect(document.documentElement).toHaveClass('coupon-sheet-open');
    expect(within(sheet).getByRole('tab', { name: 'Bet slip (2)' })).toHaveFocus();
    expect(within(sheet).getAllByRole('button', { name: /^Remove / })).toHaveLength(2);

    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('complementary', { name: 'Bet slip' })).toBe(slip);
    expect(document.documentElement).not.toHaveClass('coupon-sheet-open');
    expect(within(slip).getAllByRole('button', { name: /^Remove / })).toHaveLength(2);

    skipToSlip();
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Bet slip' })).getByRole('button', { name: 'Close the bet slip' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(within(slip).getByRole('tab', { name: 'Bet slip (2)' })).toBeInTheDocument();
  });

  it('on a wider window the slip is in the page: the skip goes to it as before, no sheet', () => {
    windowWidth(false);
    renderSlipPanel({ bets: 1 });
    expect(skipToSlip()).toBe(false);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Close the bet slip' })).toBeNull();
  });
});

describe('the sheet covers phones and tablets: every window where the slip stands below the list', () => {
  it('SHEET_QUERY is the width below which coupon.css lays the page out in one column (the slip after the line), 68.75em', () => {
    const css = readFileSync(join(process.cwd(), 'src/ui/coupon/coupon.css'), 'utf8');
    const oneColumn = /@media \(max-width: ([\d.]+em)\) \{ \.layout-columns \{ grid-template-columns: minmax\(0, 1fr\); \} \}/.exec(css);
    expect(oneColumn).not.toBeNull();
    expect(SHEET_QUERY).toBe(`(max-width: ${oneColumn![1]})`);
    // The sheet's own styles hold at the same widths, not the phone's alone.
    expect(css).toContain(`@media ${SHEET_QUERY} {\n  html.coupon-sheet-open`);
  });
});
