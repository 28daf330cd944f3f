#!/usr/bin/env node
// Finds a Chromium for Playwright: CHROMIUM_PATH, /usr/bin/chromium, or, as
// root with apt, installs Debian's `chromium` package. Playwright's own
// browser download cannot work on these machines (no internet but the
// registries), so this is the only way a browser arrives.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CANDIDATES = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean);

export function findChromium() {
  return CANDIDATES.find((p) => existsSync(p)) ?? null;
}

const isMain = import.meta.url === `file://${process.argv[1]}`;
if (isMain) {
  let found = findChromium();
  if (!found) {
    const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
    let hasApt = false;
    try {
      execSync('command -v apt-get', { stdio: 'ignore' });
      hasApt = true;
    } catch {
      hasApt = false;
    }
    if (isRoot && hasApt) {
      console.log('Installing Debian chromium for the browser tests (apt-get)…');
      execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
        stdio: 'inherit',
        shell: '/bin/bash',
      });
      found = findChromium();
    }
  }
  if (!found) {
    console.error(
      'No Chromium found. Install the Debian package `chromium` (apt-get install chromium) or set CHROMIUM_PATH.',
    );
    process.exit(1);
  }
  console.log(`Chromium: ${found}`);
}
