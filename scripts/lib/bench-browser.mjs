// What the browser benchmarks share: the production build served by `vite preview`
// (built first when missing) and Debian's Chromium with the flags these machines need.
import { chromium } from '@playwright/test';
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';

export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'];
const EXECUTABLE = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => p && existsSync(p));

/** Serves `dist` on 127.0.0.1:`port` until the process exits; resolves with the base URL once it answers. */
export async function servePreview({ dist, port, name }) {
  if (!existsSync(`${dist}/index.html`)) {
    console.log(`${name}: building the app first (vite build)…`);
    const build = spawnSync('npx', ['vite', 'build', '--outDir', dist], { stdio: 'inherit' });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
  const server = spawn('npx', ['vite', 'preview', '--host', '127.0.0.1', '--port', String(port), '--strictPort', '--outDir', dist], {
    stdio: 'ignore',
    detached: true,
  });
  const stop = () => {
    try {
      process.kill(-server.pid, 'SIGTERM');
    } catch {
      /* already gone */
    }
  };
  process.on('exit', stop);
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(base)).ok) return { base, stop };
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  stop();
  throw new Error(`preview server did not start on ${base}`);
}

export function launchChromium() {
  // Without a system Chromium, Playwright would look for its own download, which cannot arrive on these
  // machines; the npm scripts run scripts/ensure-chromium.mjs first, which installs Debian's.
  if (!EXECUTABLE) throw new Error('No Chromium found: run `node scripts/ensure-chromium.mjs` (or an `npm run bench…` script, which does) or set CHROMIUM_PATH.');
  return chromium.launch({ executablePath: EXECUTABLE, args: CHROMIUM_ARGS });
}

/**
 * The machine's CPU counters (Linux /proc/stat, all cores): `steal` is time the virtual machine's host
 * ran something else while this machine wanted the CPU. Null where there is no /proc/stat.
 */
export function cpuTimes() {
  try {
    const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
    // user, nice, system, irq, softirq: time some process or the kernel ran (idle, iowait and steal are not).
    const busy = [0, 1, 2, 5, 6].reduce((sum, i) => sum + (fields[i] ?? 0), 0);
    return { steal: fields[7] ?? 0, busy, total: fields.reduce((sum, value) => sum + value, 0), own: ownTreeTicks() };
  } catch {
    return null;
  }
}

/**
 * CPU time (user + system, in the same clock ticks as /proc/stat) of this process and every process it
 * started: the benchmark itself, its preview server and Chromium. Null where /proc cannot be read.
 */
function ownTreeTicks() {
  try {
    const stats = new Map();
    for (const name of readdirSync('/proc')) {
      if (!/^\d+$/.test(name)) continue;
      let text;
      try {
        text = readFileSync(`/proc/${name}/stat`, 'utf8');
      } catch {
        continue; // gone meanwhile
      }
      // After "pid (comm) ": state, ppid, …; utime and stime are fields 14 and 15 of the line.
      const rest = text.slice(text.lastIndexOf(')') + 2).split(' ');
      stats.set(Number(name), { ppid: Number(rest[1]), ticks: Number(rest[11]) + Number(rest[12]) });
    }
    const tree = new Set([process.pid]);
    for (let grew = true; grew; ) {
      grew = false;
      for (const [pid, stat] of stats) {
        if (!tree.has(pid) && tree.has(stat.ppid)) {
          tree.add(pid);
          grew = true;
        }
      }
    }
    let ticks = 0;
    for (const pid of tree) ticks += stats.get(pid)?.ticks ?? 0;
    return ticks;
  } catch {
    return null;
  }
}

/**
 * ", other work on this machine 12.3 % of its CPU (…)": the CPU time processes outside this benchmark (and
 * outside its Chromium and preview server) used between two cpuTimes() readings, as a share of all the
 * machine's CPU time, beside the benchmark's own share and what stayed idle; an empty string when unknown.
 * On a 2-core machine, 50 % is one core.
 */
export function describeOtherWork(before, after) {
  if (!before || !after || before.own === null || after.own === null || after.total <= before.total) return '';
  const total = after.total - before.total;
  const own = after.own - before.own;
  const other = Math.max(0, after.busy - before.busy - own);
  const idle = Math.max(0, total - (after.busy - before.busy) - (after.steal - before.steal));
  const pct = (ticks) => `${((100 * ticks) / total).toFixed(1)} %`;
  return `, other work on this machine ${pct(other)} of its CPU (this benchmark with its Chromium ${pct(own)}, idle ${pct(idle)})`;
}

/** ", CPU steal 3.1 % (…)": the share of CPU time stolen between two cpuTimes() readings, or an empty string when either is unknown. */
export function describeSteal(before, after) {
  if (!before || !after || after.total <= before.total) return '';
  return `, CPU steal ${((100 * (after.steal - before.steal)) / (after.total - before.total)).toFixed(1)} % (time the VM host gave to others)`;
}

/**
 * CPU ticks of each thread of Chromium's renderer and GPU processes (Linux /proc), keyed by
 * "process kind/thread name/tid"; null where /proc cannot be read. Two readings give, with describeBusiestThreads,
 * where Chromium's CPU went: the page's main thread (with 4x throttling its CPUThrottlingThread interrupts it and
 * it spins through the suspended share, so a throttled thread holds most of a core), the compositor, the display compositor.
 */
export function chromiumThreadTicks() {
  try {
    const ticks = new Map();
    for (const pid of readdirSync('/proc')) {
      if (!/^\d+$/.test(pid)) continue;
      let cmdline;
      try {
        cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      } catch {
        continue;
      }
      const kind = /--type=(renderer|gpu-process)/.exec(cmdline)?.[1];
      if (!kind || !cmdline.includes('chromium')) continue;
      for (const tid of readdirSync(`/proc/${pid}/task`)) {
        try {
          const stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
          const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
          const rest = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
          ticks.set(`${kind}/${name}/${tid}`, Number(rest[11]) + Number(rest[12]));
        } catch {
          // the thread ended meanwhile
        }
      }
    }
    return ticks;
  } catch {
    return null;
  }
}

/** "renderer/chromium 88 %, gpu-process/VizCompositorTh 26 %, …": the busiest threads between two readings, in % of one core. */
export function describeBusiestThreads(before, after, seconds, count = 5) {
  if (!before || !after || seconds <= 0) return 'unknown';
  const hz = 100; // USER_HZ on Linux
  return [...after]
    .map(([key, value]) => [key.replace(/\/\d+$/, ''), value - (before.get(key) ?? 0)])
    .filter(([, delta]) => delta > 0)
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([key, delta]) => `${key} ${((100 * delta) / hz / seconds).toFixed(0)} %`)
    .join(', ');
}
