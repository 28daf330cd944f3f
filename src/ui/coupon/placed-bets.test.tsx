import { fireEvent, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { COUPON_EN } from '../../adapters/fake/i18n/coupon.en';
import { COUPON_RU } from '../../adapters/fake/i18n/coupon.ru';
import { PLACED_BET_STATUSES, type HistoryOutcome, type HistoryQuery, type PlacedBet } from '../../domain/coupon';
import { renderSlipPanel, scriptedPlacement } from '../../../tests/support/slip-harness';
import { statusKey } from './coupon-text';

const placed = (couponId: string): PlacedBet => ({
  couponId,
  placedAt: Date.UTC(2026, 10, 24, 8),
  typeId: 1,
  systemValue: null,
  amount: 150,
  currency: 'RUB',
  coef: 1.9,
  possibleWin: 285,
  status: 'pending',
  payout: null,
  selections: [],
  bonusBet: null,
  hyperBonus: null,
});

describe('bet history', () => {
  it('QA10 16: each print link is named with its coupon, the visible words inside the name (WCAG 2.5.3), so a links list tells them apart', async () => {
    const { slip } = renderSlipPanel({
      placement: { ...scriptedPlacement(), history: async () => ({ kind: 'loaded', bets: [placed('100000002'), placed('100000001')], hasMore: false }) },
    });
    fireEvent.click(within(slip).getByRole('tab', { name: 'My bets' }));
    const history = await within(slip).findByRole('list', { name: 'Placed bets' });
    const links = within(history).getAllByRole('link', { name: /^Print coupon/ });
    expect(links.map((link) => link.getAttribute('aria-label'))).toEqual(['Print coupon № 100000002', 'Print coupon № 100000001']);
    for (const link of links) {
      expect(link).toHaveTextContent('Print coupon');
      expect(link).toHaveAccessibleName(expect.stringContaining(link.textContent!));
    }
    expect(links[0]).toHaveAttribute('href', '/en/print-coupon/100000002');
  });

  it('spec 000 §3: a placed coupon\'s time is on the clock and in the zone chosen in the settings', async () => {
    // Placed at 08:00 UTC: 03:00 at UTC−5, on the 12-hour clock.
    const { slip } = renderSlipPanel({
      placement: { ...scriptedPlacement(), history: async () => ({ kind: 'loaded', bets: [placed('100000001')], hasMore: false }) },
      preferences: { timeZone: -5, is12h: true },
    });
    fireEvent.click(within(slip).getByRole('tab', { name: 'My bets' }));
    const history = await within(slip).findByRole('list', { name: 'Placed bets' });
    expect(within(history).getByRole('listitem')).toHaveTextContent('24 Nov 2026, 3:00 am');
  });

  it.each([
    ['en', COUPON_EN],
    ['ru', COUPON_RU],
  ])('QA10 16 (%s): the numbered name starts with the link\'s visible words', (_, dictionary) => {
    const [visible, numbered] = [dictionary.coupon_print ?? '', dictionary.coupon_print_numbered ?? ''];
    expect(visible).not.toBe('');
    expect(numbered.startsWith(visible)).toBe(true);
    expect(numbered).toContain('{id}');
  });

  it('QA12 #5: a VIP coupon under review says "Under review"; one the bookmaker declined says so and that its stake was returned', async () => {
    const { slip } = renderSlipPanel({
      placement: {
        ...scriptedPlacement(),
        history: async () => ({
          kind: 'loaded',
          hasMore: false,
          bets: [
            { ...placed('100000002'), amount: 200_000, status: 'under-review' },
            { ...placed('100000001'), amount: 300_000, status: 'declined', payout: 300_000 },
          ],
        }),
      },
    });
    fireEvent.click(within(slip).getByRole('tab', { name: 'My bets' }));
    const history = await within(slip).findByRole('list', { name: 'Placed bets' });
    const [review, declined] = within(history).getAllByRole('listitem', { name: /^Coupon №/ });
    expect(review).toHaveTextContent('Status: Under review');
    expect(declined).toHaveTextContent('Status: Declined by the bookmaker');
    expect(declined).toHaveTextContent('Stake returned: 300,000 RUB');
    expect(declined).not.toHaveTextContent('Paid out');
  });

  it.each([
    ['en', COUPON_EN],
    ['ru', COUPON_RU],
  ])('every placed coupon status has its words (%s), the VIP review\'s included (QA12 #5)', (_, dictionary) => {
    for (const status of PLACED_BET_STATUSES) expect(dictionary[statusKey(status)], status).toBeTruthy();
  });

  describe('spec 000 §3 marketsNameType: a placed selection\'s market is named short or full as the slip names it', () => {
    const withSelection = (selection: Partial<PlacedBet['selections'][number]>): PlacedBet => ({
      ...placed('100000001'),
      selections: [
        {
          betId: '501234-1',
          gameId: 501234,
          coef: 1.85,
          marketName: '1X2: 1',
          sportNameEn: 'Football',
          champNameEn: 'Premier League',
          opponent1NameEn: 'Arsenal',
          opponent2NameEn: 'Chelsea',
          startTime: Date.UTC(2026, 10, 24, 12),
          status: 'pending',
          score: null,
          ...selection,
        },
      ],
    });
    const shown = async (bet: PlacedBet, marketsNameType: 'short' | 'full') => {
      const { slip } = renderSlipPanel({
        placement: { ...scriptedPlacement(), history: async () => ({ kind: 'loaded', bets: [bet], hasMore: false }) },
        preferences: { marketsNameType: marketsNameType === 'full' ? 1 : 0 },
      });
      fireEvent.click(within(slip).getByRole('tab', { name: 'My bets' }));
      const history = await within(slip).findByRole('list', { name: 'Placed bets' });
      return within(history).getByRole('listitem', { name: 'Coupon № 100000001' }).textContent;
    };

    it.each([
      { rule: 'full names: the result market in words, from its kind and type', naming: 'full' as const, words: { kind: 1, typeId: 1 }, text: 'Arsenal – Chelsea: Match result: Home win @' },
      { rule: 'short names: as the slip, "1X2: 1"', naming: 'short' as const, words: { kind: 1, typeId: 1 }, text: 'Arsenal – Chelsea: 1X2: 1 @' },
      { rule: 'full names: a handicap with its line', naming: 'full' as const, words: { kind: 3, typeId: 7, param: 1.5 }, text: 'Arsenal – Chelsea: Handicap: Home (+1.5) @' },
      { rule: 'no words from the server: its marketName as sent', naming: 'full' as const, words: undefined, text: 'Arsenal – Chelsea: 1X2: 1 @' },
    ])('$rule', async ({ naming, words, text }) => {
      expect(await shown(withSelection(words ? { words } : {}), naming)).toContain(text);
    });

    it.each([
      { status: 'declined' as const, coupon: 'Status: Declined by the bookmaker' },
      { status: 'under-review' as const, coupon: 'Status: Under review' },
    ])('QA14 #5: a VIP coupon $status says no result for its selections ("Pending" said they awaited one)', async ({ status, coupon }) => {
      const text = await shown({ ...withSelection({}), status, payout: status === 'declined' ? 150 : null }, 'short');
      expect(text).toContain(coupon);
      expect(text).toContain('Arsenal – Chelsea: 1X2: 1 @ 1.85');
      expect(text).not.toContain('Pending');
    });

    it.each([
      { rule: '2/4 with a banker: 3 lines, the banker marked', banker: 1, lines: 'System 2/4 · Lines: 3 ·', marked: true },
      { rule: '2/4 without one: 6 lines, none marked', banker: -1, lines: 'System 2/4 · Lines: 6 ·', marked: false },
    ])('QA14 #6: a placed system says its lines and marks its banker ($rule)', async ({ banker, lines, marked }) => {
      const one = withSelection({}).selections[0]!;
      const selections = [0, 1, 2, 3].map((i) => ({ ...one, betId: `50123${i}-1`, opponent1NameEn: `Home ${i}`, blockId: i === banker ? 1 : 0 }));
      const text = await shown({ ...placed('100000001'), typeId: 2, systemValue: 2, selections }, 'short');
      expect(text).toContain(lines);
      if (marked) expect(text).toContain('Home 1 – Chelsea: 1X2: 1 @ 1.85 · Banker');
      else expect(text).not.toContain('Banker');
      expect(text).not.toContain('Home 0 – Chelsea: 1X2: 1 @ 1.85 · Banker');
    });

    it('QA15 #8: a chain is listed as its blocks in play order, each with its selections and its stake as placed', async () => {
      const one = withSelection({}).selections[0]!;
      const selections = [2, 0, 1].map((blockId) => ({ ...one, betId: `50123${blockId}-1`, opponent1NameEn: `Home ${blockId}`, blockId }));
      const blockStakes = [
        { blockId: 0, amount: 150 },
        { blockId: 1, amount: 200 },
        { blockId: 2, amount: 364 },
      ];
      const chain: PlacedBet = { ...placed('100000001'), typeId: 3, selections, blockStakes };
      const { slip } = renderSlipPanel({ placement: { ...scriptedPlacement(), history: async () => ({ kind: 'loaded', bets: [chain], hasMore: false }) } });
      fireEvent.click(within(slip).getByRole('tab', { name: 'My bets' }));
      const item = within(await within(slip).findByRole('list', { name: 'Placed bets' })).getByRole('listitem', { name: 'Coupon № 100000001' });
      const blocks = within(item).getAllByRole('group');
      expect(blocks.map((block) => block.getAttribute('aria-label'))).toEqual(['Block 1 · Stake 150 RUB', 'Block 2 · Stake 200 RUB', 'Block 3 · Stake 364 RUB']);
      blocks.forEach((block, i) => {
        expect(block).toHaveTextContent(`Block ${i + 1} · Stake`);
        expect(within(block).getAllByRole('listitem').map((li) => li.textContent?.split(':')[0])).toEqual([`Home ${i} – Chelsea`]);
      });
    });

    it('QA15 #8: a chain without its block stakes (a backend that does not send them) titles the later blocks without one', async () => {
      const one = withSelection({}).selections[0]!;
      const selections = [0, 1].map((blockId) => ({ ...one, betId: `50123${blockId}-1`, blockId }));
      const chain: PlacedBet = { ...placed('100000001'), typeId: 3, selections };
      const { slip } = renderSlipPanel({ placement: { ...scriptedPlacement(), history: async () => ({ kind: 'loaded', bets: [chain], hasMore: false }) } });
      fireEvent.click(within(slip).getByRole('tab', { name: 'My bets' }));
      const list = await within(slip).findByRole('list', { name: 'Placed bets' });
      expect(within(list).getAllByRole('group').map((block) => block.getAttribute('aria-label'))).toEqual(['Block 1 · Stake 150 RUB', 'Block 2']);
    });

    it('QA14 #5: a pending coupon still says each selection\'s own status', async () => {
      expect(await shown(withSelection({ status: 'won' }), 'short')).toContain('1X2: 1 @ 1.85 · Won');
    });
  });
});

describe('QA14 #4: the bet history has a period and a status to choose', () => {
  it('choosing a status and a period reads the history for them; an empty answer says so in words', async () => {
    const asked: HistoryQuery[] = [];
    const { slip } = renderSlipPanel({
      placement: {
        ...scriptedPlacement(),
        history: async (query) => {
          asked.push(query);
          const bets = [placed('100000002'), { ...placed('100000001'), status: 'won' as const, payout: 285 }];
          return { kind: 'loaded', hasMore: false, bets: bets.filter((bet) => query.status === null || bet.status === query.status) };
        },
      },
    });
    fireEvent.click(within(slip).getByRole('tab', { name: 'My bets' }));
    const history = await within(slip).findByRole('list', { name: 'Placed bets' });
    expect(within(history).getAllByRole('listitem', { name: /^Coupon №/ })).toHaveLength(2);
    const period = within(slip).getByRole('combobox', { name: 'Period' });
    const status = within(slip).getByRole('combobox', { name: 'Status' });
    expect(period).toHaveDisplayValue('Last 30 days');
    expect(status).toHaveDisplayValue('All');
    expect(asked.at(-1)).toMatchObject({ status: null });
    expect(asked.at(-1)!.to - asked.at(-1)!.from).toBe(30 * 86_400_000);

    fireEvent.change(status, { target: { value: 'won' } });
    await waitFor(() => expect(within(slip).getAllByRole('listitem', { name: /^Coupon №/ })).toHaveLength(1));
    expect(within(slip).getByRole('listitem', { name: /^Coupon №/ })).toHaveTextContent('Status: Won');
    expect(asked.at(-1)).toMatchObject({ status: 'won' });

    fireEvent.change(period, { target: { value: '7' } });
    await waitFor(() => expect(asked.at(-1)!.to - asked.at(-1)!.from).toBe(7 * 86_400_000));
    expect(asked.at(-1)).toMatchObject({ status: 'won' });

    fireEvent.change(status, { target: { value: 'declined' } });
    expect(await within(slip).findByText('No bets with this status in this period.')).toBeInTheDocument();
    expect(within(slip).queryByRole('list', { name: 'Placed bets' })).toBeNull();
    // Kept while the player stays: the list shown again keeps the choice.
    fireEvent.click(within(slip).getByRole('tab', { name: /^Bet slip/ }));
    fireEvent.click(within(slip).getByRole('tab', { name: 'My bets' }));
    expect(await within(slip).findByRole('combobox', { name: 'Status' })).toHaveDisplayValue('Declined by the bookmaker');
    expect(within(slip).getByRole('combobox', { name: 'Period' })).toHaveDisplayValue('Last 7 days');
  });

  it('a read that fails keeps the list shown and says so, with Try again', async () => {
    const answers: HistoryOutcome[] = [{ kind: 'loaded', bets: [placed('100000001')], hasMore: false }, { kind: 'network-failure', retryable: true }, { kind: 'loaded', bets: [], hasMore: false }];
    const { slip } = renderSlipPanel({ placement: { ...scriptedPlacement(), history: async () => answers.shift()! } });
    fireEvent.click(within(slip).getByRole('tab', { name: 'My bets' }));
    await within(slip).findByRole('list', { name: 'Placed bets' });
    fireEvent.change(within(slip).getByRole('combobox', { name: 'Status' }), { target: { value: 'lost' } });
    const alert = await within(slip).findByRole('alert');
    expect(alert).toHaveTextContent('The bet history could not be loaded.');
    expect(within(slip).getByRole('list', { name: 'Placed bets' })).toHaveTextContent('Coupon № 100000001');
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(slip).findByText('No bets with this status in this period.')).toBeInTheDocument();
    expect(within(slip).queryByRole('alert')).toBeNull();
  });

  it('Show more coupons is busy while the next page is read; a page that fails keeps the list and Try again reads that page (README "bet history")', async () => {
    const pages: Record<number, Array<() => Promise<HistoryOutcome>>> = {
      1: [async () => ({ kind: 'loaded', bets: [placed('100000003'), placed('100000002')], hasMore: true })],
      2: [async () => ({ kind: 'network-failure', retryable: true })],
    };
    let release: (outcome: HistoryOutcome) => void = () => {};
    pages[2]!.push(() => new Promise((resolve) => (release = resolve)));
    const asked: number[] = [];
    const history = (query: HistoryQuery) => {
      asked.push(query.page);
      return pages[query.page]!.shift()!();
    };
    const { slip } = renderSlipPanel({ placement: { ...scriptedPlacement(), history } });
    fireEvent.click(within(slip).getByRole('tab', { name: 'My bets' }));
    const list = await within(slip).findByRole('list', { name: 'Placed bets' });
    expect(within(slip).getByText('Showing 2 coupons')).toBeInTheDocument();
    fireEvent.click(within(slip).getByRole('button', { name: 'Show more coupons' }));
    const alert = await within(slip).findByRole('alert');
    expect(alert).toHaveTextContent('Older coupons could not be loaded. The coupons above are still here.');
    expect(within(list).getAllByRole('listitem', { name: /^Coupon №/ })).toHaveLength(2);
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    const busy = await within(slip).findByRole('button', { name: 'Loading…' });
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    fireEvent.click(busy);
    expect(asked).toEqual([1, 2, 2]);
    release({ kind: 'loaded', bets: [placed('100000002'), placed('100000001')], hasMore: false });
    await waitFor(() => expect(within(list).getAllByRole('listitem', { name: /^Coupon №/ })).toHaveLength(3));
    expect(within(list).getByRole('listitem', { name: 'Coupon № 100000001' })).toHaveFocus();
    expect(within(slip).queryByRole('button', { name: 'Show more coupons' })).toBeNull();
    expect(within(slip).getByText('Showing 3 coupons')).toBeInTheDocument();
  });
});

