#!/usr/bin/env node
// Writes the Apple touch icons of spec 001 §9 (sizes 72, 96, 128, 144, 152, 192, 384, 512) to public/icons and
// their <link rel="apple-touch-icon"> tags into index.html, between the markers. Run after changing the sizes or
// the drawing: `node scripts/gen-touch-icons.mjs`. The output is committed (the site serves it as is).
//
// The drawing is the favicon's: a white diamond on the brand green, full-bleed and opaque, as iOS wants (it rounds
// the corners itself and shows black through transparency). PNGs are encoded here with zlib, no image library.
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { deflateSync } from 'node:zlib';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
// Kept in step with src/domain/shell/app-icons.ts (tests/unit/touch-icons.test.ts compares them).
const SIZES = [72, 96, 128, 144, 152, 192, 384, 512];
const GREEN = [0x0a, 0x7d, 0x3b];
const WHITE = [0xff, 0xff, 0xff];

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (buf) => {
  let c = 0xffffffff;
  for (const byte of buf) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type, data) => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};

/** An RGB PNG of `size` × `size`: the diamond covers the middle 60 %, its edges antialiased over 1 px. */
function icon(size) {
  const rows = [];
  const centre = (size - 1) / 2;
  const radius = size * 0.3;
  for (let y = 0; y < size; y++) {
    const row = Buffer.alloc(1 + size * 3); // filter byte 0 (none), then RGB
    for (let x = 0; x < size; x++) {
      const distance = Math.abs(x - centre) + Math.abs(y - centre);
      const cover = Math.min(Math.max(radius - distance + 0.5, 0), 1);
      for (let i = 0; i < 3; i++) row[1 + x * 3 + i] = Math.round(GREEN[i] + (WHITE[i] - GREEN[i]) * cover);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows), { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const path = (size) => `/icons/apple-touch-icon-${size}x${size}.png`;
mkdirSync(join(ROOT, 'public', 'icons'), { recursive: true });
for (const size of SIZES) writeFileSync(join(ROOT, 'public', path(size)), icon(size));

const START = '<!-- apple-touch-icons: scripts/gen-touch-icons.mjs -->';
const END = '<!-- /apple-touch-icons -->';
const links = SIZES.map((size) => `    <link rel="apple-touch-icon" sizes="${size}x${size}" href="${path(size)}" />`).join('\n');
const block = `${START}\n${links}\n    ${END}`;
const htmlPath = join(ROOT, 'index.html');
const html = readFileSync(htmlPath, 'utf8');
const updated = html.includes(START)
  ? html.replace(new RegExp(`${START}[\\s\\S]*?${END}`), block)
  : html.replace('    <title>', `    ${block}\n    <title>`);
writeFileSync(htmlPath, updated);
console.log(`wrote ${SIZES.length} icons to public/icons and their links to index.html`);
