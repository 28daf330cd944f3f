import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { APPLE_TOUCH_ICON_SIZES, appleTouchIconPath } from '../../src/domain/shell';

const ROOT = process.cwd();
const html = readFileSync(join(ROOT, 'index.html'), 'utf8');
const links = [...html.matchAll(/<link rel="apple-touch-icon" sizes="(\d+)x(\d+)" href="([^"]+)" \/>/g)].map((m) => ({
  width: Number(m[1]),
  height: Number(m[2]),
  href: m[3]!,
}));

/** Width, height and colour type from a PNG's IHDR, and whether its image data inflates to exactly its rows. */
function readPng(file: Buffer) {
  expect(file.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  expect(file.toString('ascii', 12, 16)).toBe('IHDR');
  const width = file.readUInt32BE(16);
  const height = file.readUInt32BE(20);
  const colourType = file[25];
  const idat: Buffer[] = [];
  for (let at = 8; at < file.length; ) {
    const length = file.readUInt32BE(at);
    if (file.toString('ascii', at + 4, at + 8) === 'IDAT') idat.push(file.subarray(at + 8, at + 8 + length));
    at += 12 + length;
  }
  const pixels = inflateSync(Buffer.concat(idat));
  return { width, height, colourType, rowsComplete: pixels.length === height * (1 + width * 3) };
}

describe('spec 001 §9: Apple touch icon sizes', () => {
  it('spec 001 §9: apple touch icon sizes 72, 96, 128, 144, 152, 192, 384, 512', () => {
    expect(APPLE_TOUCH_ICON_SIZES).toEqual([72, 96, 128, 144, 152, 192, 384, 512]);
  });

  it('spec 001 §9: index.html links an apple-touch-icon of each size, and no other', () => {
    expect(links).toEqual(APPLE_TOUCH_ICON_SIZES.map((size) => ({ width: size, height: size, href: appleTouchIconPath(size) })));
  });

  it.each(APPLE_TOUCH_ICON_SIZES.map((size) => [size]))('spec 001 §9: the %i px icon is an opaque PNG of that size', (size) => {
    const png = readPng(readFileSync(join(ROOT, 'public', appleTouchIconPath(size))));
    // colour type 2: RGB without alpha; iOS shows black through a transparent touch icon
    expect(png).toEqual({ width: size, height: size, colourType: 2, rowsComplete: true });
  });

  it('design: the generator writes the sizes of the domain constant', () => {
    const script = readFileSync(join(ROOT, 'scripts/gen-touch-icons.mjs'), 'utf8');
    const sizes = /const SIZES = \[([\d, ]+)\];/.exec(script)?.[1]?.split(',').map(Number);
    expect(sizes).toEqual([...APPLE_TOUCH_ICON_SIZES]);
  });
});
