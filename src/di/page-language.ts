/** The page language: the first path segment when it is a language code, else English (spec default). */
export const pageLanguage = (): string => {
  const segment = typeof window === 'undefined' ? '' : (window.location.pathname.split('/')[1] ?? '');
  return /^[a-z]{2}$/.test(segment) ? segment : 'en';
};
