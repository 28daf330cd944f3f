import type { RemoteComponent, RemoteView, RemoteViewPort, RemoteViewRequest } from '../../domain/remote-view';
import type { FakeWorld } from './fake-world';

/** The fake world's operation name: `fail: ["remote-view"]` fails every render, `failTimes: {"remote-view": N}` the next N. */
export const REMOTE_VIEW_OPERATION = 'remote-view';
/** `fail: ["remote-component"]` fails every remote component (the header) the shell asks for, `failTimes: {"remote-component": N}` the next N. */
export const REMOTE_COMPONENT_OPERATION = 'remote-component';
/** `fail: ["remote-view-script"]` points the demo view's script at a host that does not exist, so the script fails to load. */
export const REMOTE_VIEW_SCRIPT_OPERATION = 'remote-view-script';
/** `fail: ["remote-view-code"]` makes the demo view's codeToEval throw before it mounts the app. */
export const REMOTE_VIEW_CODE_OPERATION = 'remote-view-code';
/** `fail: ["remote-component-script"]` points the demo header's script at a host that does not exist. */
export const REMOTE_COMPONENT_SCRIPT_OPERATION = 'remote-component-script';
/** `fail: ["remote-component-code"]` makes the demo header's codeToEval throw once it has started (it marks its container data-demo-code-started first). */
export const REMOTE_COMPONENT_CODE_OPERATION = 'remote-component-code';

/** The demo app's files, served from public/fake-remote/ (same origin, so they pass the remote app URL rule). */
export const DEMO_REMOTE_SCRIPT = '/fake-remote/demo-app.js';
export const DEMO_REMOTE_CSS = '/fake-remote/demo-app.css';
/** An https URL that never loads (the .invalid domain never resolves). */
export const MISSING_REMOTE_SCRIPT = 'https://remote.invalid/fake-remote/demo-app.js';

const TEXTS = {
  en: { title: 'Demo remote section', heading: 'Demo remote section', paragraph: 'This section is rendered by a demo remote app for the path' },
  ru: { title: 'Демо-раздел удалённого приложения', heading: 'Демо-раздел удалённого приложения', paragraph: 'Этот раздел отрисован демо-приложением для пути' },
} as const;

const HEADER_TEXTS = {
  en: { title: 'Demo remote app header', text: 'Header of the demo remote app for the path' },
  ru: { title: 'Шапка демо-приложения', text: 'Шапка демо-приложения для пути' },
} as const;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The offline stand-in for the micro-frontends' render endpoint: a small
 * view (a heading and a paragraph naming the path, in the path's language)
 * with its own style, one CSS file, one script (it defines the app's mount
 * function) and code to evaluate that mounts the app into the view's
 * container (found through document.currentScript) and marks it with
 * data-demo-code-ran; no head. Asked for its components it renders its
 * header (a line naming the path, with the app's CSS file, the same script,
 * which the page loads once for both, and code that mounts the header's part
 * of the app into the header's container; any other name renders nothing).
 * Each piece of code marks its container data-demo-code-started when it
 * starts and data-demo-code-ran when it is done. It fails as the fake world
 * says (REMOTE_VIEW_OPERATION, REMOTE_VIEW_SCRIPT_OPERATION,
 * REMOTE_VIEW_CODE_OPERATION, REMOTE_COMPONENT_OPERATION,
 * REMOTE_COMPONENT_SCRIPT_OPERATION, REMOTE_COMPONENT_CODE_OPERATION).
 */
export class FakeRemoteView implements RemoteViewPort {
  constructor(private readonly world: FakeWorld) {}

  render(request: RemoteViewRequest): Promise<RemoteView> {
    return this.world.respond(REMOTE_VIEW_OPERATION, () => demoView(request, this.world.fails(REMOTE_VIEW_SCRIPT_OPERATION), this.world.fails(REMOTE_VIEW_CODE_OPERATION)));
  }

  renderComponents(request: RemoteViewRequest & { components: RemoteComponent[] }): Promise<RemoteView> {
    return this.world.respond(REMOTE_COMPONENT_OPERATION, () =>
      demoComponents(request, this.world.fails(REMOTE_COMPONENT_SCRIPT_OPERATION), this.world.fails(REMOTE_COMPONENT_CODE_OPERATION)),
    );
  }
}

const languageOf = (path: string) => (path.startsWith('/ru/') || path === '/ru' ? 'ru' : 'en');
const appNameOf = (remoteUrl: string) => remoteUrl.replace(/\/+$/, '').split('/').pop() || 'demo';

/**
 * The demo app's code to evaluate: finds its container (the element the host
 * ran it in, matching `containerSelector`), marks it started, then mounts the
 * app's part with `mount` (defined by the demo script) and marks it done.
 * `failure`: the message it throws after starting instead.
 */
function demoCode(containerSelector: string, mount: 'mount' | 'mountHeader', language: string, failure: string | null): string {
  return [
    '(function (script) {',
    `  var container = script && script.closest('${containerSelector}');`,
    "  if (!container) throw new Error('the demo remote app found no container');",
    "  container.setAttribute('data-demo-code-started', 'true');",
    ...(failure ? [`  throw new Error('${failure}');`] : []),
    "  if (!window.DemoRemoteApp) throw new Error('the demo remote app is not loaded');",
    `  window.DemoRemoteApp.${mount}(container, '${language}');`,
    "  container.setAttribute('data-demo-code-ran', 'true');",
    '})(document.currentScript);',
  ].join('\n');
}

function demoComponents(
  { remoteUrl, path, components }: RemoteViewRequest & { components: RemoteComponent[] },
  scriptFails: boolean,
  codeFails: boolean,
): RemoteView {
  const language = languageOf(path);
  const texts = HEADER_TEXTS[language];
  const header = components.some((component) => component.name === 'header');
  return {
    appName: appNameOf(remoteUrl),
    title: texts.title,
    head: '',
    scriptsToLoad: header ? [scriptFails ? MISSING_REMOTE_SCRIPT : DEMO_REMOTE_SCRIPT] : [],
    body: header ? `<p class="demo-remote-header">${escapeHtml(texts.text)} <code>${escapeHtml(path)}</code>.</p>` : null,
    style: '.demo-remote-header { margin: 0; }',
    cssToLoad: [DEMO_REMOTE_CSS],
    codeToEval: header ? demoCode('[data-remote-component]', 'mountHeader', language, codeFails ? 'the demo remote app header code failed' : null) : null,
  };
}

function demoView({ remoteUrl, path }: RemoteViewRequest, scriptFails: boolean, codeFails: boolean): RemoteView {
  const language = languageOf(path);
  const texts = TEXTS[language];
  const appName = appNameOf(remoteUrl);
  return {
    appName,
    title: texts.title,
    head: '',
    scriptsToLoad: [scriptFails ? MISSING_REMOTE_SCRIPT : DEMO_REMOTE_SCRIPT],
    body: `<h2 class="demo-remote-heading">${escapeHtml(texts.heading)}</h2><p>${escapeHtml(texts.paragraph)} <code>${escapeHtml(path)}</code>.</p>`,
    style: '.demo-remote-heading { margin: 0 0 0.5rem; }',
    cssToLoad: [DEMO_REMOTE_CSS],
    codeToEval: demoCode('[data-remote-view]', 'mount', language, codeFails ? 'the demo remote app code failed' : null),
  };
}
