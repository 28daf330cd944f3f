/**
 * A random (version 4) UUID, as RFC 9562 writes it: "3f2b8c1e-7a4d-4e9b-9c2a-1d5e6f7a8b9c". The
 * placement's Idempotency-Key is one (the contract's `format: uuid`; QA11 #6: a key like
 * "mwueq6i3-1-4gj9tsq3" would be refused by a backend that checks the header). The random bytes are
 * the caller's: `crypto.getRandomValues`, which (unlike `crypto.randomUUID`) pages served over plain
 * http have too.
 */
export function uuidV4(randomBytes: (bytes: Uint8Array) => Uint8Array): string {
  const b = randomBytes(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40; // version 4
  b[8] = (b[8]! & 0x3f) | 0x80; // the RFC's variant
  const hex = Array.from(b, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
