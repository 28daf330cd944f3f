import { createEffect, createEvent, createStore, sample, type Store } from 'effector';
import {
  RG_AGREEMENT_SHOWN_STORAGE_KEY,
  SELECTED_BONUS_STORAGE_KEY,
  registrationFlowDecision,
  type RegistrationFlowDecision,
  type SelectedBonus,
} from '../../domain/session';
import type { SiteConfig } from '../../domain/config';
import type { KeyValueStoragePort } from '../../domain/shared';
import type { RegistrationOpening } from './registration.model';

/**
 * Site-config availability flags the flow reads. The spec names the features
 * but not their config keys; these are ours (SiteConfig.availability).
 */
export const REGISTRATION_FLOW_FLAGS = {
  /** The responsible-gaming agreement modal comes first (spec 000 §4). */
  rgAgreement: 'responsibleGamingAgreement',
  /** A deposit modal replaces the rest of the flow (spec 000 §4 "by config"). */
  depositModal: 'registrationDepositModal',
} as const;

export interface RegistrationRequest {
  /** Route name of the current page, null when unknown. */
  routeName: string | null;
  lng: string;
}

function parseSelectedBonus(raw: string | null): SelectedBonus | null {
  if (!raw) return null;
  try {
    const v = JSON.parse(raw) as { id?: unknown; isPreselected?: unknown };
    return typeof v.id === 'number' && Number.isInteger(v.id) ? { id: v.id, isPreselected: v.isPreselected === true } : null;
  } catch {
    return null;
  }
}

/**
 * The registration flow (spec 000 §4): nothing when registration is off or
 * the player is already on the registration page; the responsible-gaming
 * agreement first when that feature is on and it was never shown (closing
 * it, or its failing, marks it shown and runs the flow again); then the
 * selected bonus preselected; then the deposit modal by config, the
 * registration route on the login page or by config, or the 95% modal.
 */
export function createRegistrationFlowModel(deps: {
  local: KeyValueStoragePort;
  $siteConfig: Store<SiteConfig | null>;
}) {
  const requested = createEvent<RegistrationRequest>();
  const rgAgreementClosed = createEvent();
  const rgAgreementFailed = createEvent();
  /** Outputs. */
  const modalRequested = createEvent<RegistrationOpening>();
  const navigationRequested = createEvent<string>();
  const bonusPreselected = createEvent<number>();

  const decideFx = createEffect(({ request, config }: { request: RegistrationRequest; config: SiteConfig }) => {
    const decision: RegistrationFlowDecision = registrationFlowDecision({
      registrationEnabled: config.registrationEnabled,
      onRegistrationPage: request.routeName === 'registration',
      onLoginPage: request.routeName === 'user.login',
      rgAgreementFeatureOn: config.availability[REGISTRATION_FLOW_FLAGS.rgAgreement] === true,
      rgAgreementShown: deps.local.get(RG_AGREEMENT_SHOWN_STORAGE_KEY) === '1',
      depositModalByConfig: config.availability[REGISTRATION_FLOW_FLAGS.depositModal] === true,
      registrationAsPage: config.registrationAsPage,
      selectedBonus: parseSelectedBonus(deps.local.get(SELECTED_BONUS_STORAGE_KEY)),
    });
    if (decision.kind === 'open' && decision.preselectBonus) {
      deps.local.set(SELECTED_BONUS_STORAGE_KEY, JSON.stringify(decision.preselectBonus));
    }
    return { decision, request };
  });
  const markShownFx = createEffect(() => deps.local.set(RG_AGREEMENT_SHOWN_STORAGE_KEY, '1'));

  const $pending = createStore<RegistrationRequest | null>(null).on(decideFx.doneData, (_, { decision, request }) =>
    decision.kind === 'show-rg-agreement' ? request : null,
  );
  const $rgAgreementOpen = createStore(false)
    .on(decideFx.doneData, (_, { decision }) => decision.kind === 'show-rg-agreement')
    .on([rgAgreementClosed, rgAgreementFailed], () => false);

  sample({
    clock: requested,
    source: deps.$siteConfig,
    filter: (config): config is SiteConfig => config !== null,
    fn: (config, request) => ({ request, config: config as SiteConfig }),
    target: decideFx,
  });
  const opened = sample({
    clock: decideFx.doneData,
    filter: ({ decision }) => decision.kind === 'open',
    fn: ({ decision, request }) => ({ decision: decision as Extract<RegistrationFlowDecision, { kind: 'open' }>, request }),
  });
  sample({
    clock: opened,
    filter: ({ decision }) => decision.preselectBonus !== null,
    fn: ({ decision }) => decision.preselectBonus?.id ?? 0,
    target: bonusPreselected,
  });
  sample({
    clock: opened,
    filter: ({ decision }) => decision.opening.kind !== 'route',
    fn: ({ decision }): RegistrationOpening => (decision.opening.kind === 'deposit-modal' ? 'deposit' : 'modal'),
    target: modalRequested,
  });
  sample({
    clock: opened,
    filter: ({ decision }) => decision.opening.kind === 'route',
    fn: ({ request }) => `/${request.lng}/registration`,
    target: navigationRequested,
  });

  // spec 000 §4: on close or error the agreement counts as shown and the flow runs again
  sample({ clock: [rgAgreementClosed, rgAgreementFailed], target: markShownFx });
  sample({
    clock: markShownFx.done,
    source: $pending,
    filter: (pending): pending is RegistrationRequest => pending !== null,
    target: requested,
  });

  return {
    requested,
    rgAgreementClosed,
    rgAgreementFailed,
    modalRequested,
    navigationRequested,
    bonusPreselected,
    $rgAgreementOpen,
  };
}

export type RegistrationFlowModel = ReturnType<typeof createRegistrationFlowModel>;
