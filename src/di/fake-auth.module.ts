import type { ContainerModuleLoadOptions } from 'inversify';
import { FakeAuth } from '../adapters/fake/fake-auth';
import { FakePasswordRecovery } from '../adapters/fake/fake-password-recovery';
import { FakePhoneDirectory } from '../adapters/fake/fake-phone-directory';
import { FakeRegistration } from '../adapters/fake/fake-registration';
import type { FakeWorld as FakeWorldImpl } from '../adapters/fake/fake-world';
import { AuthPort, PasswordRecoveryPort, PhoneDirectoryPort, RegistrationPort } from '../domain/auth';
import { FakeWorld } from './tokens';

/** Fakes of the auth, registration, recovery and phone directory ports, on the shared FakeWorld. */
export function bindFakeAuth(bind: ContainerModuleLoadOptions['bind']): void {
  bind(AuthPort).toResolvedValue((w: FakeWorldImpl) => new FakeAuth(w), [FakeWorld]).inSingletonScope();
  bind(RegistrationPort).toResolvedValue((w: FakeWorldImpl) => new FakeRegistration(w), [FakeWorld]).inSingletonScope();
  bind(PasswordRecoveryPort).toResolvedValue((w: FakeWorldImpl) => new FakePasswordRecovery(w), [FakeWorld]).inSingletonScope();
  bind(PhoneDirectoryPort).toResolvedValue((w: FakeWorldImpl) => new FakePhoneDirectory(w), [FakeWorld]).inSingletonScope();
}
