export type LimitSectionId = 'deposit' | 'extra' | 'reality' | 'wagering' | 'loss';

export interface LimitSection {
  id: LimitSectionId;
  types: readonly number[];
}

/** spec 001 §2 Responsible-gaming screen order; spec 001 §3 Section layout. */
export const LIMIT_SECTIONS: readonly LimitSection[] = [
  { id: 'deposit', types: [20, 21, 22] },
  { id: 'extra', types: [33, 30, 31] },
  { id: 'reality', types: [32] },
  { id: 'wagering', types: [1, 2, 3] },
  { id: 'loss', types: [10, 11, 12] },
];

export const sectionOfLimitType = (type: number): LimitSectionId | null =>
  LIMIT_SECTIONS.find((section) => section.types.includes(type))?.id ?? null;

/** spec 001 §4: sections a disabled deposit field disables (under the feature flag). */
export const SECTIONS_DISABLED_BY_DEPOSIT: readonly LimitSectionId[] = ['deposit', 'wagering', 'loss'];

/**
 * spec 001 §4: if the deposit-limit section has any disabled field (feature
 * flag on), the wagering, deposit and loss sections all become disabled.
 */
export function sectionsDisabledByDeposit(featureOn: boolean, depositFieldsDisabled: readonly boolean[]): LimitSectionId[] {
  return featureOn && depositFieldsDisabled.some(Boolean) ? [...SECTIONS_DISABLED_BY_DEPOSIT] : [];
}
