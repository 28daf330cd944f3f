import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ODDS_MARK_MS, OddsChangeMark } from './odds-change-mark';

const mark = (move: string, direction: 'up' | 'down' = 'up', text = 'odds up from 1.85') => (
  <OddsChangeMark direction={direction} move={move} text={text} />
);
/** The visible mark: the ▲/▼ with its words, coloured. */
const visibleMark = () => document.querySelector('.coef-change');

describe('the slip\'s ▲/▼ mark of a moved price fades after a few seconds', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it(`shows ▲ with its words for ${ODDS_MARK_MS} ms (3–5 s, as leading books), then the price reads plain`, () => {
    render(mark('up 1.85 1.95'));
    expect(visibleMark()).toHaveTextContent('▲ odds up from 1.85');
    expect(visibleMark()).toHaveClass('coef-change--up');
    act(() => vi.advanceTimersByTime(ODDS_MARK_MS - 1));
    expect(visibleMark()).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(visibleMark()).toBeNull();
    expect(screen.queryByText(/▲/)).toBeNull();
  });

  it('the words stay for screen readers once the mark has gone from sight (the move stands until acknowledged)', () => {
    render(mark('down 2.25 1.95', 'down', 'odds down from 2.25'));
    act(() => vi.advanceTimersByTime(ODDS_MARK_MS));
    const words = screen.getByText('odds down from 2.25');
    expect(words).toHaveClass('visually-hidden');
  });

  it('the arrow itself is hidden from screen readers: the words say the move', () => {
    render(mark('down 2.25 1.95', 'down', 'odds down from 2.25'));
    expect(screen.getByText('▼', { exact: false })).toHaveAttribute('aria-hidden', 'true');
  });

  it('a new move shows the mark again for the whole time, also after it had faded', () => {
    const { rerender } = render(mark('down 2.25 1.95', 'down', 'odds down from 2.25'));
    act(() => vi.advanceTimersByTime(ODDS_MARK_MS - 1000));
    // Moved again before the mark faded: the time starts over.
    rerender(mark('down 2.25 2.05', 'down', 'odds down from 2.25'));
    act(() => vi.advanceTimersByTime(ODDS_MARK_MS - 1));
    expect(visibleMark()).toHaveTextContent('▼ odds down from 2.25');
    act(() => vi.advanceTimersByTime(1));
    expect(visibleMark()).toBeNull();
    // Back to an earlier price after the fade is a move too.
    rerender(mark('down 2.25 1.95', 'down', 'odds down from 2.25'));
    expect(visibleMark()).toHaveTextContent('▼ odds down from 2.25');
    rerender(mark('up 1.95 2.3', 'up', 'odds up from 1.95'));
    expect(visibleMark()).toHaveTextContent('▲ odds up from 1.95');
    act(() => vi.advanceTimersByTime(ODDS_MARK_MS));
    expect(visibleMark()).toBeNull();
  });
});
