import { createEffect, createEvent, createStore, sample } from 'effector';
import {
  FUNNEL_EVENT_NAMES,
  authPopupCalled,
  classifyLoginFieldError,
  loadFunnel,
  loginAttempted as countLoginAttempt,
  loginFieldErrorEvent,
  loginSucceeded as resetLoginCounter,
  passwordRecoverySucceeded,
  recoveryFunnelEvent,
  registrationCompleted as markRegistrationDone,
  registrationPageCalled,
  saveFunnel,
  socialDataCaptured,
  updateFunnel,
  type FunnelRecord,
  type FunnelSocialData,
  type RecoveryFunnelStep,
  type RegistrationType,
} from '../../domain/analytics';
import {
  loginAttemptEvent,
  loginPopupCalledEvent,
  loginSuccessEvent,
  registrationCalledEvent,
  registrationSuccessEvent,
  type AuthForm,
  type RejectedFields,
} from '../../domain/auth';
import type { AnalyticsEvent, AnalyticsPort, ClockPort, KeyValueStoragePort, LoggerPort } from '../../domain/shared';

export interface FunnelsDeps {
  local: KeyValueStoragePort;
  clock: ClockPort;
  analytics: AnalyticsPort;
  logger: LoggerPort;
}

type Step = {
  change: (record: FunnelRecord, now: number) => FunnelRecord;
  /** The event to send, built from the record after the change; null sends nothing. */
  event: (record: FunnelRecord) => AnalyticsEvent | null;
};

/**
 * Analytics funnels for login, registration and password recovery (spec 001
 * §3, §4, §5, §8): the 24 h storage record (domain/analytics) is read,
 * changed and written on every step, and the matching event goes to the
 * analytics port. Analytics failures are warnings only.
 */
export function createFunnelsModel(deps: FunnelsDeps) {
  const loginPopupCalled = createEvent();
  const loginAttempted = createEvent<AuthForm | 'token'>();
  const loginSucceeded = createEvent<AuthForm | 'token'>();
  const loginRejected = createEvent<RejectedFields>();
  const registrationCalled = createEvent();
  const registrationCompleted = createEvent<{ type: RegistrationType; socialData: FunnelSocialData }>();
  const registrationLeft = createEvent<{ type: RegistrationType }>();
  const recoveryStep = createEvent<{ step: RecoveryFunnelStep; code?: string }>();

  const stepFx = createEffect((step: Step) => {
    const now = deps.clock.now();
    const next = updateFunnel(loadFunnel(deps.local, now), (record) => step.change(record, now));
    saveFunnel(deps.local, next);
    return { record: next.record, event: step.event(next.record) };
  });
  const trackFx = createEffect((event: AnalyticsEvent) => {
    try {
      deps.analytics.track(event);
    } catch (error) {
      // spec 001 §8: analytics failures are warnings only
      deps.logger.warn('analytics funnel event failed', { event: event.name, error: String(error) });
    }
  });
  const warnFx = createEffect((error: unknown) => deps.logger.warn('analytics funnel storage failed', { error: String(error) }));

  const $record = createStore<FunnelRecord>(loadFunnel(deps.local, deps.clock.now()).record, { skipVoid: false }).on(
    stepFx.doneData,
    (_, { record }) => record,
  );

  const same = (r: FunnelRecord) => r;
  sample({
    clock: loginPopupCalled,
    fn: (): Step => ({ change: authPopupCalled, event: loginPopupCalledEvent }),
    target: stepFx,
  });
  sample({
    clock: loginAttempted,
    fn: (form): Step => ({ change: countLoginAttempt, event: (r) => loginAttemptEvent(form, r.authTryCounter) }),
    target: stepFx,
  });
  sample({
    clock: loginSucceeded,
    // spec 001 §4: the login counter resets to 0 on success (the event reports how many attempts it took)
    fn: (form): Step => {
      let attempts = 0;
      return {
        change: (r) => {
          attempts = r.authTryCounter;
          return resetLoginCounter(r);
        },
        event: () => loginSuccessEvent(form, attempts),
      };
    },
    target: stepFx,
  });
  sample({
    clock: loginRejected,
    fn: (fields): Step => ({
      change: same,
      event: (r) => {
        // spec 001 §5: login field errors are classed login, pass or both
        const error = classifyLoginFieldError(fields);
        return error ? loginFieldErrorEvent(error, r) : null;
      },
    }),
    target: stepFx,
  });
  sample({
    clock: registrationCalled,
    fn: (): Step => ({ change: registrationPageCalled, event: (r) => registrationCalledEvent(r.regTryCounter) }),
    target: stepFx,
  });
  sample({
    clock: registrationCompleted,
    fn: ({ type, socialData }): Step => ({
      change: (r) => markRegistrationDone(socialDataCaptured({ ...r, additionalParams: { type, hasRegister: false } }, socialData)),
      event: (r) => registrationSuccessEvent(type, r.regTryCounter),
    }),
    target: stepFx,
  });
  sample({
    clock: registrationLeft,
    fn: ({ type }): Step => ({
      change: same,
      event: (r) => ({ name: FUNNEL_EVENT_NAMES.registrationLeave, params: { type, attempt: r.regTryCounter } }),
    }),
    target: stepFx,
  });
  sample({
    clock: recoveryStep,
    fn: ({ step, code }): Step => ({
      // spec 001 §4: the login counter also resets on password-recovery success
      change: step === 'success' ? passwordRecoverySucceeded : same,
      event: () => recoveryFunnelEvent(step, code),
    }),
    target: stepFx,
  });

  sample({
    clock: stepFx.doneData,
    filter: ({ event }) => event !== null,
    fn: ({ event }) => event as AnalyticsEvent,
    target: trackFx,
  });
  sample({ clock: stepFx.failData, target: warnFx });

  return {
    loginPopupCalled,
    loginAttempted,
    loginSucceeded,
    loginRejected,
    registrationCalled,
    registrationCompleted,
    registrationLeft,
    recoveryStep,
    $record,
  };
}

export type FunnelsModel = ReturnType<typeof createFunnelsModel>;
