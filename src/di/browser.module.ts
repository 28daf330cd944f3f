import { ContainerModule } from 'inversify';
import { BrowserClock } from '../adapters/browser/browser-clock';
import { BrowserFrameScheduler } from '../adapters/browser/browser-frame-scheduler';
import { ConsoleLogger } from '../adapters/browser/console-logger';
import { DocumentCookies } from '../adapters/browser/document-cookies';
import { MemoryStorage, WebStorage } from '../adapters/browser/web-storage';
import { BaitAdBlockDetector } from '../adapters/browser/bait-adblock-detector';
import { BrowserPage } from '../adapters/browser/browser-page';
import { DocumentRemoteAppStyles } from '../adapters/browser/document-remote-app-styles';
import { AdBlockDetectorPort } from '../domain/notices';
import { RemoteAppStylesPort } from '../domain/remote-view';
import {
  ClockPort,
  CookiesPort,
  FrameSchedulerPort,
  LocalStoragePort,
  LoggerPort,
  PagePort,
  SessionStoragePort,
  type KeyValueStoragePort,
} from '../domain/shared';

function browserStorage(kind: 'localStorage' | 'sessionStorage'): KeyValueStoragePort {
  try {
    // Only local storage is shared between tabs; a session store is one tab's own.
    const events = kind === 'localStorage' && typeof window !== 'undefined' ? window : null;
    return new WebStorage(globalThis[kind] ?? null, events);
  } catch {
    return new MemoryStorage();
  }
}

/** Ports every build needs from the browser itself: clock, frames, storage, cookies, logging. */
export const browserModule = new ContainerModule(({ bind }) => {
  bind<ClockPort>(ClockPort).toConstantValue(new BrowserClock());
  bind<FrameSchedulerPort>(FrameSchedulerPort).toConstantValue(new BrowserFrameScheduler());
  bind<KeyValueStoragePort>(LocalStoragePort).toConstantValue(browserStorage('localStorage'));
  bind<KeyValueStoragePort>(SessionStoragePort).toConstantValue(browserStorage('sessionStorage'));
  bind<CookiesPort>(CookiesPort).toConstantValue(
    typeof document === 'undefined' ? new DocumentCookies({ cookie: '' }) : new DocumentCookies(document),
  );
  bind<LoggerPort>(LoggerPort).toConstantValue(new ConsoleLogger());
  bind<PagePort>(PagePort).toConstantValue(
    new BrowserPage(typeof window === 'undefined' ? { reload: () => undefined, assign: () => undefined } : window.location),
  );
  bind<RemoteAppStylesPort>(RemoteAppStylesPort).toConstantValue(new DocumentRemoteAppStyles(typeof document === 'undefined' ? null : document));
  bind<AdBlockDetectorPort>(AdBlockDetectorPort)
    .toResolvedValue((clock: ClockPort) => new BaitAdBlockDetector(typeof document === 'undefined' ? null : document, clock), [ClockPort])
    .inSingletonScope();
});
