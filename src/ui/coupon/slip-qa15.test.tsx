import { act, fireEvent, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ManualLineFeed } from '../../adapters/fake/line';
import type { Selection } from '../../domain/line';
import { acceptedFor } from '../../../tests/support/accepted';
import { renderSlipPanel, scriptedPlacement } from '../../../tests/support/slip-harness';

// QA15: odds, suspended and live selections in the slip, over the real coupon model and a scripted feed.

const price = (pick: Selection, coef: number, isBlocked = false) => ({
  type: 'odds' as const,
  gameId: pick.gameId,
  marketId: pick.market.id,
  outcomeId: pick.outcomeId,
  coef,
  isBlocked,
});

/** The summary's figure under `term` ("Odds", "Possible win"), or null when the summary does not say it. */
function figure(slip: HTMLElement, term: string): string | null {
  const dt = within(slip).queryAllByRole('term').find((t) => t.textContent === term);
  return dt?.nextElementSibling?.textContent ?? null;
}

describe('QA15 #3: the slip\'s total odds are rounded once', () => {
  it('QA15 #3: a system 2/5 worth 3.18465 per unit shows Odds 3.18 beside 477.70 on 150 (it travels as 3.185, which read 3.19)', () => {
    const feed = new ManualLineFeed();
    const { slip, coupon, picks } = renderSlipPanel({ bets: 5, feed });
    act(() => {
      coupon.started();
      feed.push(picks.map((pick, i) => price(pick, [1.5, 1.91, 2.6, 1.37, 1.61][i]!)));
      coupon.typeChanged(2);
    });
    expect(figure(slip, 'Odds')).toBe('3.18');
    expect(figure(slip, 'Possible win')).toBe('477.70 RUB');
  });
});

describe('QA15 #6: a suspended selection holds the coupon until it reopens or is removed', () => {
  it('QA15 #6: no odds, possible win or bonus bet; the notice names the selection; Place bet is aria-disabled with that reason and places nothing; reopened, all comes back', () => {
    const feed = new ManualLineFeed();
    let placed = 0;
    const { slip, coupon, picks } = renderSlipPanel({
      bets: 4,
      feed,
      placement: scriptedPlacement([], async (request) => {
        placed += 1;
        return acceptedFor(request);
      }),
    });
    act(() => coupon.started());
    const bonusBet = () => within(slip).queryAllByRole('listitem', { name: 'Bonus bet' });
    const place = () => within(slip).getByRole('button', { name: 'Place bet' });
    expect(figure(slip, 'Odds')).not.toBeNull();
    expect(bonusBet()).toHaveLength(1);
    expect(place()).toHaveAttribute('aria-disabled', 'false');

    const locked = picks[1]!;
    act(() => feed.push([price(locked, locked.coef, true)]));
    const notice = within(slip).getByText(/is suspended, so no bet can be placed now/);
    expect(notice).toHaveTextContent(`Betting on ${locked.opponent1NameEn} – ${locked.opponent2NameEn}, `);
    expect(figure(slip, 'Odds')).toBeNull();
    expect(figure(slip, 'Possible win')).toBeNull();
    expect(bonusBet()).toHaveLength(0);
    expect(place()).toHaveAttribute('aria-disabled', 'true');
    expect(place()).toHaveAccessibleDescription(notice.textContent!.trim());
    fireEvent.click(place());
    expect(placed).toBe(0);

    act(() => feed.push([price(locked, locked.coef, false)]));
    expect(within(slip).queryByText(/is suspended, so no bet can be placed now/)).toBeNull();
    expect(figure(slip, 'Odds')).not.toBeNull();
    expect(figure(slip, 'Possible win')).not.toBeNull();
    expect(bonusBet()).toHaveLength(1);
    expect(place()).toHaveAttribute('aria-disabled', 'false');
  });
});

describe('QA15 #7: a live selection says "Live", its score and its minute', () => {
  it('QA15 #7: a pre-match selection says none; when its game kicks off it reads "Live 0:0 · 0\'", then follows the score and the clock, and "Break" at half time', () => {
    const feed = new ManualLineFeed();
    const { slip, coupon, picks } = renderSlipPanel({ bets: 1, feed });
    act(() => coupon.started());
    const pick = picks[0]!;
    const item = () => within(slip).getByRole('listitem', { name: `${pick.opponent1NameEn} – ${pick.opponent2NameEn}` });
    expect(item()).not.toHaveTextContent(/Live|Break/);
    const tick = (status: number, home: number, away: number, seconds: number) =>
      act(() => feed.push([{ type: 'game', gameId: pick.gameId, status, score: { home, away }, formattedScore: `${home}:${away}`, timeSeconds: seconds }]));
    tick(2, 0, 0, 0);
    expect(item()).toHaveTextContent("Live 0:0 · 0'");
    tick(2, 1, 0, 23 * 60 + 40);
    expect(item()).toHaveTextContent("Live 1:0 · 23'");
    tick(3, 1, 0, 45 * 60);
    expect(item()).toHaveTextContent("Break 1:0 · 45'");
  });
});
