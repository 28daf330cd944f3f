/**
 * spec 001 §9: Apple touch icon sizes 72, 96, 128, 144, 152, 192, 384, 512. index.html links one PNG of each size
 * (public/icons, made by scripts/gen-touch-icons.mjs); tests/unit/touch-icons.test.ts checks the links and files.
 */
export const APPLE_TOUCH_ICON_SIZES = [72, 96, 128, 144, 152, 192, 384, 512] as const;

/** Where the icon of a size is served from. */
export const appleTouchIconPath = (size: number): string => `/icons/apple-touch-icon-${size}x${size}.png`;
