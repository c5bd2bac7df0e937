// Tiny PNG and PPM helpers for tests: a solid-colour PNG to upload as a logo, and a reader of
// the PPM pictures pdftoppm renders, so a test can count the pixels of a colour on a PDF page.
import { deflateSync } from 'node:zlib';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  body.copy(out, 4);
  out.writeUInt32BE(crc32(body), 8 + data.length);
  return out;
}

/** A width × height PNG (8-bit RGB) filled with one colour. */
export function solidPng(width: number, height: number, rgb: readonly [number, number, number]): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // colour type: RGB
  const row = Buffer.alloc(1 + width * 3);
  for (let x = 0; x < width; x++) row.set(rgb, 1 + x * 3);
  const raw = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr), chunk('IDAT', deflateSync(raw)), chunk('IEND', Buffer.alloc(0))]);
}

export type Picture = { width: number; height: number; pixel: (x: number, y: number) => [number, number, number] };

/** Reads a binary PPM (P6, maxval 255), as `pdftoppm` writes it. */
export function readPpm(bytes: Buffer): Picture {
  const header = /^P6\s+(\d+)\s+(\d+)\s+(\d+)\s/.exec(bytes.toString('latin1', 0, 50));
  if (!header || header[3] !== '255') throw new Error('not an 8-bit P6 PPM');
  const width = Number(header[1]);
  const height = Number(header[2]);
  const offset = header[0].length;
  return { width, height, pixel: (x, y) => [bytes[offset + (y * width + x) * 3]!, bytes[offset + (y * width + x) * 3 + 1]!, bytes[offset + (y * width + x) * 3 + 2]!] };
}

/** Pixels within `tolerance` of `rgb` in the box (whole picture by default). */
export function countColour(p: Picture, rgb: readonly [number, number, number], tolerance = 12, box = { x: 0, y: 0, w: p.width, h: p.height }): number {
  let n = 0;
  for (let y = box.y; y < Math.min(p.height, box.y + box.h); y++) {
    for (let x = box.x; x < Math.min(p.width, box.x + box.w); x++) {
      const [r, g, b] = p.pixel(x, y);
      if (Math.abs(r - rgb[0]) <= tolerance && Math.abs(g - rgb[1]) <= tolerance && Math.abs(b - rgb[2]) <= tolerance) n++;
    }
  }
  return n;
}
