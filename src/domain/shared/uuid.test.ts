import { describe, expect, it } from 'vitest';
import { uuidV4, UUID_PATTERN } from './uuid';

describe('uuidV4: the placement Idempotency-Key is a UUID, as the contract says (QA11 #6)', () => {
  it('is version 4 with the RFC variant, whatever the random bytes', () => {
    for (const fill of [0x00, 0xff, 0x5a]) {
      const id = uuidV4((bytes) => bytes.fill(fill));
      expect(id).toMatch(UUID_PATTERN);
      expect(id[14]).toBe('4');
    }
    expect(uuidV4((bytes) => bytes.fill(0))).toBe('00000000-0000-4000-8000-000000000000');
  });

  it('two keys from real random bytes differ', () => {
    const random = (bytes: Uint8Array) => globalThis.crypto.getRandomValues(bytes);
    expect(uuidV4(random)).not.toBe(uuidV4(random));
  });
});
