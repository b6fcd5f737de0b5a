/**
 * An image's width and height read from its header, without decoding it (issue 43 item 5): PNG
 * (IHDR), JPEG (the first SOF segment), WebP (VP8, VP8L or VP8X) and GIF (the logical screen).
 * A few dozen bytes say how much memory every visitor's browser will need to show the picture,
 * whatever the file's size: a 1 MB PNG may unpack to gigabytes.
 */

export type ImageSize = { width: number; height: number };

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Zero is no image: a JPEG leaving its height to a later DNL marker, which browsers do not support. */
const sizeOf = (width: number, height: number) => (width > 0 && height > 0 ? { width, height } : undefined);

function pngSize(bytes: Buffer): ImageSize | undefined {
  if (bytes.length < 24 || !bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return undefined;
  // The first chunk must be IHDR: width and height, 4 bytes each, big-endian.
  if (bytes.toString('latin1', 12, 16) !== 'IHDR') return undefined;
  return sizeOf(bytes.readUInt32BE(16), bytes.readUInt32BE(20));
}

/** SOF0-SOF15 carry the frame's size; C4 (DHT), C8 (reserved) and CC (DAC) are other segments. */
const isStartOfFrame = (marker: number) => marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker);
/** Markers with no length after them: TEM, RST0-RST7 (and 0x00, a stuffed byte). */
const isStandalone = (marker: number) => marker === 0x00 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7);

function jpegSize(bytes: Buffer): ImageSize | undefined {
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== 0xd8) return undefined;
  let at = 2;
  while (at < bytes.length) {
    // Like libjpeg, bytes that are not a marker are skipped up to the next 0xFF, and fill bytes (0xFF) too.
    while (at < bytes.length && bytes[at] !== 0xff) at++;
    while (at < bytes.length && bytes[at] === 0xff) at++;
    if (at >= bytes.length) return undefined;
    const marker = bytes[at++];
    if (isStandalone(marker)) continue;
    // The end of the image, or its data, before any frame: no size.
    if (marker === 0xd9 || marker === 0xda) return undefined;
    if (at + 2 > bytes.length) return undefined;
    if (isStartOfFrame(marker)) {
      // Length (2), precision (1), height (2), width (2).
      if (at + 7 > bytes.length) return undefined;
      return sizeOf(bytes.readUInt16BE(at + 5), bytes.readUInt16BE(at + 3));
    }
    at += bytes.readUInt16BE(at);
  }
  return undefined;
}

function webpSize(bytes: Buffer): ImageSize | undefined {
  if (bytes.length < 30 || bytes.toString('latin1', 0, 4) !== 'RIFF' || bytes.toString('latin1', 8, 12) !== 'WEBP') {
    return undefined;
  }
  switch (bytes.toString('latin1', 12, 16)) {
    case 'VP8X':
      // The canvas: 24-bit width and height, each less one, after 4 bytes of flags.
      return sizeOf(bytes.readUIntLE(24, 3) + 1, bytes.readUIntLE(27, 3) + 1);
    case 'VP8L': {
      // A signature byte, then 14 bits of width and 14 of height, each less one.
      if (bytes[20] !== 0x2f) return undefined;
      const bits = bytes.readUInt32LE(21);
      return sizeOf((bits & 0x3fff) + 1, ((bits >>> 14) & 0x3fff) + 1);
    }
    case 'VP8 ':
      // A key frame's 3-byte tag, its start code, then 14 bits each (the top 2 are a scale).
      if (bytes[23] !== 0x9d || bytes[24] !== 0x01 || bytes[25] !== 0x2a) return undefined;
      return sizeOf(bytes.readUInt16LE(26) & 0x3fff, bytes.readUInt16LE(28) & 0x3fff);
    default:
      return undefined;
  }
}

function gifSize(bytes: Buffer): ImageSize | undefined {
  if (bytes.length < 10 || !/^GIF8[79]a$/.test(bytes.toString('latin1', 0, 6))) return undefined;
  return sizeOf(bytes.readUInt16LE(6), bytes.readUInt16LE(8));
}

/** The size a PNG, JPEG, WebP or GIF header gives; undefined for anything else or a header that says none. */
export function imageSize(bytes: Buffer): ImageSize | undefined {
  return pngSize(bytes) ?? jpegSize(bytes) ?? webpSize(bytes) ?? gifSize(bytes);
}

/** Whether an image of this size has more than `maxMegapixels` million pixels. */
export const exceedsMegapixels = ({ width, height }: ImageSize, maxMegapixels: number) =>
  width * height > maxMegapixels * 1_000_000;
