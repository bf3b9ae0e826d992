// Draws the app icons (the logo's blue tile with its white "T") as PNGs into public/icons, and
// public/favicon.ico (16, 32 and 48 px PNGs in one ICO), which browsers and crawlers ask for by name.
// No image library needed: shapes are rectangles, rasterised with 4×4 supersampling.
// Usage: node scripts/generate-icons.mjs   (the PNGs are committed; re-run after a logo change)
import fs from 'node:fs';
import zlib from 'node:zlib';

const BLUE = [0x1d, 0x5f, 0xd1];
const WHITE = [0xff, 0xff, 0xff];
// The logo in a 32-unit box (public/images/logo.svg): bar and stem of the T.
const T = [
  { x0: 9, y0: 10, x1: 23, y1: 13 },
  { x0: 14.5, y0: 13, x1: 17.5, y1: 24 },
];

function insideRoundedRect(x, y, size, radius) {
  const cx = Math.min(Math.max(x, radius), size - radius);
  const cy = Math.min(Math.max(y, radius), size - radius);
  return (x - cx) ** 2 + (y - cy) ** 2 <= radius ** 2;
}

/** `tile`: rounded tile on transparent ("any"); `bleed`: full square, T inside the safe zone ("maskable"). */
function draw(size, kind) {
  const scale = kind === 'bleed' ? (size / 32) * 0.62 : size / 32;
  const offset = kind === 'bleed' ? (size - 32 * scale) / 2 : 0;
  const rgba = Buffer.alloc(size * size * 4);
  const S = 4;
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      let bg = 0;
      let fg = 0;
      for (let sy = 0; sy < S; sy++) {
        for (let sx = 0; sx < S; sx++) {
          const x = px + (sx + 0.5) / S;
          const y = py + (sy + 0.5) / S;
          if (kind === 'bleed' || insideRoundedRect(x, y, size, size / 4)) bg++;
          const ux = (x - offset) / scale;
          const uy = (y - offset) / scale;
          if (T.some((r) => ux >= r.x0 && ux < r.x1 && uy >= r.y0 && uy < r.y1)) fg++;
        }
      }
      const i = (py * size + px) * 4;
      const f = fg / bg || 0;
      for (let c = 0; c < 3; c++) rgba[i + c] = Math.round(BLUE[c] * (1 - f) + WHITE[c] * f);
      rgba[i + 3] = Math.round((bg / (S * S)) * 255);
    }
  }
  return png(size, rgba);
}

function crc32(buffer) {
  let crc = ~0;
  for (const byte of buffer) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function png(size, rgba) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8-bit RGBA
  const rows = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y++) rgba.copy(rows, y * (size * 4 + 1) + 1, y * size * 4, (y + 1) * size * 4);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const icons = [
  ['icon-192.png', 192, 'tile'],
  ['icon-512.png', 512, 'tile'],
  ['icon-maskable-512.png', 512, 'bleed'],
  ['apple-touch-icon.png', 180, 'bleed'],
];
for (const [name, size, kind] of icons) {
  fs.writeFileSync(`public/icons/${name}`, draw(size, kind));
  console.log(`public/icons/${name}`);
}

/** An ICO holding PNG images (allowed since Windows Vista; every browser reads it). */
function ico(sizes) {
  const images = sizes.map((size) => draw(size, 'tile'));
  const header = Buffer.alloc(6);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = 6 + 16 * images.length;
  const entries = images.map((image, i) => {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(sizes[i] % 256, 0);
    entry.writeUInt8(sizes[i] % 256, 1);
    entry.writeUInt16LE(1, 4);
    entry.writeUInt16LE(32, 6);
    entry.writeUInt32LE(image.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += image.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...images]);
}
fs.writeFileSync('public/favicon.ico', ico([16, 32, 48]));
console.log('public/favicon.ico');
