import { deflateSync } from 'node:zlib';

/**
 * A tiny PNG encoder for the demo pictures (no image library, nothing downloaded): 8-bit RGB,
 * no interlace, filter "none" on every row, one zlib-compressed IDAT chunk.
 */

export type Rgb = readonly [number, number, number];

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

function crc32(data: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of data) crc = CRC_TABLE[(crc ^ byte) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** Encodes `pixels` (width * height * 3 bytes, RGB, row by row) as a PNG file. */
export function encodePng(width: number, height: number, pixels: Uint8Array): Buffer {
  if (pixels.length !== width * height * 3) throw new Error('encodePng: pixel data does not match the size');
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: RGB
  header[10] = 0; // compression
  header[11] = 0; // filter method
  header[12] = 0; // no interlace
  const stride = width * 3;
  const raw = Buffer.alloc((stride + 1) * height);
  for (let y = 0; y < height; y++) {
    raw[y * (stride + 1)] = 0; // filter: none
    raw.set(pixels.subarray(y * stride, (y + 1) * stride), y * (stride + 1) + 1);
  }
  return Buffer.concat([SIGNATURE, chunk('IHDR', header), chunk('IDAT', deflateSync(raw, { level: 9 })), chunk('IEND', Buffer.alloc(0))]);
}

const mix = (a: number, b: number, t: number) => Math.round(a + (b - a) * t);
const shade = (colour: Rgb, toward: Rgb, t: number): Rgb => [mix(colour[0], toward[0], t), mix(colour[1], toward[1], t), mix(colour[2], toward[2], t)];
const WHITE: Rgb = [255, 255, 255];
const BLACK: Rgb = [0, 0, 0];

/** Which silhouette a demo picture shows. */
export type DemoShape = 'dress' | 'top' | 'shirt' | 'trousers' | 'bowl' | 'pot';

/** Whether (x, y), both from 0 to 1 with y downwards, lies inside the shape. */
function inside(shape: DemoShape, x: number, y: number): boolean {
  const dx = Math.abs(x - 0.5);
  switch (shape) {
    case 'dress': {
      if (y < 0.2 || y > 0.85) return false;
      if (y < 0.42) return dx < 0.1 + (y < 0.3 ? 0.06 : 0);
      return dx < 0.1 + (y - 0.42) * 0.55;
    }
    case 'top':
    case 'shirt': {
      if (y < 0.22 || y > 0.8) return false;
      const sleeve = y < 0.45 && dx < 0.33 - (y - 0.22) * 0.3;
      const body = dx < 0.18;
      const neck = shape === 'shirt' ? y < 0.3 && dx < 0.02 : y < 0.27 && dx < 0.07 - (y - 0.22);
      return (sleeve || body) && !neck;
    }
    case 'trousers': {
      if (y < 0.18 || y > 0.85) return false;
      if (y < 0.36) return dx < 0.17;
      return dx < 0.17 + (y - 0.36) * 0.04 && dx > 0.015 + (y - 0.36) * 0.02;
    }
    case 'bowl': {
      const cy = 0.45;
      const r = Math.hypot((x - 0.5) / 0.32, (y - cy) / 0.3);
      return (y > cy && r < 1) || (y > 0.72 && y < 0.78 && dx < 0.12);
    }
    case 'pot': {
      const body = Math.hypot((x - 0.5) / 0.24, (y - 0.58) / 0.2) < 1;
      const lid = y > 0.33 && y < 0.4 && dx < 0.15;
      const knob = Math.hypot(x - 0.5, y - 0.3) < 0.035;
      const spout = y > 0.5 && y < 0.56 && x > 0.7 && x < 0.86;
      const handle = x < 0.27 && x > 0.2 && y > 0.48 && y < 0.68;
      return body || lid || knob || spout || handle;
    }
  }
}

/**
 * A square demo product picture: a soft vertical gradient from a light tint of `colour` at the top to
 * a paler one at the bottom, the product's silhouette in `colour` with fine diagonal stripes, and a
 * darker band at the foot. Deterministic: the same arguments give the same bytes.
 */
export function demoPicture(colour: Rgb, shape: DemoShape, size = 480): Buffer {
  const pixels = new Uint8Array(size * size * 3);
  const top = shade(colour, WHITE, 0.72);
  const bottom = shade(colour, WHITE, 0.9);
  const stripe = shade(colour, BLACK, 0.12);
  const band = shade(colour, BLACK, 0.35);
  for (let py = 0; py < size; py++) {
    const y = py / size;
    const background = shade(top, bottom, y);
    for (let px = 0; px < size; px++) {
      const x = px / size;
      let pixel: Rgb = background;
      if (y > 0.92) pixel = band;
      else if (inside(shape, x, y)) pixel = (px + py) % 24 < 3 ? stripe : colour;
      const offset = (py * size + px) * 3;
      pixels[offset] = pixel[0];
      pixels[offset + 1] = pixel[1];
      pixels[offset + 2] = pixel[2];
    }
  }
  return encodePng(size, size, pixels);
}

/**
 * A demo slide picture (`width` x `height`): a diagonal gradient from `colour` to a pale tint of it,
 * with a darker band along the foot where the slide's text sits. Deterministic like demoPicture.
 */
export function demoBanner(colour: Rgb, width: number, height: number): Buffer {
  const pixels = new Uint8Array(width * height * 3);
  const pale = shade(colour, WHITE, 0.8);
  const band = shade(colour, BLACK, 0.3);
  for (let py = 0; py < height; py++) {
    for (let px = 0; px < width; px++) {
      const pixel = py / height > 0.75 ? shade(band, colour, px / width) : shade(colour, pale, (px / width + py / height) / 2);
      const offset = (py * width + px) * 3;
      pixels[offset] = pixel[0];
      pixels[offset + 1] = pixel[1];
      pixels[offset + 2] = pixel[2];
    }
  }
  return encodePng(width, height, pixels);
}
