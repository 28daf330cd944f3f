/** What the browser says about the device; read by the view from `navigator` (no browser types in the domain). */
export interface DeviceInfo {
  userAgent: string;
  /** `navigator.platform` ('MacIntel' on an iPad that asks for desktop sites). */
  platform: string;
  /** `navigator.maxTouchPoints` (0 on a desktop without a touch screen). */
  maxTouchPoints: number;
}

const MOBILE_OR_TABLET_UA = /Android|iPhone|iPad|iPod|Mobile|Tablet|Silk|Kindle|BlackBerry|Opera Mini|IEMobile|webOS/i;

/**
 * spec 001 §4 Platform: a mobile or tablet device includes an iPad reported as desktop with touch points above 1.
 * Since iPadOS 13 Safari asks for desktop sites and says "Macintosh" / 'MacIntel'; a Mac has no touch screen, so
 * a "Mac" with more than one touch point is an iPad.
 */
export function isMobileOrTabletDevice({ userAgent, platform, maxTouchPoints }: DeviceInfo): boolean {
  if (MOBILE_OR_TABLET_UA.test(userAgent)) return true;
  const reportsMac = platform === 'MacIntel' || /Macintosh/i.test(userAgent);
  return reportsMac && maxTouchPoints > 1;
}
