#!/usr/bin/env node
// Verifies every pact in contracts/pacts against PROVIDER_BASE_URL, or, when
// it is unset, against the reference provider started here on a free port.
// Provider states are set up through POST $PROVIDER_STATES_URL (default
// $PROVIDER_BASE_URL/_pact/provider-states) with { state, params, action }.
// PACT_PROVIDERS=web-api,blocks verifies only those providers.
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { Verifier } from '@pact-foundation/pact';

process.env.PACT_DO_NOT_TRACK = 'true';
const pactDir = resolve(import.meta.dirname, '../contracts/pacts');
const only = process.env.PACT_PROVIDERS?.split(',').filter(Boolean);

let baseUrl = process.env.PROVIDER_BASE_URL;
let stop = async () => {};
if (!baseUrl) {
  const { startReferenceProvider } = await import('./backend.mjs');
  const started = await startReferenceProvider({ port: 0 });
  baseUrl = started.url;
  stop = started.close;
  console.log(`pact:verify: reference provider on ${baseUrl}`);
}
const statesUrl = process.env.PROVIDER_STATES_URL ?? `${baseUrl}/_pact/provider-states`;

const files = readdirSync(pactDir).filter((f) => f.endsWith('.json')).sort();
let failed = 0;
try {
  for (const file of files) {
    const pact = JSON.parse(readFileSync(resolve(pactDir, file), 'utf8'));
    const provider = pact.provider.name;
    if (only && !only.includes(provider)) continue;
    try {
      await new Verifier({
        provider,
        providerBaseUrl: baseUrl,
        pactUrls: [resolve(pactDir, file)],
        providerStatesSetupUrl: statesUrl,
        logLevel: process.env.PACT_LOG_LEVEL ?? 'warn',
        ...(process.env.PACT_PROVIDER_VERSION ? { providerVersion: process.env.PACT_PROVIDER_VERSION } : {}),
      }).verifyProvider();
      console.log(`✓ ${provider}: ${pact.interactions.length} interactions verified`);
    } catch (error) {
      failed += 1;
      const message = error instanceof Error ? error.message : String(error);
      let detail = message;
      try {
        // The verifier rejects with its JSON report; its `output` is the readable part.
        detail = JSON.parse(message).output.join('\n');
      } catch {}
      console.error(`✗ ${provider}\n${detail}`);
    }
  }
} finally {
  await stop();
}
process.exit(failed ? 1 : 0);
