import type { ContainerModuleLoadOptions } from 'inversify';
import { documentScriptHost, GoogleIdentityScript } from '../adapters/browser/google-identity-script';
import { FakeAccounts } from '../adapters/fake/fake-accounts';
import { FakeGoogleOneTapApi, FakeGoogleOneTapScript } from '../adapters/fake/fake-google-one-tap';
import { FakeAccountTransfer, FakeTerms } from '../adapters/fake/fake-session-extras';
import { FakeAppVersion, FakeRedirect, FakeSecureData, FakeSessionBootstrap } from '../adapters/fake/fake-startup';
import type { FakeWorld as FakeWorldImpl } from '../adapters/fake/fake-world';
import { GoogleOneTapApiPort, GoogleOneTapScriptPort } from '../domain/notices';
import { AccountOfficePort, AccountsPort } from '../domain/player';
import { AccountTransferPort, TermsPort } from '../domain/session';
import { SessionBootstrapPort } from '../domain/session-bootstrap';
import { AppVersionPort, RedirectPort, SecureDataPort } from '../domain/startup';
import { UserConfigPort } from '../domain/user-config';
import { FakeUserConfig } from '../adapters/fake/fake-user-config';
import { FakeWorld } from './tokens';

/**
 * Demo hooks for the browser tests and developers, like window.__analytics:
 * the world (to change it while a page runs) and the one-tap stand-in.
 */
function expose(name: string, value: unknown): void {
  if (typeof window !== 'undefined') (window as unknown as Record<string, unknown>)[name] = value;
}

/** Fakes of the start-up, session and notice ports, all on the shared FakeWorld. */
export function bindFakeSession(bind: ContainerModuleLoadOptions['bind']): void {
  bind(RedirectPort).toResolvedValue((w: FakeWorldImpl) => new FakeRedirect(w), [FakeWorld]).inSingletonScope();
  bind(SecureDataPort)
    .toResolvedValue(
      (w: FakeWorldImpl) => new FakeSecureData(w, typeof window === 'undefined' ? 'localhost' : window.location.hostname),
      [FakeWorld],
    )
    .inSingletonScope();
  bind(AppVersionPort)
    .toResolvedValue((w: FakeWorldImpl) => {
      expose('__fakeWorld', w);
      return new FakeAppVersion(w);
    }, [FakeWorld])
    .inSingletonScope();
  bind(SessionBootstrapPort).toResolvedValue((w: FakeWorldImpl) => new FakeSessionBootstrap(w), [FakeWorld]).inSingletonScope();
  bind(AccountsPort).toResolvedValue((w: FakeWorldImpl) => new FakeAccounts(w), [FakeWorld]).inSingletonScope();
  // the same fake over the same world: the accounts live in the world's state
  bind(AccountOfficePort).toResolvedValue((w: FakeWorldImpl) => new FakeAccounts(w), [FakeWorld]).inSingletonScope();
  bind(UserConfigPort).toResolvedValue((w: FakeWorldImpl) => new FakeUserConfig(w), [FakeWorld]).inSingletonScope();
  bind(TermsPort).toResolvedValue((w: FakeWorldImpl) => new FakeTerms(w), [FakeWorld]).inSingletonScope();
  bind(AccountTransferPort).toResolvedValue((w: FakeWorldImpl) => new FakeAccountTransfer(w), [FakeWorld]).inSingletonScope();
  bind(GoogleOneTapApiPort).toResolvedValue((w: FakeWorldImpl) => new FakeGoogleOneTapApi(w), [FakeWorld]).inSingletonScope();
  bind(GoogleOneTapScriptPort)
    .toResolvedValue((w: FakeWorldImpl) => {
      // ?fake={"oneTapScript":"google"}: the real loader, to see its failure offline
      if (w.state.oneTapScript === 'google' && typeof document !== 'undefined') {
        return new GoogleIdentityScript(documentScriptHost(document, window));
      }
      const script = new FakeGoogleOneTapScript(w);
      expose('__googleOneTap', script);
      return script;
    }, [FakeWorld])
    .inSingletonScope();
}
