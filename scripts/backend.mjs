#!/usr/bin/env node
// The reference provider (contracts/README.md): a Node HTTP server on
// 127.0.0.1:$PORT (default 8787) serving every operation of contracts/openapi
// from the fake adapters' demo data, with POST /_pact/provider-states.
// The provider is TypeScript beside the fakes it reuses; Vite's module runner
// (runnerImport) loads it, so there is no build step and one source of data.
import { runnerImport } from 'vite';

export async function startReferenceProvider({ port = Number(process.env.PORT ?? 8787), host = '127.0.0.1' } = {}) {
  const { module } = await runnerImport(new URL('./reference-provider/provider.ts', import.meta.url).pathname, { configFile: false, logLevel: 'error' });
  const provider = module.createReferenceProvider();
  await new Promise((resolve, reject) => {
    provider.server.once('error', reject);
    provider.server.listen(port, host, resolve);
  });
  const address = provider.server.address();
  return { provider, url: `http://${host}:${address.port}`, close: () => new Promise((r) => provider.server.close(r)) };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { url } = await startReferenceProvider();
  console.log(`reference provider on ${url} (provider states: POST ${url}/_pact/provider-states)`);
}