describe('QA17 #7: each coupon in the bet history says its odds', () => {
  it.each([
    { rule: 'an express at 1.90: its odds as the slip showed them', bet: { coef: 1.9, amount: 150, possibleWin: 285 }, odds: 'Odds: 1.90' },
    { rule: 'QA15 #3: the price its win was counted at, rounded once (468.72 on 150 is 3.12, not 3.125 → 3.13)', bet: { coef: 3.125, amount: 150, possibleWin: 468.72 }, odds: 'Odds: 3.12' },
    { rule: 'QA12 #8: a large total grouped as money is', bet: { coef: 41_477.51, amount: 10, possibleWin: 414_775.1 }, odds: 'Odds: 41,477.51' },
  ])('$rule', async ({ bet, odds }) => {
    const { slip } = renderSlipPanel({
      placement: { ...scriptedPlacement(), history: async () => ({ kind: 'loaded', bets: [{ ...placed('100000001'), ...bet }], hasMore: false }) },
    });
    fireEvent.click(within(slip).getByRole('tab', { name: 'My bets' }));
    const history = await within(slip).findByRole('list', { name: 'Placed bets' });
    const text = within(history).getByRole('listitem', { name: 'Coupon № 100000001' }).textContent;
    expect(text).toContain(` · ${odds} · Possible win: `);
  });
});

