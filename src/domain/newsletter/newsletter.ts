/**
 * E-mail subscription (spec 000 §8: "Email subscription success: email_subscription_success_title and
 * email_subscription_success_text"; spec 000 §2: the user/stopnewsletter page an e-mail links to). The calls are
 * designed (contracts/openapi/web-api.json: subscribeNewsletter, unsubscribeNewsletter).
 */

/**
 * The unsubscribe token of a stopnewsletter link (`?token=`), or null when there is none or it cannot be one:
 * 16 to 128 characters of the URL-safe alphabet (base64url, hex, uuid). Anything else is never sent.
 */
export function unsubscribeTokenFrom(search: string): string | null {
  const token = new URLSearchParams(search).get('token');
  return token !== null && UNSUBSCRIBE_TOKEN.test(token) ? token : null;
}
export const UNSUBSCRIBE_TOKEN = /^[A-Za-z0-9_-]{16,128}$/;

/** What an unsubscribe link did: done (also when it had been done before), or a token the server does not know. */
export type UnsubscribeOutcome = 'unsubscribed' | 'token-invalid';
