/** spec 001 §9: activation_type values. */
export const ActivationType = {
  None: 0,
  EmailOnly: 1,
  PhoneAndEmail: 2,
  PhoneOnly: 3,
} as const;
export type ActivationType = (typeof ActivationType)[keyof typeof ActivationType];

/** spec 001 §9: adding a phone moves 0 to 3 and 1 to 2; other values are unchanged. */
export function activationAfterPhoneAdded(current: ActivationType): ActivationType {
  if (current === ActivationType.None) return ActivationType.PhoneOnly;
  if (current === ActivationType.EmailOnly) return ActivationType.PhoneAndEmail;
  return current;
}

export const hasActivatedPhone = (type: ActivationType): boolean =>
  type === ActivationType.PhoneAndEmail || type === ActivationType.PhoneOnly;

export const hasActivatedEmail = (type: ActivationType): boolean =>
  type === ActivationType.EmailOnly || type === ActivationType.PhoneAndEmail;