describe('QA17 #8: a history filter\'s result is said through the history\'s status region, once per change', () => {
  it('the region says how many coupons a choice shows, or that there are none; opening the list says nothing', async () => {
    const bets = [placed('100000002'), { ...placed('100000001'), status: 'won' as const, payout: 285 }];
    const { slip } = renderSlipPanel({
      placement: {
        ...scriptedPlacement(),
        history: async (query) => ({ kind: 'loaded', hasMore: false, bets: bets.filter((bet) => query.status === null || bet.status === query.status) }),
      },
    });
    fireEvent.click(within(slip).getByRole('tab', { name: 'My bets' }));
    const history = await within(slip).findByRole('list', { name: 'Placed bets' });
    const page = history.parentElement!;
    const region = within(page).getByRole('status');
    expect(region).toHaveTextContent(/^$/);
    const said: string[] = [];
    const observer = new MutationObserver(() => said.push(region.textContent ?? ''));
    observer.observe(region, { childList: true, subtree: true, characterData: true });

    fireEvent.change(within(slip).getByRole('combobox', { name: 'Status' }), { target: { value: 'won' } });
    await waitFor(() => expect(region).toHaveTextContent('Showing 1 coupon'));
    fireEvent.change(within(slip).getByRole('combobox', { name: 'Status' }), { target: { value: 'lost' } });
    await waitFor(() => expect(region).toHaveTextContent('No bets with this status in this period.'));
    fireEvent.change(within(slip).getByRole('combobox', { name: 'Status' }), { target: { value: '' } });
    await waitFor(() => expect(region).toHaveTextContent('Showing 2 coupons'));
    // Re-rendered (another tab and back) it says nothing again.
    fireEvent.click(within(slip).getByRole('tab', { name: /^Bet slip/ }));
    fireEvent.click(within(slip).getByRole('tab', { name: 'My bets' }));
    await within(slip).findByRole('list', { name: 'Placed bets' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    observer.disconnect();
    // Each change: the read under way, then its result, each said once.
    expect(said.filter((text, i) => text !== '' && text !== said[i - 1])).toEqual([
      'Loading…',
      'Showing 1 coupon',
      'Loading…',
      'No bets with this status in this period.',
      'Loading…',
      'Showing 2 coupons',
    ]);
    expect(within(within(slip).getByRole('list', { name: 'Placed bets' }).parentElement!).getByRole('status')).toHaveTextContent(/^$/);
  });
});

describe('QA18 #5: the history names the promo code a coupon used; each coupon is titled by a heading', () => {
  it('QA18 #5: a boosted coupon says its code, percent and boost; a free bet its amount and that the stake was not charged, or what of it was; one without a code says none', async () => {
    const { slip } = renderSlipPanel({
      placement: {
        ...scriptedPlacement(),
        history: async () => ({
          kind: 'loaded',
          hasMore: false,
          bets: [
            { ...placed('100000004'), possibleWin: 297.5, promoCode: { code: 'WIN10', kind: 'win-boost', percent: 10, amount: 12.5 } },
            { ...placed('100000003'), promoCode: { code: 'FREE100', kind: 'free-bet', amount: 100 } },
            { ...placed('100000002'), amount: 100, promoCode: { code: 'FREE100', kind: 'free-bet', amount: 100 } },
            placed('100000001'),
          ],
        }),
      },
    });
    fireEvent.click(within(slip).getByRole('tab', { name: 'My bets' }));
    const history = await within(slip).findByRole('list', { name: 'Placed bets' });
    const [boosted, part, free, none] = within(history).getAllByRole('listitem', { name: /^Coupon №/ });
    expect(within(boosted!).getByText('Promo code WIN10: +10% of the net win (+12.50 RUB)')).toBeInTheDocument();
    expect(within(part!).getByText('Promo code FREE100: free bet 100 RUB; 50 RUB of the stake charged')).toBeInTheDocument();
    expect(within(free!).getByText('Promo code FREE100: free bet 100 RUB, stake not charged')).toBeInTheDocument();
    expect(none).not.toHaveTextContent('Promo code');
  });

  it('QA18 #5: in the slip\'s My bets each coupon is an h3 under the slip\'s h2, named by its number', async () => {
    const { slip } = renderSlipPanel({
      placement: { ...scriptedPlacement(), history: async () => ({ kind: 'loaded', bets: [placed('100000002'), placed('100000001')], hasMore: false }) },
    });
    fireEvent.click(within(slip).getByRole('tab', { name: 'My bets' }));
    await within(slip).findByRole('list', { name: 'Placed bets' });
    expect(within(slip).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Coupon № 100000002', 'Coupon № 100000001']);
  });
});
