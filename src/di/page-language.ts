/** The page language: the first path segment when it is a language code, else English (spec default). */
export const pageLanguage = (): string => {
  const segment = typeof window === 'undefined' ? '' : (window.location.pathname.split('/')[1] ?? '');
  return /^[a-z]{2}$/.test(segment) ? segment : 'en';
};

/**
 * Whether a path is the confirm-terms page (spec 000 §2 `{lng}/confirm-terms`). A 451 sends the player there
 * once; the page's own background calls get 451s too, and sending the player there again from it reloaded the
 * page about once a second, so the terms could never be accepted (QA11 #1).
 */
export const isConfirmTermsPath = (pathname: string): boolean => /^\/[a-z]{2}\/confirm-terms\/?$/.test(pathname);
