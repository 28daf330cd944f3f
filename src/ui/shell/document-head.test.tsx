import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createStore } from 'effector';
import { Link, MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { MemoryStorage } from '../../adapters/browser/web-storage';
import { FakeClock } from '../../adapters/fake/fake-clock';
import { FakeSeo } from '../../adapters/fake/fake-seo';
import { FakeWorld } from '../../adapters/fake/fake-world';
import { SHELL_EN } from '../../adapters/fake/i18n/shell.en';
import { createSeoModel } from '../../application/seo/seo.model';
import { ModelsProvider, type UiModels } from '../models-context';
import { DocumentHead, SEO_HEAD_ATTRIBUTE } from './document-head';
import { SeoTextBlock } from './seo-text-block';

const LICENCE = '<meta name="licence-verification" content="DEMO-LICENCE-0001">';

/** The document head and the SEO block over the fake SEO service (its demo pages), on a memory router. */
function setup(fake: Record<string, unknown> = {}) {
  const world = new FakeWorld(new MemoryStorage(), new FakeClock(), `?fake=${encodeURIComponent(JSON.stringify(fake))}`);
  const warnings: string[] = [];
  const logger = { info: () => {}, error: () => {}, warn: (message: string) => void warnings.push(message) };
  const seo = createSeoModel({ seo: new FakeSeo(world), logger, origin: 'https://bet.example' });
  const shell = {
    $dictionary: createStore(SHELL_EN),
    $language: createStore('en'),
    $siteConfig: createStore({ companyName: 'Demo Bet', licenceMetaTag: LICENCE }),
    $preferences: createStore({ timeZone: 3 }),
  };
  const utils = render(
    <ModelsProvider models={{ shell, seo } as unknown as UiModels}>
      <MemoryRouter initialEntries={['/en']}>
        <DocumentHead lng="en" />
        <nav>
          <Link to="/en/information/contacts">Contacts</Link>
          <Link to="/en/information/about">About</Link>
        </nav>
        <SeoTextBlock />
      </MemoryRouter>
    </ModelsProvider>,
  );
  return { ...utils, warnings };
}

const owned = () => Array.from(document.head.querySelectorAll(`[${SEO_HEAD_ATTRIBUTE}]`));
const robots = () => document.head.querySelector('meta[name="robots"]')?.getAttribute('content') ?? null;

afterEach(() => {
  document.head.querySelectorAll('meta[name="viewport"]').forEach((m) => m.remove());
});

describe('document head and SEO block (spec 001 §1 SEO block, §3 SEO data and licence meta tag, §5 noindex)', () => {
  it('spec 001 §3: writes the page\'s description, alternates and the licence meta, marked as its own; the shell\'s viewport is never touched', async () => {
    const viewport = document.createElement('meta');
    viewport.name = 'viewport';
    viewport.content = 'width=device-width';
    document.head.append(viewport);
    const { unmount } = setup();
    await waitFor(() => expect(document.head.querySelector('meta[name="description"]')).not.toBeNull());
    expect(document.head.querySelector('meta[name="description"]')!.getAttribute('content')).toMatch(/^Bet on football/);
    expect(Array.from(document.head.querySelectorAll('link[rel="alternate"]')).map((l) => [l.getAttribute('hreflang'), l.getAttribute('href')])).toEqual([
      ['en', 'https://bet.example/en'],
      ['ru', 'https://bet.example/ru'],
    ]);
    expect(document.head.querySelector('meta[name="licence-verification"]')?.getAttribute('content')).toBe('DEMO-LICENCE-0001');
    // the fake's home page asks for viewport and theme-color too: the shell owns them
    expect(document.head.querySelectorAll('meta[name="viewport"]')).toHaveLength(1);
    expect(viewport.content).toBe('width=device-width');
    expect(document.head.querySelector('meta[name="theme-color"]')).toBeNull();
    // og fields are written the Open Graph way (property); every tag it added is marked as its own
    expect(document.head.querySelector('meta[property="og:title"]')?.getAttribute('content')).toBe('Sports betting — Demo Bet');
    expect(document.head.querySelector('meta[name="og:title"]')).toBeNull();
    const added = Array.from(document.head.querySelectorAll('meta[name="description"], meta[property^="og:"], meta[name="keywords"], link[rel="alternate"], link[rel="image_src"], meta[name="licence-verification"]'));
    expect(added).toHaveLength(owned().length);
    expect(added.every((tag) => tag.hasAttribute(SEO_HEAD_ATTRIBUTE))).toBe(true);
    unmount();
    expect(owned()).toHaveLength(0);
    expect(document.head.contains(viewport)).toBe(true);
  });

  it('spec 001 §5: a noindex page gets robots noindex and no canonical; the next page drops it and gets its canonical', async () => {
    setup();
    await waitFor(() => expect(document.head.querySelector('meta[name="description"]')).not.toBeNull());
    expect(robots()).toBeNull();
    fireEvent.click(screen.getByRole('link', { name: 'Contacts' }));
    await waitFor(() => expect(robots()).toBe('noindex, follow'));
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
    fireEvent.click(screen.getByRole('link', { name: 'About' }));
    await waitFor(() => expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe('https://demo-bet.example/en/information/about'));
    expect(robots()).toBeNull();
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
  });

  it('spec 001 §1: the home page\'s SEO block shows its text with the hostile markup inert, its style scoped to the block', async () => {
    setup();
    const block = await screen.findByRole('region', { name: 'About betting at Demo Bet' });
    expect(block).toHaveTextContent('Sports betting at Demo Bet');
    expect(block.querySelector('script, iframe')).toBeNull();
    expect(block.querySelector('[onerror], [onload]')).toBeNull();
    // the javascript: link loses its href: it is no link any more
    expect(within(block).getByText('Our licence')).not.toHaveAttribute('href');
    expect(within(block).queryByRole('link', { name: 'Our licence' })).toBeNull();
    expect(within(block).getByRole('link', { name: 'See the line' })).toHaveAttribute('href', '/en/line/all');
    expect(block.querySelector('style')?.textContent).toMatch(/^\[data-seo-block\] \{\n/);
    // the next page has no block
    fireEvent.click(screen.getByRole('link', { name: 'Contacts' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'About betting at Demo Bet' })).toBeNull());
  });

  it('design: a failing SEO service shows nothing to the player and is logged', async () => {
    const { warnings } = setup({ fail: ['seo-data', 'seo-content'] });
    await waitFor(() => expect(warnings).toHaveLength(2));
    await act(async () => {});
    expect(document.head.querySelector('meta[name="description"]')).toBeNull();
    expect(screen.queryByRole('region')).toBeNull();
    // the site config's licence meta does not depend on the SEO service
    expect(document.head.querySelector('meta[name="licence-verification"]')).not.toBeNull();
  });
});
