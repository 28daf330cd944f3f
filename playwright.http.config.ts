import { defineConfig } from '@playwright/test';
import { existsSync } from 'node:fs';

const chromium = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].find(
  (p): p is string => !!p && existsSync(p),
);

/**
 * Browser tests over the HTTP adapters: the reference provider (scripts/backend.mjs)
 * on its own port, and a build with VITE_ADAPTERS=http in its own directory,
 * served by `vite preview` on its own port with the service prefixes proxied
 * to the provider (vite.config.ts, API_PROXY_TARGET). Ports and directory
 * differ from the fake-adapter suite so both can run side by side.
 */
const port = Number(process.env.E2E_HTTP_PORT ?? 4181);
const providerPort = Number(process.env.E2E_PROVIDER_PORT ?? 8797);
const dist = process.env.E2E_HTTP_DIST ?? 'dist-http';
const provider = `http://127.0.0.1:${providerPort}`;

export default defineConfig({
  testDir: 'tests/e2e-http',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  webServer: [
    {
      command: `node scripts/backend.mjs`,
      url: `${provider}/_health`,
      env: { PORT: String(providerPort) },
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: `npx vite build --outDir ${dist} --emptyOutDir && npx vite preview --host 127.0.0.1 --port ${port} --strictPort --outDir ${dist}`,
      url: `http://127.0.0.1:${port}`,
      env: { VITE_ADAPTERS: 'http', VITE_API_BASE: '', API_PROXY_TARGET: provider },
      reuseExistingServer: false,
      timeout: 180_000,
    },
  ],
});
