#!/usr/bin/env node
// What a frame in which something changed costs the page's main thread, in Chromium with the same
// CPU throttling as bench:live: the floor a 16.7 ms frame budget starts from. Each case writes
// K price moves per animation frame straight into odds cells on screen (text and up/down class, as
// the cells' own draw does), with the feed at 1 change a second, and reads Chromium's main-thread
// task time (Performance.getMetrics) over SECONDS; the blank page changes one text node a frame.
// Busy time per frame is task time over frames drawn. Prints figures; asserts nothing.
//
// HIDE_OFF_SCREEN=1 takes championship groups starting more than 200 px below the screen out of
// the layout (display: none) first: what rendering only the rows on screen (virtualisation) would save.
//
// Last, FINISHES listed games finish one by one (each the first game of a group on screen): how long the
// frame that takes each row out runs, from the feed's batch to the frame's end; then FINISHES bursts (one
// batch with 125 clocks and up to 1,200 prices, as when games that kicked off together tick a minute).
//
//   npm run bench:frame-cost   (env: CPU_RATE=4 SECONDS=4 REPS=3 MOVES=0,1,4,8 FINISHES=6 VIEWPORT_HEIGHT=5200 HIDE_OFF_SCREEN= BENCH_PORT=4181)
import { launchChromium, servePreview } from './lib/bench-browser.mjs';

const CPU_RATE = Number(process.env.CPU_RATE ?? 4);
const SECONDS = Number(process.env.SECONDS ?? 4);
const REPS = Number(process.env.REPS ?? 3);
const MOVES = (process.env.MOVES ?? '0,1,4,8').split(',').map(Number);
const HEIGHT = Number(process.env.VIEWPORT_HEIGHT ?? 5200);
const HIDE_OFF_SCREEN = process.env.HIDE_OFF_SCREEN === '1';
const FINISHES = Number(process.env.FINISHES ?? 6);
const { base, stop } = await servePreview({ dist: process.env.BENCH_DIST ?? 'dist', port: Number(process.env.BENCH_PORT ?? 4181), name: 'bench:frame-cost' });

/** Main-thread task time and frames over SECONDS while `start` (run in the page) changes the DOM every frame. */
async function measure(browser, url, start, arg) {
  const context = await browser.newContext({ viewport: { width: 1920, height: HEIGHT } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_RATE });
  await page.goto(url);
  if (url.includes('/live/')) await page.waitForFunction(() => document.querySelectorAll('[data-outcome-id]').length >= 500, null, { timeout: 60_000 });
  await page.waitForTimeout(1500);
  if (HIDE_OFF_SCREEN) await page.evaluate(hideOffScreen);
  await page.evaluate(start, arg);
  await page.waitForTimeout(1000);
  const metrics = async () => Object.fromEntries((await cdp.send('Performance.getMetrics')).metrics.map((m) => [m.name, m.value]));
  const framesIn = () => page.evaluate((s) => new Promise((resolve) => {
    let n = 0;
    const end = performance.now() + s * 1000;
    const count = (t) => (n++, t < end ? requestAnimationFrame(count) : resolve(n));
    requestAnimationFrame(count);
  }), SECONDS);
  const before = await metrics();
  const frames = await framesIn();
  const after = await metrics();
  await context.close();
  const taskMs = (after.TaskDuration - before.TaskDuration) * 1000;
  return { fps: frames / SECONDS, perFrame: taskMs / frames, busy: taskMs / (SECONDS * 10) };
}

function hideOffScreen() {
  for (const group of document.querySelectorAll('.champ-group')) if (group.getBoundingClientRect().top > innerHeight + 200) group.style.display = 'none';
}

function blankChange() {
  const node = document.body.appendChild(document.createElement('div'));
  node.textContent = '0';
  let n = 0;
  const frame = () => ((node.firstChild.data = String(n++ % 97)), requestAnimationFrame(frame));
  requestAnimationFrame(frame);
}

function moveOddsOnScreen(k) {
  const cells = [...document.querySelectorAll('[data-outcome-id]')].filter((c) => {
    const r = c.getBoundingClientRect();
    return r.bottom > 0 && r.top < innerHeight;
  });
  let n = 0;
  const frame = () => {
    for (let j = 0; j < k; j++, n++) {
      const cell = cells[(n * 7919) % cells.length];
      const text = cell.lastElementChild.firstChild;
      const up = n % 2 === 0;
      if (text) text.data = `${(1 + (n % 300) / 100).toFixed(2)} ${up ? '▲' : '▼'}`;
      cell.className = `odds-cell odds-cell--${up ? 'up' : 'down'}`;
    }
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}

/**
 * A listed game finishing, the structural change the live page sees most (a row leaves its championship
 * group): FINISHES times, the first game of a different group on screen, fed through the path a feed batch
 * takes (the worker feed's `received`). Each figure is wall time from the batch to the end of the next frame.
 */
/** The live page at 4×, its cells drawn and its feed there, with what `init` sets up before the page's scripts. */
async function openLivePage(browser, url, init = () => {}) {
  const context = await browser.newContext({ viewport: { width: 1920, height: HEIGHT } });
  const page = await context.newPage();
  await page.addInitScript(init);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_RATE });
  await page.goto(url);
  await page.waitForFunction(() => document.querySelectorAll('[data-outcome-id]').length >= 500 && window.__fakeLineFeed, null, { timeout: 60_000 });
  await page.waitForTimeout(1500);
  return { context, page };
}

