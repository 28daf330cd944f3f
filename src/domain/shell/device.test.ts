import { describe, expect, it } from 'vitest';
import { isMobileOrTabletDevice } from './device';

const IPAD_DESKTOP_UA =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15';
const MAC_UA = IPAD_DESKTOP_UA;
const IPHONE_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const ANDROID_UA = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36';
const ANDROID_TABLET_UA = 'Mozilla/5.0 (Linux; Android 13; SM-X700) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36';
const WINDOWS_UA = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36';

describe('spec 001 §4 Platform: which devices are mobile or tablet', () => {
  it.each([
    ['spec 001 §4: an iPad reported as desktop with 5 touch points is a tablet', MAC_UA, 'MacIntel', 5, true],
    ['spec 001 §4: an iPad reported as desktop with 2 touch points (above 1) is a tablet', MAC_UA, 'MacIntel', 2, true],
    ['spec 001 §4: a Mac reporting 1 touch point (not above 1) is a desktop', MAC_UA, 'MacIntel', 1, false],
    ['spec 001 §4: a Mac without touch is a desktop', MAC_UA, 'MacIntel', 0, false],
    ['an iPhone is mobile', IPHONE_UA, 'iPhone', 5, true],
    ['an Android phone is mobile', ANDROID_UA, 'Linux armv8l', 5, true],
    ['an Android tablet (no "Mobile" in its agent) is a tablet', ANDROID_TABLET_UA, 'Linux armv8l', 10, true],
    ['a Windows laptop with a touch screen is a desktop (only the iPad case is promoted)', WINDOWS_UA, 'Win32', 10, false],
    ['a Windows desktop is a desktop', WINDOWS_UA, 'Win32', 0, false],
  ])('%s', (_name, userAgent, platform, maxTouchPoints, mobile) => {
    expect(isMobileOrTabletDevice({ userAgent, platform, maxTouchPoints })).toBe(mobile);
  });
});
