/**
 * The session bootstrap call (web-api GET /session): the signed-in user's id
 * as plain text, empty when anonymous; read without cache and without a JSON
 * parse (spec 001 §7).
 */
export interface SessionBootstrapPort {
  /** The signed-in user's id, or null for a visitor. */
  userId(): Promise<number | null>;
}
export const SessionBootstrapPort = Symbol.for('SessionBootstrapPort');