async function measureFinishes(browser, url) {
  const { context, page } = await openLivePage(browser, url);
  const times = await page.evaluate(async (count) => {
    const feed = window.__fakeLineFeed;
    if (typeof feed.received !== 'function') return [];
    const groups = [...document.querySelectorAll('.champ-group')].filter((g) => g.getBoundingClientRect().top < innerHeight && g.querySelectorAll('li').length >= 2);
    const out = [];
    for (const group of groups.slice(0, count)) {
      const gameId = Number(group.querySelector('[data-outcome-id]').getAttribute('data-outcome-id').split(':')[0]);
      await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
      const t0 = performance.now();
      feed.received([{ type: 'game', gameId, score: { home: 1, away: 0 }, formattedScore: '1:0', timeSeconds: 5400, status: 4 }]);
      await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
      out.push(performance.now() - t0);
      await new Promise((r) => setTimeout(r, 300));
    }
    return out;
  }, FINISHES);
  await context.close();
  return times;
}

/**
 * A burst: one feed batch with a new minute and score for up to 125 games and a price move for up to 1,200
 * odds on the page, what the live page's feed brings when games that kicked off together tick their minute
 * (bench:live saw one in ~1 of 5 runs of 10 s, with 125 clocks and 1,221 prices). Each figure is wall time
 * from the batch to the end of the next frame, and the longest animation frame the burst made.
 */
async function measureBursts(browser, url) {
  const { context, page } = await openLivePage(browser, url, () => {
    window.__longFrames = [];
    try {
      new PerformanceObserver((list) => window.__longFrames.push(...list.getEntries().map((f) => f.duration))).observe({ type: 'long-animation-frame' });
    } catch {
      // no Long Animation Frames in this Chromium
    }
  });
  const runs = await page.evaluate(async (count) => {
    const feed = window.__fakeLineFeed;
    if (typeof feed.received !== 'function') return [];
    const out = [];
    for (let round = 0; round < count; round++) {
      const batch = [];
      const games = new Set();
      for (const cell of document.querySelectorAll('[data-outcome-id]')) {
        const id = cell.getAttribute('data-outcome-id');
        const [gameId, marketId] = id.split(':').map(Number);
        games.add(gameId);
        if (batch.length < 1200) batch.push({ type: 'odds', gameId, marketId, outcomeId: id, coef: 1.5 + ((round + batch.length) % 50) / 100, isBlocked: false });
      }
      for (const gameId of [...games].slice(0, 125)) batch.push({ type: 'game', gameId, score: { home: round, away: 1 }, formattedScore: `${round}:1`, timeSeconds: 600 + 60 * round, status: 2 });
      await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
      window.__longFrames.length = 0;
      const t0 = performance.now();
      feed.received(batch);
      await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
      const toFrameEnd = performance.now() - t0;
      // The draws the budget held go in the frames after: wait them out before the next burst.
      await new Promise((r) => setTimeout(r, 1500));
      out.push({ toFrameEnd, longestFrame: Math.max(0, ...window.__longFrames) });
    }
    return out;
  }, FINISHES);
  await context.close();
  return runs;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const fake = encodeURIComponent(JSON.stringify({ feedRate: 1 }));
const cases = [
  { label: 'blank page, one text change a frame', url: 'about:blank', run: blankChange, arg: null },
  ...MOVES.map((k) => ({ label: `live page, ${k} odds move${k === 1 ? '' : 's'} on screen a frame`, url: `${base}/en/live/all?fake=${fake}`, run: moveOddsOnScreen, arg: k })),
];
try {
  const browser = await launchChromium();
  console.log(`bench:frame-cost — main-thread time per frame, ${CPU_RATE}x CPU throttling, 1920x${HEIGHT}, ${SECONDS} s × ${REPS} runs (median)${HIDE_OFF_SCREEN ? ', groups below the screen hidden' : ''}`);
  for (const c of cases) {
    const runs = [];
    for (let r = 0; r < REPS; r++) runs.push(await measure(browser, c.url, c.run, c.arg));
    const perFrame = median(runs.map((x) => x.perFrame));
    console.log(`  ${c.label.padEnd(44)} ${perFrame.toFixed(1).padStart(5)} ms a frame  (${median(runs.map((x) => x.fps)).toFixed(0)} fps, main thread ${median(runs.map((x) => x.busy)).toFixed(0)} % busy; runs ${runs.map((x) => x.perFrame.toFixed(1)).join(' / ')})`);
  }
  const finishes = [];
  for (let r = 0; r < REPS; r++) finishes.push(...(await measureFinishes(browser, `${base}/en/live/all?fake=${fake}`)));
  console.log(
    finishes.length
      ? `  live page, a listed game finishing (its row leaves) ${median(finishes).toFixed(1).padStart(5)} ms to the end of its frame, median of ${finishes.length} (max ${Math.max(...finishes).toFixed(1)} ms)`
      : '  live page, a listed game finishing: not measured (no worker feed on the page)',
  );
  const bursts = [];
  for (let r = 0; r < REPS; r++) bursts.push(...(await measureBursts(browser, `${base}/en/live/all?fake=${fake}`)));
  console.log(
    bursts.length
      ? `  live page, a burst (125 clocks, ≤ 1,200 prices)  ${median(bursts.map((b) => b.toFrameEnd)).toFixed(1).padStart(5)} ms to the end of its frame, median of ${bursts.length}; frames over 50 ms: ${bursts.filter((b) => b.longestFrame > 50).length} (longest ${Math.max(...bursts.map((b) => b.longestFrame)).toFixed(1)} ms)`
      : '  live page, a burst: not measured (no worker feed on the page)',
  );
  await browser.close();
  console.log('  budget: 16.7 ms a frame at 60 Hz; bench:live draws about 4 on-screen moves a frame at 5200 px; a task over 50 ms is a long task');
} finally {
  stop();
}
