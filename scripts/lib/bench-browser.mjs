// What the browser benchmarks share: the production build served by `vite preview`
// (built first when missing) and Debian's Chromium with the flags these machines need.
import { chromium } from '@playwright/test';
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';

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
  return chromium.launch({ executablePath: EXECUTABLE, args: CHROMIUM_ARGS });
}

/**
 * The machine's CPU counters (Linux /proc/stat, all cores): `steal` is time the virtual machine's host
 * ran something else while this machine wanted the CPU. Null where there is no /proc/stat.
 */
export function cpuTimes() {
  try {
    const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
    return { steal: fields[7] ?? 0, total: fields.reduce((sum, value) => sum + value, 0) };
  } catch {
    return null;
  }
}

/** ", CPU steal 3.1 % (…)": the share of CPU time stolen between two cpuTimes() readings, or an empty string when either is unknown. */
export function describeSteal(before, after) {
  if (!before || !after || after.total <= before.total) return '';
  return `, CPU steal ${((100 * (after.steal - before.steal)) / (after.total - before.total)).toFixed(1)} % (time the VM host gave to others)`;
}
