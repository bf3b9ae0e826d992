import fs from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';

// The shipped font is a subset (scripts/subset-font.sh): a character it lost would be drawn in
// another font in the middle of a Persian word. Every character of the Persian messages and the
// seed's names that the package's full Non-Latin cut draws must still be in the shipped file.
const SHIPPED = 'lib/fonts/vazirmatn-nl-wght.woff2';
const PACKAGE_CUT = 'node_modules/vazirmatn/misc/Non-Latin/fonts/webfonts/Vazirmatn-NL[wght].woff2';

function readBase128(bytes: Buffer, at: number): [number, number] {
  let value = 0;
  for (let i = 0; i < 5; i++) {
    const byte = bytes[at + i];
    value = value * 128 + (byte & 0x7f);
    if (!(byte & 0x80)) return [value, at + i + 1];
  }
  throw new Error('bad UIntBase128');
}

/** The code points a WOFF2 file maps (its cmap's format 4 and 12 subtables). */
function codePoints(file: string): Set<number> {
  const woff = fs.readFileSync(file);
  const numTables = woff.readUInt16BE(12);
  let at = 48;
  const tables: { tag: number; length: number }[] = [];
  for (let i = 0; i < numTables; i++) {
    const flags = woff[at++];
    let tag = flags & 0x3f;
    if (tag === 0x3f) {
      tag = 100 + woff.readUInt32BE(at); // an arbitrary tag; cmap is never one of these
      at += 4;
    }
    let length: number;
    [length, at] = readBase128(woff, at);
    const transform = (flags >> 6) & 3;
    // glyf (10) and loca (11) are transformed unless the version says otherwise; hmtx (3) may be.
    const transformed = tag === 10 || tag === 11 ? transform === 0 : transform !== 0;
    if (transformed) [length, at] = readBase128(woff, at);
    tables.push({ tag, length });
  }
  const data = brotliDecompressSync(woff.subarray(at, at + woff.readUInt32BE(20)));
  let offset = 0;
  let cmap: Buffer | undefined;
  for (const table of tables) {
    if (table.tag === 0) cmap = data.subarray(offset, offset + table.length); // known tag 0 is cmap
    offset += table.length;
  }
  if (!cmap) throw new Error(`${file} has no cmap`);
  const points = new Set<number>();
  for (let i = 0; i < cmap.readUInt16BE(2); i++) {
    const sub = cmap.readUInt32BE(4 + i * 8 + 4);
    const format = cmap.readUInt16BE(sub);
    if (format === 4) {
      const segments = cmap.readUInt16BE(sub + 6) / 2;
      for (let s = 0; s < segments; s++) {
        const end = cmap.readUInt16BE(sub + 14 + s * 2);
        const start = cmap.readUInt16BE(sub + 16 + segments * 2 + s * 2);
        if (start === 0xffff) continue;
        for (let cp = start; cp <= end; cp++) points.add(cp);
      }
    } else if (format === 12) {
      const groups = cmap.readUInt32BE(sub + 12);
      for (let g = 0; g < groups; g++) {
        const start = cmap.readUInt32BE(sub + 16 + g * 12);
        const end = cmap.readUInt32BE(sub + 20 + g * 12);
        for (let cp = start; cp <= end; cp++) points.add(cp);
      }
    }
  }
  return points;
}

function filesUnder(dir: string, match: (name: string) => boolean): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(full, match);
    return match(entry.name) ? [full] : [];
  });
}

describe('the shipped Vazirmatn subset', () => {
  const shipped = codePoints(SHIPPED);
  const full = codePoints(PACKAGE_CUT);

  it('is a real subset of the package font, without Latin letters', () => {
    expect(shipped.has(0x0627)).toBe(true); // alef
    expect(shipped.has(0x06f5)).toBe(true); // Persian digit five
    expect(shipped.has(0x0041)).toBe(false); // Latin comes from the system font
    expect(shipped.size).toBeLessThan(full.size);
  });

  it('draws every character of the Persian messages and the seed that the full cut draws', () => {
    const sources = [
      ...filesUnder('messages', (name) => name === 'fa.json'),
      ...filesUnder('server/db/seed', (name) => /\.(ts|json)$/.test(name) && !name.includes('.test.')),
    ];
    const used = new Set(sources.flatMap((file) => [...fs.readFileSync(file, 'utf8')].map((c) => c.codePointAt(0)!)));
    const lost = [...used].filter((cp) => full.has(cp) && !shipped.has(cp)).map((cp) => `U+${cp.toString(16).toUpperCase()}`);
    expect(lost).toEqual([]);
  });
});
