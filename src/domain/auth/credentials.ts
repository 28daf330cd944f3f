/**
 * spec 001 §5: "credentials are encoded before sending on login".
 *
 * Design (the spec does not say how): each secret field (login, password) is
 * sent as standard base64 (RFC 4648 §4, with padding) of its UTF-8 bytes.
 * This is transport encoding, not encryption: it keeps any character a
 * player may type (Cyrillic, emoji, quotes, '&', '=') intact through form and
 * JSON bodies and keeps the raw password out of casual request logs. TLS is
 * what protects it.
 *
 * The ports take `EncodedCredential`, a branded string, so a model cannot
 * hand a port a raw password by mistake: the only way to make one is
 * `encodeCredential`.
 */
export type EncodedCredential = string & { readonly __brand: 'EncodedCredential' };

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** UTF-8 bytes of a string; lone surrogates become U+FFFD like TextEncoder does. */
export function utf8Bytes(value: string): number[] {
  const bytes: number[] = [];
  for (const char of value) {
    let code = char.codePointAt(0) ?? 0xfffd;
    if (code >= 0xd800 && code <= 0xdfff) code = 0xfffd;
    if (code < 0x80) bytes.push(code);
    else if (code < 0x800) bytes.push(0xc0 | (code >> 6), 0x80 | (code & 0x3f));
    else if (code < 0x10000) bytes.push(0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f));
    else
      bytes.push(
        0xf0 | (code >> 18),
        0x80 | ((code >> 12) & 0x3f),
        0x80 | ((code >> 6) & 0x3f),
        0x80 | (code & 0x3f),
      );
  }
  return bytes;
}

function base64(bytes: readonly number[]): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const a = bytes[i] ?? 0;
    const b = bytes[i + 1];
    const c = bytes[i + 2];
    const triple = (a << 16) | ((b ?? 0) << 8) | (c ?? 0);
    out += ALPHABET[(triple >> 18) & 63]! + ALPHABET[(triple >> 12) & 63]!;
    out += b === undefined ? '=' : ALPHABET[(triple >> 6) & 63]!;
    out += c === undefined ? '=' : ALPHABET[triple & 63]!;
  }
  return out;
}

/** base64 of the UTF-8 bytes of `value` (see the module comment). */
export function encodeCredential(value: string): EncodedCredential {
  return base64(utf8Bytes(value)) as EncodedCredential;
}

function utf8Decode(bytes: readonly number[]): string | null {
  let out = '';
  for (let i = 0; i < bytes.length; ) {
    const first = bytes[i]!;
    const length = first < 0x80 ? 1 : first >> 5 === 0b110 ? 2 : first >> 4 === 0b1110 ? 3 : first >> 3 === 0b11110 ? 4 : 0;
    if (length === 0 || i + length > bytes.length) return null;
    let code = length === 1 ? first : first & (0xff >> (length + 1));
    for (let k = 1; k < length; k += 1) {
      const next = bytes[i + k]!;
      if (next >> 6 !== 0b10) return null;
      code = (code << 6) | (next & 0x3f);
    }
    out += String.fromCodePoint(code);
    i += length;
  }
  return out;
}

/**
 * The inverse, for the receiving side (the fakes, tests). Null when the value
 * is not canonical padded base64 of valid UTF-8.
 */
export function decodeCredential(encoded: string): string | null {
  if (encoded.length % 4 !== 0 || !/^[A-Za-z0-9+/]*={0,2}$/.test(encoded)) return null;
  const bytes: number[] = [];
  for (let i = 0; i < encoded.length; i += 4) {
    const chunk = encoded.slice(i, i + 4);
    const values = [...chunk].map((ch) => (ch === '=' ? 0 : ALPHABET.indexOf(ch)));
    const triple = (values[0]! << 18) | (values[1]! << 12) | (values[2]! << 6) | values[3]!;
    bytes.push((triple >> 16) & 0xff);
    if (chunk[2] !== '=') bytes.push((triple >> 8) & 0xff);
    if (chunk[3] !== '=') bytes.push(triple & 0xff);
  }
  const decoded = utf8Decode(bytes);
  return decoded !== null && encodeCredential(decoded) === encoded ? decoded : null;
}
