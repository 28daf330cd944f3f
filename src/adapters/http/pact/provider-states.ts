/**
 * Every provider state the consumer's pacts name, with the parameters each
 * takes. The pact tests use these names; scripts/reference-provider sets each
 * one up, and contracts/README.md tells backend teams what each must set up.
 * Names are templates: `{param}` is filled from the state's params. States
 * that need a signed-in player also take `userId` and `token` params: the
 * bearer token the interaction sends must be valid for that player.
 */
export const PROVIDER_STATES = {
  anonymous: 'no player is signed in',
  signedIn: 'a player with id {userId} is signed in with token {token}',
  tokenExpired: 'the token {token} has expired',
  failing: 'the {operation} operation fails with status {status}',
  captchaRequired: 'a captcha answer {answer} is required for {operation}',
  fingerprintExpired: 'the fingerprint {fingerprint} has expired and {fresh} is valid',
  termsRequired: 'the player with id {userId} must confirm changed terms',
  blocked: 'visitors are blocked at {url} with reason {reason}',
  limitPending: 'the player with id {userId} has a pending limit of type {limitType}',
  sessionLimit: 'the player with id {userId} has {hours} hours left of a session limit',
  couponExists: 'a saved coupon with code {code} exists',
  couponMissing: 'no saved coupon with code {code} exists',
  balanceTooLow: 'the balance of account {accountId} is {balance}',
  oddsChanged: 'the price of selection {betId} has moved to {newCoef}',
  stakeOutOfLimits: 'the maximum stake for the coupon is {maxAmount}',
  vipReview: 'a VIP coupon above a maximum stake of {maxAmount} is sent to the bookmaker for review',
  promoCodeInvalid: 'promo code {promoCode} is not valid',
  promoCodesOwned: 'the player with id {userId} owns promo codes',
  couponLimits: 'the bookmaker prices coupons with its demo limits, a hyper-bonus from {minBets} express selections',
  couponNoLimits: 'the bookmaker sets no stake limits for account {accountId}',
  selectionLocked: 'selection {betId} is locked',
  placedBets: 'the player with id {userId} has placed coupon {couponId}',
  placedManyBets: 'the player with id {userId} has placed {count} coupons',
  placedWithPromoCode: 'the player with id {userId} has placed coupon {couponId} with promo code {promoCode}',
  placedChain: 'the player with id {userId} has placed coupon {couponId} as a chain staking {blockAmount} on each later block',
  placedCouponMissing: 'the player with id {userId} has no coupon {couponId}',
  lineOpen: 'the line has pre-match and live events',
  eventExists: 'event {eventId} exists with all its markets',
  eventMissing: 'the line does not know event {eventId}',
  seoPageMissing: 'the SEO service knows no page at {path}',
  gamesListed: 'the games preview lists only game {gameId}',
  pageMoved: 'the page {from} has moved to {to} with status {code}',
  twoStepRequired: 'the player with id {userId} signs in in two steps',
  termsChanged: 'the terms changed after the player with id {userId} accepted them',
  emailRegistered: 'an account with e-mail {email} exists',
  recoveryPending: 'a password recovery {recoveryId} of the player with id {userId} awaits code {code}',
  recoveryCodeExpired: 'the code of password recovery {recoveryId} has expired',
  resetPending: 'a password reset with token {resetToken} is pending for the player with id {userId}',
  liveChanges: 'the live feed has changes after cursor {cursor}',
  liveCursorExpired: 'the live feed cursor {cursor} has expired',
  transferPhoneRefused: 'no transfer code can be sent to phone {phone} with country code {countryCode}',
  remoteApp: 'section {section} is a remote app at {url}',
  supportRequests: 'the player with id {userId} has support requests',
  newsletterTokenValid: 'the newsletter unsubscribe link with token {token} is valid',
  newsletterTokenUnknown: 'no newsletter unsubscribe link has token {token}',
} as const;

export type ProviderStateKey = keyof typeof PROVIDER_STATES;
