import { expect } from '@playwright/test';

/** The reference provider the HTTP browser tests run against (playwright.http.config.ts starts it on this port). */
export const PROVIDER_URL = `http://127.0.0.1:${Number(process.env.E2E_PROVIDER_PORT ?? 8797)}`;

/**
 * Put the reference provider in a Pact provider state (src/adapters/http/pact/provider-states.ts), or, with no
 * state, back to its fresh world.
 */
export async function providerState(state?: string, params?: Record<string, string | number>) {
  const response = await fetch(`${PROVIDER_URL}/_pact/provider-states`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(state ? { state, params } : {}),
  });
  expect(response.status).toBe(200);
}
