import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ICONS_VERSION } from '../../src/domain/shell';

const ICONS = join(process.cwd(), 'public', 'icons');

describe('spec 001 §3 icons_version: the version is the content hash of the icons shipped', () => {
  it('ICONS_VERSION is the first 12 hex digits of SHA-256 over public/icons (name, newline, bytes; in name order): bump it with the icons', () => {
    const hash = createHash('sha256');
    for (const name of readdirSync(ICONS).sort()) {
      hash.update(`${name}\n`);
      hash.update(readFileSync(join(ICONS, name)));
    }
    expect(ICONS_VERSION).toBe(hash.digest('hex').slice(0, 12));
  });
});
