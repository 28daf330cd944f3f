#!/usr/bin/env node
// The site on the HTTP adapters: the reference provider (or PROVIDER_BASE_URL)
// behind Vite's dev server, which proxies every service prefix to it, so
// cookies and requests stay same-origin (no CORS). Open http://127.0.0.1:5180/en.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

let target = process.env.PROVIDER_BASE_URL;
let close = async () => {};
if (!target) {
  const { startReferenceProvider } = await import('./backend.mjs');
  const started = await startReferenceProvider();
  target = started.url;
  close = started.close;
  console.log(`reference provider on ${target}`);
}
const port = process.env.START_HTTP_PORT ?? '5180';
// Vite's own bin under this node, so a stop reaches the server itself.
const viteBin = fileURLToPath(new URL('../node_modules/vite/bin/vite.js', import.meta.url));
const vite = spawn(process.execPath, [viteBin, '--host', '127.0.0.1', '--port', port, '--strictPort'], {
  stdio: 'inherit',
  env: { ...process.env, VITE_ADAPTERS: 'http', VITE_API_BASE: '', API_PROXY_TARGET: target },
});
const stop = () => vite.kill('SIGTERM');
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
vite.on('exit', async (code) => {
  await close();
  process.exit(code ?? 0);
});
