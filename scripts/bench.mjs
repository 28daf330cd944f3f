#!/usr/bin/env node
// `npm run bench`: prints the figures of every benchmark, asserts nothing.
//  (a) coupon maths: system possible win by the O(n·k) recurrence beside brute-force enumeration
//  (b) live page in Chromium with 4x CPU throttling under a fast odds feed (scripts/bench-live.mjs)
//  (c) what a frame with price moves costs that page's main thread, the floor under (b) (scripts/bench-frame-cost.mjs)
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const run = (command, args) => {
  console.log(`\n$ ${command} ${args.join(' ')}`);
  const { status } = spawnSync(command, args, { stdio: 'inherit', shell: false });
  return status ?? 1;
};

let failed = 0;
failed += run('npx', ['vitest', 'bench', '--project', 'unit', '--run', 'src/domain/coupon']) ? 1 : 0;
if (existsSync('scripts/bench-live.mjs')) failed += run('node', ['scripts/bench-live.mjs']) ? 1 : 0;
if (existsSync('scripts/bench-frame-cost.mjs')) failed += run('node', ['scripts/bench-frame-cost.mjs']) ? 1 : 0;
process.exit(failed ? 1 : 0);
