/**
 * One request answers every caller while it is under way: calls made before it settles share its promise;
 * the next call after it settled (answered or failed) starts a new one. For reads several models ask at the
 * same moment (account data and the user config at sign-in, QA11 #11; the fingerprint).
 */
export function sharedWhileInFlight<T>(run: () => Promise<T>): () => Promise<T> {
  let inFlight: Promise<T> | null = null;
  return () =>
    (inFlight ??= run().finally(() => {
      inFlight = null;
    }));
}
