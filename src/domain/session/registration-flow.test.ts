import { describe, expect, it } from 'vitest';
import { type RegistrationFlowInput, registrationFlowDecision, shouldTrackRegistrationLeave } from './registration-flow';

const base: RegistrationFlowInput = {
  registrationEnabled: true,
  onRegistrationPage: false,
  onLoginPage: false,
  rgAgreementFeatureOn: false,
  rgAgreementShown: false,
  depositModalByConfig: false,
  registrationAsPage: false,
  selectedBonus: null,
};
const modal = { kind: 'modal', width: '95%', height: 'auto' };

describe('registration flow (spec 000 §4)', () => {
  it.each([
    ['spec 000 §4: nothing when registration is disabled', { registrationEnabled: false }, { kind: 'nothing' }],
    ['spec 000 §4: nothing when already on the registration page', { onRegistrationPage: true }, { kind: 'nothing' }],
    ['spec 000 §4: agreement modal first when the feature is on and it was never shown', { rgAgreementFeatureOn: true }, { kind: 'show-rg-agreement' }],
    ['spec 000 §4: agreement already shown proceeds', { rgAgreementFeatureOn: true, rgAgreementShown: true }, { kind: 'open', preselectBonus: null, opening: modal }],
    ['spec 000 §4: disabled registration wins over the agreement', { registrationEnabled: false, rgAgreementFeatureOn: true }, { kind: 'nothing' }],
    ['spec 000 §4, §9: default is a modal 95% wide, auto height', {}, { kind: 'open', preselectBonus: null, opening: modal }],
    ['spec 000 §4: the selected bonus is preselected', { selectedBonus: { id: 12, isPreselected: false } }, { kind: 'open', preselectBonus: { id: 12, isPreselected: true }, opening: modal }],
    ['spec 000 §4: deposit modal by config replaces the rest', { depositModalByConfig: true, onLoginPage: true }, { kind: 'open', preselectBonus: null, opening: { kind: 'deposit-modal' } }],
    ['spec 000 §4: on the login page the registration route opens', { onLoginPage: true }, { kind: 'open', preselectBonus: null, opening: { kind: 'route' } }],
    ['spec 000 §4: by config the registration route opens', { registrationAsPage: true }, { kind: 'open', preselectBonus: null, opening: { kind: 'route' } }],
  ])('%s', (_rule, over, decision) => {
    expect(registrationFlowDecision({ ...base, ...over })).toEqual(decision);
  });

  it('spec 000 §4: on close of the agreement the flow retries and proceeds', () => {
    const first = registrationFlowDecision({ ...base, rgAgreementFeatureOn: true });
    expect(first.kind).toBe('show-rg-agreement');
    expect(registrationFlowDecision({ ...base, rgAgreementFeatureOn: true, rgAgreementShown: true }).kind).toBe('open');
  });

  it.each([
    ['spec 000 §4: closing while logged out tracks a registration-leave event', false, true],
    ['spec 000 §4: closing while logged in does not', true, false],
  ])('%s', (_rule, authed, track) => {
    expect(shouldTrackRegistrationLeave(authed)).toBe(track);
  });
});
