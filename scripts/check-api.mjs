#!/usr/bin/env node
// Fails when the committed generated API files differ from what the OpenAPI
// documents generate now (someone edited a contract without `npm run gen:api`).
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { generateAll, OUT_DIR } from './gen-api.mjs';

const files = await generateAll();
const stale = [];
for (const [path, content] of files) {
  if (!existsSync(path) || readFileSync(path, 'utf8') !== content) stale.push(relative(process.cwd(), path));
}
const extra = existsSync(OUT_DIR)
  ? readdirSync(OUT_DIR).map((f) => join(OUT_DIR, f)).filter((p) => !files.has(p))
  : [];
for (const p of extra) stale.push(`${relative(process.cwd(), p)} (no longer generated)`);
if (stale.length) {
  console.error(`check:api: generated API files are stale; run \`npm run gen:api\`:\n  ${stale.join('\n  ')}`);
  process.exit(1);
}
console.log(`check:api: ${files.size} generated files are up to date`);
