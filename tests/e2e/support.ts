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

/**
 * Stops the page's clock about now. pauseAt takes a time, and the page's time runs on between reading it and
 * pausing: on a busy host more than the margin went by and pauseAt refused "to fast-forward to the past" (3 of 8
 * runs here); a later try takes a wider margin.
 */
export async function pauseClockNow(page: Page) {
  for (let margin = 50; ; margin *= 2) {
    const now = await page.evaluate(() => Date.now());
    try {
      await page.clock.pauseAt(now + margin);
      return;
    } catch (error) {
      if (margin >= 3_200 || !String(error).includes('past')) throw error;
    }
  }
}
