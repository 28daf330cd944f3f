import { afterEach, describe, expect, it } from 'vitest';
import { createRemoteAssets, ScriptLoadError } from './remote-assets';

const scriptsInHead = () => Array.from(document.head.querySelectorAll<HTMLScriptElement>('script[data-remote-script]')).map((s) => s.getAttribute('src'));
const script = (src: string) => document.head.querySelector<HTMLScriptElement>(`script[src="${src}"]`)!;
/** Let the loader's awaits run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => document.head.replaceChildren());

describe('remote view scripts (scriptsToLoad): in order, once per page, a failure rejects', () => {
  it('loads each script after the previous one loaded, in the order given', async () => {
    const assets = createRemoteAssets(document);
    let done = false;
    void assets.loadScripts(['/a.js', '/b.js']).then(() => (done = true));
    expect(scriptsInHead()).toEqual(['/a.js']);
    script('/a.js').dispatchEvent(new Event('load'));
    await settle();
    expect(scriptsInHead()).toEqual(['/a.js', '/b.js']);
    expect(done).toBe(false);
    script('/b.js').dispatchEvent(new Event('load'));
    await settle();
    expect(done).toBe(true);
  });

  it('a script already loaded on the page is not loaded again for the next view', async () => {
    const assets = createRemoteAssets(document);
    const first = assets.loadScripts(['/a.js']);
    script('/a.js').dispatchEvent(new Event('load'));
    await first;
    await assets.loadScripts(['/a.js']);
    expect(scriptsInHead()).toEqual(['/a.js']);
  });

  it('two views asking for the same script while it loads share one <script>', async () => {
    const assets = createRemoteAssets(document);
    const both = Promise.all([assets.loadScripts(['/a.js']), assets.loadScripts(['/a.js'])]);
    expect(scriptsInHead()).toEqual(['/a.js']);
    script('/a.js').dispatchEvent(new Event('load'));
    await both;
  });

  it('a script that fails to load rejects with its URL, stops the ones after it, and may be tried again', async () => {
    const assets = createRemoteAssets(document);
    const loading = assets.loadScripts(['/a.js', '/b.js']);
    script('/a.js').dispatchEvent(new Event('error'));
    const error = await loading.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ScriptLoadError);
    expect((error as ScriptLoadError).url).toBe('/a.js');
    expect(scriptsInHead()).toEqual([]);
    void assets.loadScripts(['/a.js']);
    expect(scriptsInHead()).toEqual(['/a.js']);
  });
});
