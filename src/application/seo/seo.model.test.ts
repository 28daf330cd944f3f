import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import type { PageSeoData, PageSeoDataQuery, SeoContent } from '../../domain/seo';
import { createSeoModel, type SeoPageEntered } from './seo.model';

const data = (title: string, patch: Partial<PageSeoData> = {}): PageSeoData => ({
  title,
  description: `${title} description`,
  siteName: '',
  metas: [],
  metaRobots: null,
  hierarchyMetaRobots: null,
  canonical: null,
  alternates: [],
  media: [],
  ...patch,
});

interface Pending<T> {
  resolve: (value: T) => void;
  reject: (error: Error) => void;
}

/** A port whose every call waits until the test answers it, so answers can come in any order. */
function setup() {
  const dataCalls: { query: PageSeoDataQuery; answer: Pending<PageSeoData | null> }[] = [];
  const contentCalls: { path: string; lang: string; answer: Pending<SeoContent | null> }[] = [];
  const warnings: { message: string; context?: Record<string, unknown> }[] = [];
  const seo = {
    pageData: (query: PageSeoDataQuery) => new Promise<PageSeoData | null>((resolve, reject) => dataCalls.push({ query, answer: { resolve, reject } })),
    content: (path: string, lang: string) => new Promise<SeoContent | null>((resolve, reject) => contentCalls.push({ path, lang, answer: { resolve, reject } })),
  };
  const logger = { info: () => {}, error: () => {}, warn: (message: string, context?: Record<string, unknown>) => void warnings.push({ message, context }) };
  const model = createSeoModel({ seo, logger, origin: 'https://bet.example' });
  const scope = fork();
  const enter = (path: string, language = 'en', timeZone = 3) => allSettled(model.pageEntered, { scope, params: { path, language, timeZone } satisfies SeoPageEntered });
  // allSettled(scope) would wait for the calls a test leaves unanswered on purpose: a macrotask lets every answered
  // call's handlers run (effector settles them on microtasks)
  const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
  const head = () => scope.getState(model.$head);
  return { model, scope, dataCalls, contentCalls, warnings, enter, settle, head };
}

describe('SEO model (spec 001 §3 SEO data, §7 SEO calls)', () => {
  it('spec 001 §7: entering a page asks for its page data (domain, project, language, timezone) and its content; the head follows the answer', async () => {
    const s = setup();
    await allSettled(s.model.siteChanged, { scope: s.scope, params: { siteName: 'Demo Bet', licenceMetaTag: null } });
    const entered = s.enter('/en/line/all/', 'en', 5.5);
    expect(s.dataCalls.map((c) => c.query)).toEqual([{ path: '/en/line/all', domain: 'bet.example', project: 'Demo Bet', language: 'en', timezone: 6 }]);
    expect(s.contentCalls.map((c) => [c.path, c.lang])).toEqual([['/en/line/all', 'en']]);
    s.dataCalls[0]!.answer.resolve(data('Line'));
    s.contentCalls[0]!.answer.resolve({ html: '<p>Block</p>', style: '', styles: [] });
    await entered;
    expect(s.head()).toMatchObject({ title: 'Line', siteName: 'Demo Bet' });
    expect(s.scope.getState(s.model.$textBlock)).toEqual({ html: '<p>Block</p>', style: null });
  });

  it('design: a stale answer is dropped: A→B, A\'s late answer never becomes B\'s head', async () => {
    const s = setup();
    void s.enter('/en/a');
    void s.enter('/en/b');
    s.dataCalls[1]!.answer.resolve(data('B'));
    s.contentCalls[1]!.answer.resolve({ html: '<p>B</p>', style: '', styles: [] });
    await s.settle();
    s.dataCalls[0]!.answer.resolve(data('A'));
    s.contentCalls[0]!.answer.resolve({ html: '<p>A</p>', style: '', styles: [] });
    await s.settle();
    expect(s.head().title).toBe('B');
    expect(s.scope.getState(s.model.$textBlock)?.html).toBe('<p>B</p>');
  });

  it('design: A\'s late answer while B is still loading leaves B on the site\'s defaults, not A\'s head', async () => {
    const s = setup();
    void s.enter('/en/a');
    void s.enter('/en/b');
    s.dataCalls[0]!.answer.resolve(data('A', { metaRobots: 'noindex' }));
    await s.settle();
    expect(s.head()).toMatchObject({ title: null, robots: null, indexed: true });
  });

  it('design: a failed SEO call keeps the last good head of the page and is logged, never thrown', async () => {
    const s = setup();
    void s.enter('/en/a');
    s.dataCalls[0]!.answer.resolve(data('A'));
    s.contentCalls[0]!.answer.resolve({ html: '<p>A</p>', style: '', styles: [] });
    await s.settle();
    void s.enter('/en/b');
    s.dataCalls[1]!.answer.resolve(data('B'));
    await s.settle();
    // back on A: its answer from before shows at once, and stays when the new call fails
    void s.enter('/en/a');
    expect(s.head().title).toBe('A');
    s.dataCalls[2]!.answer.reject(new Error('SEO service down'));
    s.contentCalls[2]!.answer.reject(new Error('SEO service down'));
    await s.settle();
    expect(s.head().title).toBe('A');
    expect(s.scope.getState(s.model.$textBlock)?.html).toBe('<p>A</p>');
    expect(s.warnings).toEqual([
      { message: expect.stringContaining('SEO call failed'), context: { call: 'pageData', path: '/en/a', error: 'SEO service down' } },
      { message: expect.stringContaining('SEO call failed'), context: { call: 'content', path: '/en/a', error: 'SEO service down' } },
    ]);
  });

  it('design: a page whose first call fails gets the site\'s defaults (the route\'s title), not the previous page\'s head', async () => {
    const s = setup();
    await allSettled(s.model.siteChanged, { scope: s.scope, params: { siteName: 'Demo Bet', licenceMetaTag: null } });
    void s.enter('/en/a');
    s.dataCalls[0]!.answer.resolve(data('A', { metaRobots: 'noindex' }));
    await s.settle();
    void s.enter('/en/b');
    s.dataCalls[1]!.answer.reject(new Error('down'));
    await s.settle();
    expect(s.head()).toMatchObject({ title: null, robots: null, indexed: true, siteName: 'Demo Bet' });
  });

  it('spec 001 §5: a page with a noindex robots meta is not indexed; the next page without one is', async () => {
    const s = setup();
    void s.enter('/en/information/contacts');
    s.dataCalls[0]!.answer.resolve(data('Contacts', { metaRobots: 'noindex, follow' }));
    await s.settle();
    expect(s.head()).toMatchObject({ robots: 'noindex, follow', indexed: false });
    void s.enter('/en/information/about');
    s.dataCalls[1]!.answer.resolve(data('About'));
    await s.settle();
    expect(s.head()).toMatchObject({ robots: null, indexed: true });
  });

  it('spec 001 §3: the site config\'s licence meta tag is on every page, and a page meta of its name is dropped', async () => {
    const s = setup();
    await allSettled(s.model.siteChanged, { scope: s.scope, params: { siteName: 'Demo Bet', licenceMetaTag: '<meta name="licence-verification" content="A1B2C3">' } });
    expect(s.scope.getState(s.model.$licenceMeta)).toEqual({ name: 'licence-verification', content: 'A1B2C3' });
    void s.enter('/en/a');
    s.dataCalls[0]!.answer.resolve(data('A', { metas: [{ name: 'licence-verification', content: 'forged' }] }));
    await s.settle();
    expect(s.head().metas.map((m) => m.name)).not.toContain('licence-verification');
  });
});
