/**
 * Which picture a file holds, decided by its first bytes (never by the client's file name or MIME
 * type), and its size in pixels when the header says it. Only the raster formats a browser shows
 * safely are known: PNG, JPEG, GIF and WebP. SVG is deliberately not one of them: it can carry script.
 */
export interface ImageFormat {
  mimeType: 'image/png' | 'image/jpeg' | 'image/gif' | 'image/webp';
  extension: 'png' | 'jpg' | 'gif' | 'webp';
  width?: number;
  height?: number;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const ascii = (data: Buffer, start: number, length: number) => data.toString('latin1', start, start + length);

/**
 * Pixel sizes of 0 mean the header is not what it claims: left unknown. Huge sizes are kept as
 * claimed: a decoder would try to honour them, so the upload refuses them (pictureTooLarge).
 */
function dimensions(width: number, height: number): Pick<ImageFormat, 'width' | 'height'> {
  return width > 0 && height > 0 ? { width, height } : {};
}

/** At most 10,000 pixels on a side and 40 megapixels: larger pictures cost a decoder gigabytes. */
export const MAX_PICTURE_SIDE = 10_000;
export const MAX_PICTURE_PIXELS = 40_000_000;

export function pictureTooLarge(width: number, height: number): boolean {
  return width > MAX_PICTURE_SIDE || height > MAX_PICTURE_SIDE || width * height > MAX_PICTURE_PIXELS;
}

function png(data: Buffer): ImageFormat | undefined {
  if (data.length < 8 || !data.subarray(0, 8).equals(PNG_SIGNATURE)) return undefined;
  const format: ImageFormat = { mimeType: 'image/png', extension: 'png' };
  // The first chunk is IHDR: length (4), type (4), width (4), height (4), big-endian.
  if (data.length >= 24 && ascii(data, 12, 4) === 'IHDR') Object.assign(format, dimensions(data.readUInt32BE(16), data.readUInt32BE(20)));
  return format;
}

function gif(data: Buffer): ImageFormat | undefined {
  const signature = ascii(data, 0, 6);
  if (signature !== 'GIF87a' && signature !== 'GIF89a') return undefined;
  const format: ImageFormat = { mimeType: 'image/gif', extension: 'gif' };
  if (data.length >= 10) Object.assign(format, dimensions(data.readUInt16LE(6), data.readUInt16LE(8)));
  return format;
}

function jpeg(data: Buffer): ImageFormat | undefined {
  if (data.length < 3 || data[0] !== 0xff || data[1] !== 0xd8 || data[2] !== 0xff) return undefined;
  const format: ImageFormat = { mimeType: 'image/jpeg', extension: 'jpg' };
  // Walk the segments to the first start-of-frame (SOF0..SOF15 but DHT C4, JPG C8, DAC CC).
  let offset = 2;
  while (offset + 9 <= data.length) {
    if (data[offset] !== 0xff) break;
    const marker = data[offset + 1];
    if (marker === 0xff) {
      offset += 1; // fill byte
      continue;
    }
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      offset += 2; // markers without a length
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) break; // end of image, start of scan: no frame header before
    const length = data.readUInt16BE(offset + 2);
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      Object.assign(format, dimensions(data.readUInt16BE(offset + 7), data.readUInt16BE(offset + 5)));
      break;
    }
    if (length < 2) break;
    offset += 2 + length;
  }
  return format;
}

function webp(data: Buffer): ImageFormat | undefined {
  if (data.length < 16 || ascii(data, 0, 4) !== 'RIFF' || ascii(data, 8, 4) !== 'WEBP') return undefined;
  const chunk = ascii(data, 12, 4);
  if (chunk !== 'VP8 ' && chunk !== 'VP8L' && chunk !== 'VP8X') return undefined;
  const format: ImageFormat = { mimeType: 'image/webp', extension: 'webp' };
  if (chunk === 'VP8 ' && data.length >= 30 && data[23] === 0x9d && data[24] === 0x01 && data[25] === 0x2a) {
    Object.assign(format, dimensions(data.readUInt16LE(26) & 0x3fff, data.readUInt16LE(28) & 0x3fff));
  } else if (chunk === 'VP8L' && data.length >= 25 && data[20] === 0x2f) {
    const bits = data.readUInt32LE(21);
    Object.assign(format, dimensions((bits & 0x3fff) + 1, ((bits >> 14) & 0x3fff) + 1));
  } else if (chunk === 'VP8X' && data.length >= 30) {
    Object.assign(format, dimensions(data.readUIntLE(24, 3) + 1, data.readUIntLE(27, 3) + 1));
  }
  return format;
}

/** The picture format of the bytes, or undefined when they are not a PNG, JPEG, GIF or WebP. */
export function sniffImage(data: Buffer): ImageFormat | undefined {
  return png(data) ?? jpeg(data) ?? gif(data) ?? webp(data);
}
