import type { RemoteComponent, RemoteView, RemoteViewPort, RemoteViewRequest } from '../../domain/remote-view';
import type { FakeWorld } from './fake-world';

/** The fake world's operation name: `fail: ["remote-view"]` fails every render, `failTimes: {"remote-view": N}` the next N. */
export const REMOTE_VIEW_OPERATION = 'remote-view';

const TEXTS = {
  en: { title: 'Demo remote section', heading: 'Demo remote section', paragraph: 'This section is rendered by a demo remote app for the path' },
  ru: { title: 'Демо-раздел удалённого приложения', heading: 'Демо-раздел удалённого приложения', paragraph: 'Этот раздел отрисован демо-приложением для пути' },
} as const;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The offline stand-in for the micro-frontends' render endpoint: a small
 * static view (a heading and a paragraph naming the path, in the path's
 * language) with its own style and no scripts, head, CSS files or code to
 * evaluate. It fails as the fake world says (REMOTE_VIEW_OPERATION).
 */
export class FakeRemoteView implements RemoteViewPort {
  constructor(private readonly world: FakeWorld) {}

  render(request: RemoteViewRequest): Promise<RemoteView> {
    return this.world.respond(REMOTE_VIEW_OPERATION, () => demoView(request));
  }

  renderComponents(request: RemoteViewRequest & { components: RemoteComponent[] }): Promise<RemoteView> {
    return this.world.respond(REMOTE_VIEW_OPERATION, () => demoView(request));
  }
}

function demoView({ remoteUrl, path }: RemoteViewRequest): RemoteView {
  const texts = path.startsWith('/ru/') || path === '/ru' ? TEXTS.ru : TEXTS.en;
  const appName = remoteUrl.replace(/\/+$/, '').split('/').pop() || 'demo';
  return {
    appName,
    title: texts.title,
    head: '',
    scriptsToLoad: [],
    body: `<h2 class="demo-remote-heading">${escapeHtml(texts.heading)}</h2><p>${escapeHtml(texts.paragraph)} <code>${escapeHtml(path)}</code>.</p>`,
    style: '.demo-remote-heading { margin: 0 0 0.5rem; }',
    cssToLoad: [],
    codeToEval: null,
  };
}
