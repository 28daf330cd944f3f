import type { SessionBootstrapPort } from '../../domain/session-bootstrap';
import type { AppVersionPort, RedirectAnswer, RedirectPort, SecureData, SecureDataPort } from '../../domain/startup';
import { DEMO_PLAYER } from './fake-session';
import { DEMO_SITE_CONFIG } from './fake-site-config';
import type { FakeWorld } from './fake-world';

/** Redirect service: the world's `redirects` map (path → target) answers; everything else stays. */
export class FakeRedirect implements RedirectPort {
  constructor(private readonly world: FakeWorld) {}

  resolve(url: string): Promise<RedirectAnswer> {
    return this.world.respond('redirect', () => {
      const path = url.replace(/^[a-z]+:\/\/[^/]+/i, '').split(/[?#]/, 1)[0] ?? '';
      const target = this.world.state.redirects[path] ?? null;
      return target ? { redirect: true, code: 302, url: target } : { redirect: false, code: null, url: null };
    });
  }
}

/** Secure data: a fixed ggru and a grant for the demo host ids (any host: the key '*'). */
export class FakeSecureData implements SecureDataPort {
  constructor(
    private readonly world: FakeWorld,
    private readonly hostId: string,
  ) {}

  load(): Promise<SecureData> {
    return this.world.respond('secure-data', () => ({
      ggru: 'demo-ggru',
      grants: { [this.hostId]: 'demo-grant' },
    }));
  }
}

/** The reported build: the world's `reportedAppVersion`, else the config's (no update). */
export class FakeAppVersion implements AppVersionPort {
  constructor(private readonly world: FakeWorld) {}

  current(): Promise<string> {
    return this.world.respond(
      'app-version',
      () => this.world.state.reportedAppVersion ?? this.world.state.config.appVersion ?? DEMO_SITE_CONFIG.appVersion,
    );
  }
}

/** GET /session: the demo player's id while signed in. */
export class FakeSessionBootstrap implements SessionBootstrapPort {
  constructor(private readonly world: FakeWorld) {}

  userId(): Promise<number | null> {
    return this.world.respond('session', () => (this.world.state.signedIn ? DEMO_PLAYER.userId : null));
  }
}
