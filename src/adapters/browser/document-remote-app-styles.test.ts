import { afterEach, describe, expect, it } from 'vitest';
import { DocumentRemoteAppStyles } from './document-remote-app-styles';

const stylesInHead = () => Array.from(document.head.querySelectorAll<HTMLLinkElement>('link[data-remote-style]')).map((l) => [l.rel, l.getAttribute('href')]);

afterEach(() => document.head.replaceChildren());

describe('remote apps\' CSS files (cssToLoad): one <link rel="stylesheet"> per URL, gone when the app is unmounted (spec 000 §4)', () => {
  it('puts each file once, however often the app lists it, and removes them with the app', () => {
    const styles = new DocumentRemoteAppStyles(document);
    styles.put('/mf/slots', ['/a.css', '/b.css', '/a.css']);
    styles.put('/mf/slots', ['/a.css']);
    expect(stylesInHead()).toEqual([['stylesheet', '/a.css'], ['stylesheet', '/b.css']]);
    styles.remove('/mf/slots');
    expect(stylesInHead()).toEqual([]);
  });

  it('a file two apps list stays until both are removed; another app\'s files are left alone', () => {
    const styles = new DocumentRemoteAppStyles(document);
    styles.put('/mf/slots', ['/shared.css', '/slots.css']);
    styles.put('/mf/casino', ['/shared.css']);
    styles.remove('/mf/slots');
    expect(stylesInHead()).toEqual([['stylesheet', '/shared.css']]);
    styles.remove('/mf/casino');
    expect(stylesInHead()).toEqual([]);
  });

  it('removing an app that put nothing changes nothing', () => {
    const styles = new DocumentRemoteAppStyles(document);
    styles.put('/mf/slots', ['/a.css']);
    styles.remove('/mf/toto');
    expect(stylesInHead()).toHaveLength(1);
  });

  it('without a document (no DOM) it does nothing', () => {
    const styles = new DocumentRemoteAppStyles(null);
    expect(() => (styles.put('/mf/slots', ['/a.css']), styles.remove('/mf/slots'))).not.toThrow();
  });
});
