import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/**
 * Keeps contracts/pacts byte-stable. Pact merges each test's interactions
 * into the provider's file and, for tests that register several interactions
 * at once, appends copies of ones already there; so after the run every file
 * is rewritten with identical interactions dropped and the rest sorted by
 * description and provider state. PACT_FRESH=1 (npm run pact:consumer)
 * starts from an empty directory, so a removed test leaves no interaction behind.
 */
const PACT_DIR = resolve(__dirname, '../../contracts/pacts');
const pactFiles = () => (existsSync(PACT_DIR) ? readdirSync(PACT_DIR).filter((f) => f.endsWith('.json')).map((f) => join(PACT_DIR, f)) : []);

export function setup(): void {
  if (process.env.PACT_FRESH === '1') for (const file of pactFiles()) rmSync(file);
}

export function teardown(): void {
  for (const file of pactFiles()) {
    const pact = JSON.parse(readFileSync(file, 'utf8')) as { interactions: Record<string, unknown>[] };
    const unique = new Map<string, Record<string, unknown>>();
    for (const interaction of pact.interactions) unique.set(JSON.stringify(interaction), interaction);
    const sortKey = (i: Record<string, unknown>) => `${String(i.description)}\u0000${JSON.stringify(i.providerStates ?? [])}`;
    pact.interactions = [...unique.values()].sort((a, b) => (sortKey(a) < sortKey(b) ? -1 : sortKey(a) > sortKey(b) ? 1 : 0));
    writeFileSync(file, `${JSON.stringify(pact, null, 2)}\n`);
  }
}
