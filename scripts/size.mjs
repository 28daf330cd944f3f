#!/usr/bin/env node
// Prints the gzip bytes of the JavaScript and CSS the home page loads: the
// entry script, its static imports (modulepreload) and the home route's lazy
// chunk, read from the production build in dist/ (or SIZE_DIST, so a build of
// one's own can be measured beside another). Figures only; no assertion.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = process.env.SIZE_DIST || 'dist';
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));

const gz = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

// Walk the manifest from the entry through static imports; add the dynamic
// imports the home page always needs (the fake or http adapter module, the home
// chunk, the bet slip beside it, the dictionary of the page's language when the
// adapters load it as a chunk). A browser loading /en fetches these same files
// (the fake line feed's worker aside: it stands in for the bookmaker's socket).
const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
const seen = new Set();
const js = new Set();
const css = new Set();
function visit(key, follow) {
  if (!key || seen.has(key)) return;
  seen.add(key);
  const chunk = manifest[key];
  js.add(chunk.file);
  for (const c of chunk.css ?? []) css.add(c);
  for (const i of chunk.imports ?? []) visit(i, follow);
  for (const d of chunk.dynamicImports ?? []) if (follow(d)) visit(d, follow);
}
const homePage = process.env.SIZE_ADAPTERS === 'http' ? /di\/http\.module/ : /di\/fake\.module/;
const homeChunks = [homePage, /ui\/pages\/sports-page/, /ui\/coupon\/coupon-panel/, /i18n\/dictionary\.en/];
visit(entryKey, (d) => homeChunks.some((pattern) => pattern.test(d)));

let jsTotal = 0;
let vendorTotal = 0;
let cssTotal = 0;
console.log('Home page assets (gzip -9):');
for (const f of js) {
  const n = gz(f);
  jsTotal += n;
  if (/\/vendor-/.test(f)) vendorTotal += n;
  console.log(`  js  ${kb(n).padStart(9)}  ${f}`);
}
for (const f of css) {
  const n = gz(f);
  cssTotal += n;
  console.log(`  css ${kb(n).padStart(9)}  ${f}`);
}
const allJs = readdirSync(join(dist, 'assets')).filter((f) => f.endsWith('.js'));
const everything = allJs.reduce((sum, f) => sum + gz(join('assets', f)), 0);
console.log(`\nHome page JavaScript: ${kb(jsTotal)} gzip (target ≤ 120 KB)`);
console.log(`  of which vendor chunks (react, router, effector, inversify, zod): ${kb(vendorTotal)}; our code: ${kb(jsTotal - vendorTotal)}`);
console.log(`Home page CSS:        ${kb(cssTotal)} gzip`);
console.log(`All JavaScript chunks: ${kb(everything)} gzip in ${allJs.length} files`);
if (!html.includes('type="module"')) console.warn('warning: index.html has no module script');
