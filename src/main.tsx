import 'reflect-metadata';
import { createRoot } from 'react-dom/client';
import { CHUNK_RELOAD_MARKER_KEY, shouldReloadAfterChunkError } from './domain/shell';
import { ClockPort, SessionStoragePort, type ClockPort as Clock, type KeyValueStoragePort } from './domain/shared';
import { adapterKindFrom, createContainer, resolveModels } from './di/container';
import { createBrowserPerformanceMetrics } from './di/performance-metrics';
import { createBrowserWindowWidth } from './di/window-width';
import { createBrowserIconsVersion } from './di/icons-version';
import { assignBrowserHomepageVariant } from './di/homepage-experiment';
import { App } from './ui/app';
import { StartupFailure } from './ui/pages/startup-failure';

// QA8 4: the landing page before the router's first navigation (a guard may send it to the login page);
// the start-up's referral cookies and redirect service need it.
const landing = { url: window.location.href, search: window.location.search };
const root = createRoot(document.getElementById('root')!);
let container: Awaited<ReturnType<typeof createContainer>>;
try {
  container = await createContainer({
    adapters: adapterKindFrom(import.meta.env.VITE_ADAPTERS),
    apiBase: import.meta.env.VITE_API_BASE ?? '',
    search: window.location.search,
    landing,
  });
} catch (error) {
  // A broken composition is a fatal start-up error: say so instead of a blank page.
  console.error('[error] composition failed', error);
  root.render(<StartupFailure />);
  throw error;
}
const clock = container.get<Clock>(ClockPort);
const session = container.get<KeyValueStoragePort>(SessionStoragePort);

/** spec 000 §8: a failed route chunk reloads the page at most once per minute (session marker). */
function onChunkError(): boolean {
  const last = Number(session.get(CHUNK_RELOAD_MARKER_KEY));
  if (!shouldReloadAfterChunkError(Number.isFinite(last) && last > 0 ? last : null, clock.now())) return false;
  session.set(CHUNK_RELOAD_MARKER_KEY, String(clock.now()));
  window.location.reload();
  return true;
}

root.render(<App models={resolveModels(container)} onChunkError={onChunkError} />);
// spec 001 §9: the page's load metrics go out 10000 ms after start.
createBrowserPerformanceMetrics(container).appStarted();
// spec 001 §3, §5, §9: the window's width, for the window_width cookie, measured when a resize has rested 100 ms.
createBrowserWindowWidth(container);
// spec 001 §3, §5: the icon set's version in the icons_version cookie, with functional consent (di/icons-version.ts).
createBrowserIconsVersion(container);
// spec 000 §3, §9: the home page A/B variant, kept in its cookie for 30 days; the variant is on the root element
// for the styles and the analytics tags (one home page is built so far: README, home page A/B row).
document.documentElement.dataset.homepage = assignBrowserHomepageVariant(container);
