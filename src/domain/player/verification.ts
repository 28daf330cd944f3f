/** spec 001 §9: verification_status 1 means not verified. */
export const VERIFICATION_STATUS_NOT_VERIFIED = 1;
export const isNotVerified = (verificationStatus: number | null): boolean =>
  verificationStatus === VERIFICATION_STATUS_NOT_VERIFIED;

/** spec 001 §9: user_status_id 1 means pending verification. */
export const USER_STATUS_PENDING_VERIFICATION = 1;
export const isPendingVerification = (userStatusId: number | null): boolean =>
  userStatusId === USER_STATUS_PENDING_VERIFICATION;

/** spec 001 §9: a ban is active when ban_level is above 0. */
export const isBanActive = (banLevel: number | null): boolean => (banLevel ?? 0) > 0;
