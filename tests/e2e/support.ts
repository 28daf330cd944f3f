import type { Page } from '@playwright/test';

/** The fake world's switch (README "Fake adapters"): JSON merged over the tab's state. */
export type FakeState = Record<string, unknown>;

/** Open `path` with the fake world put in `fake` first. */
export async function visit(page: Page, path: string, fake?: FakeState) {
  const url = fake ? `${path}${path.includes('?') ? '&' : '?'}fake=${encodeURIComponent(JSON.stringify(fake))}` : path;
  await page.goto(url);
}

/** Path and query of the current URL, without the fake switch. */
export function where(page: Page): string {
  const url = new URL(page.url());
  url.searchParams.delete('fake');
  const search = url.searchParams.toString();
  return `${url.pathname}${search ? `?${search}` : ''}`;
}

export const SIGNED_IN: FakeState = { signedIn: true };
