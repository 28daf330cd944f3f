/** spec 000 §3: local-storage flag that the responsible-gaming agreement modal was shown. */
export const RG_AGREEMENT_SHOWN_STORAGE_KEY = 'responsible_gaming_agreement_shown';

/** spec 000 §3: local-storage record of the selected bonus. */
export const SELECTED_BONUS_STORAGE_KEY = 'selected_bonus';

export interface SelectedBonus {
  id: number;
  isPreselected: boolean;
}

/** spec 000 §9: the registration modal is 95% wide; spec 000 §4: auto height. */
export const REGISTRATION_MODAL_SIZE = { width: '95%', height: 'auto' } as const;

export interface RegistrationFlowInput {
  registrationEnabled: boolean;
  onRegistrationPage: boolean;
  onLoginPage: boolean;
  rgAgreementFeatureOn: boolean;
  rgAgreementShown: boolean;
  /** Config: a deposit modal replaces the rest of the flow. */
  depositModalByConfig: boolean;
  /** Config: registration opens as a page (route) instead of a modal. */
  registrationAsPage: boolean;
  selectedBonus: SelectedBonus | null;
}

export type RegistrationOpening =
  | { kind: 'deposit-modal' }
  | { kind: 'route' }
  | { kind: 'modal'; width: '95%'; height: 'auto' };

export type RegistrationFlowDecision =
  | { kind: 'nothing' }
  /** Show the agreement; on close or error mark it shown and run the flow again (spec 000 §4: the flow retries). */
  | { kind: 'show-rg-agreement' }
  | { kind: 'open'; preselectBonus: SelectedBonus | null; opening: RegistrationOpening };

/** spec 000 §4 Registration flow, in the spec's order. */
export function registrationFlowDecision(input: RegistrationFlowInput): RegistrationFlowDecision {
  if (!input.registrationEnabled || input.onRegistrationPage) return { kind: 'nothing' };
  if (input.rgAgreementFeatureOn && !input.rgAgreementShown) return { kind: 'show-rg-agreement' };
  const preselectBonus = input.selectedBonus ? { id: input.selectedBonus.id, isPreselected: true } : null;
  return { kind: 'open', preselectBonus, opening: registrationOpening(input) };
}

function registrationOpening(input: RegistrationFlowInput): RegistrationOpening {
  if (input.depositModalByConfig) return { kind: 'deposit-modal' };
  if (input.onLoginPage || input.registrationAsPage) return { kind: 'route' };
  return { kind: 'modal', ...REGISTRATION_MODAL_SIZE };
}

/** spec 000 §4: closing the registration modal while logged out tracks a registration-leave event. */
export const shouldTrackRegistrationLeave = (isAuthenticated: boolean): boolean => !isAuthenticated;
