import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

/**
 * `npm run start:http` and the HTTP browser tests serve the site on the HTTP
 * adapters with the services on the same origin: API_PROXY_TARGET (the
 * reference provider or any backend) receives every service prefix.
 */
const apiProxyTarget = process.env.API_PROXY_TARGET;
const SERVICE_PREFIXES = ['/analytics-api', '/bff-api', '/blocks-api', '/captcha-api', '/dictionaries-api', '/limit-service-api', '/redirects-api', '/seo-api', '/social-api', '/web-api', '/mf/'];
const apiProxy = apiProxyTarget ? Object.fromEntries(SERVICE_PREFIXES.map((prefix) => [prefix, { target: apiProxyTarget, changeOrigin: true }])) : undefined;

/**
 * Vendor code in its own long-lived chunks: a deploy that changes only our
 * code leaves them cached, and `npm run size` can show what each costs.
 */
const VENDOR_CHUNKS: Array<[RegExp, string]> = [
  [/node_modules\/(react|react-dom|scheduler)\//, 'vendor-react'],
  [/node_modules\/(react-router|react-router-dom|cookie|set-cookie-parser)\//, 'vendor-router'],
  [/node_modules\/(effector|effector-react|use-sync-external-store)\//, 'vendor-effector'],
  [/node_modules\/(inversify|@inversifyjs\/[^/]+|reflect-metadata)\//, 'vendor-di'],
  [/node_modules\/zod\//, 'vendor-zod'],
];

/**
 * The code every page runs before its route: the domain, the models (all made
 * at start-up), the browser adapters and the few UI helpers the shell shares
 * with the lazy chunks. One chunk instead of some twenty small ones that the
 * shell and the lazy chunks shared: 5 KB less gzip on every page (a small file
 * compresses worse) and twenty requests fewer. Route, dialog and adapter code
 * stays in its own lazy chunks.
 */
const APP_CORE = /[\\/]src[\\/](domain[\\/]|application[\\/]|adapters[\\/]browser[\\/]|ui[\\/](i18n[\\/]|router[\\/](lng-path|current-route)\.|models-context\.|focus-dropped\.|modals[\\/](modal|use-dialog-focus)\.))/;

export default defineConfig({
  plugins: [react()],
  build: {
    target: 'es2022',
    sourcemap: false,
    manifest: true,
    rollupOptions: {
      output: {
        codeSplitting: {
          groups: [
            ...VENDOR_CHUNKS.map(([test, name]) => ({ name, test, priority: 2 })),
            { name: 'app-core', test: APP_CORE, priority: 1 },
          ],
        },
      },
    },
    chunkSizeWarningLimit: 600,
  },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true, proxy: apiProxy },
  server: { proxy: apiProxy },
  test: {
    // A failed assertion shows long values whole (past 40 characters they were cut to "{ list: [ 'a', …(29) ], …(1) }"),
    // so the failure says what differed. The projects inherit it (extends); test.each titles print whole too.
    chaiConfig: { truncateThreshold: 0 },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.{ts,tsx}'],
          exclude: ['src/**/*.pact.test.ts'],
          setupFiles: ['tests/setup/unit.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'contract',
          environment: 'node',
          include: ['src/**/*.pact.test.ts', 'tests/contract/**/*.test.ts'],
          fileParallelism: false,
          globalSetup: ['tests/contract/pact-files.global.ts'],
          testTimeout: 30000,
          hookTimeout: 60000,
        },
      },
    ],
  },
});
