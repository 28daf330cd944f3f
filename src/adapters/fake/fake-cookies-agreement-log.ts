import type { CookiesAgreementLogPort } from '../../domain/cookies-agreement';
import type { FakeWorld } from './fake-world';

/**
 * The cookies-agreement log of the offline demo: keeps every time logged (and on `window.__cookiesAgreementLog`
 * in the demo, as RecordingAnalytics does, so browser tests can read what would be sent). Operation name for
 * the `fail` knob: `cookies-agreement-log`.
 */
export class FakeCookiesAgreementLog implements CookiesAgreementLogPort {
  readonly logged: number[] = [];

  constructor(
    private readonly world: FakeWorld,
    sink: { __cookiesAgreementLog?: number[] } | null = null,
  ) {
    if (sink) sink.__cookiesAgreementLog = this.logged;
  }

  log(agreedAt: number): Promise<void> {
    return this.world.respond('cookies-agreement-log', () => {
      if (!this.world.state.signedIn) throw new Error('Fake cookies-agreement-log: not signed in');
      this.logged.push(agreedAt);
    });
  }
}
