/**
 * Sizes read from headers: real files' first bytes (a JPEG from @fastify/static's tests, the
 * WebP files Modernizr has browsers decode, a GIF; `file(1)` gives the same sizes) and headers
 * written here to the formats' specifications.
 */
import { describe, expect, it } from 'vitest';
import { PNG, pngHeader } from '../../test/multipart.js';
import { exceedsMegapixels, imageSize } from './image-size.js';

const hex = (text: string) => Buffer.from(text.replace(/\s/g, ''), 'hex');
const u16be = (value: number) => Buffer.from([value >> 8, value & 0xff]);
const u16le = (value: number) => Buffer.from([value & 0xff, value >> 8]);
const u24le = (value: number) => Buffer.from([value & 0xff, (value >> 8) & 0xff, value >> 16]);

/** A JPEG segment: marker and a length that counts itself. */
const segment = (marker: number, payload: Buffer) =>
  Buffer.concat([Buffer.from([0xff, marker]), u16be(payload.length + 2), payload]);
const sof = (marker: number, width: number, height: number) =>
  segment(marker, Buffer.concat([Buffer.from([8]), u16be(height), u16be(width), hex('03 011100 021101 031101')]));
const SOI = hex('ffd8');

const webp = (chunk: string, data: Buffer) => {
  const body = Buffer.concat([Buffer.from(chunk, 'latin1'), Buffer.from([data.length, 0, 0, 0]), data]);
  return Buffer.concat([Buffer.from('RIFF'), Buffer.from([body.length + 4, 0, 0, 0]), Buffer.from('WEBP'), body]);
};

describe('imageSize', () => {
  it('reads a PNG from its IHDR', () => {
    expect(imageSize(PNG)).toEqual({ width: 1, height: 1 });
    expect(imageSize(pngHeader(20_000, 20_000))).toEqual({ width: 20_000, height: 20_000 });
    expect(imageSize(pngHeader(3, 70_000))).toEqual({ width: 3, height: 70_000 });
  });

  it('reads a JPEG from its first frame header, skipping the segments before it', () => {
    // The first 155 bytes of a 500x500 progressive JPEG: a quantisation table, then SOF2.
    const progressive = hex(
      'ffd8ffdb0084000302020302020303030304030304050805050404050a070706080c0a0c0c0b0a0b0b0d0e12100d0e11' +
        '0e0b0b1016101113141515150c0f1718161418121415140103040405040509050509140d0b0d14141414141414141414' +
        '14141414141414141414141414141414141414141414141414141414141414141414141414141414ffc200110801f401' +
        'f403011100021101031101',
    );
    expect(imageSize(progressive)).toEqual({ width: 500, height: 500 });
    // An EXIF segment holding what looks like a small frame (its thumbnail) is skipped whole.
    const exif = segment(0xe1, Buffer.concat([Buffer.from('Exif\0\0'), sof(0xc0, 160, 120)]));
    const jfif = segment(0xe0, hex('4a46494600 0101 00 0001 0001 0000'));
    expect(imageSize(Buffer.concat([SOI, jfif, exif, sof(0xc0, 30_000, 20_000)]))).toEqual({ width: 30_000, height: 20_000 });
    // Fill bytes before a marker, and stray bytes between segments (libjpeg skips both).
    expect(imageSize(Buffer.concat([SOI, jfif, hex('ffff'), sof(0xc1, 640, 480)]))).toEqual({ width: 640, height: 480 });
    expect(imageSize(Buffer.concat([SOI, jfif, hex('0000'), sof(0xc9, 7, 5)]))).toEqual({ width: 7, height: 5 });
  });

  it('finds no size in a JPEG without a frame header before its data, or one leaving the height to later', () => {
    const huffman = segment(0xc4, Buffer.alloc(20));
    expect(imageSize(Buffer.concat([SOI, huffman, segment(0xda, Buffer.alloc(8)), sof(0xc0, 9, 9)]))).toBeUndefined();
    expect(imageSize(Buffer.concat([SOI, huffman, hex('ffd9')]))).toBeUndefined();
    expect(imageSize(Buffer.concat([SOI, sof(0xc0, 640, 0)]))).toBeUndefined();
    expect(imageSize(Buffer.concat([SOI, sof(0xc0, 640, 480)]).subarray(0, 8))).toBeUndefined();
  });

  it('reads a WebP from its VP8, VP8L or VP8X chunk', () => {
    const base64 = (text: string) => Buffer.from(text, 'base64');
    for (const file of [
      'UklGRiIAAABXRUJQVlA4IBYAAAAwAQCdASoBAAEADsD+JaQAA3AAAAAA',
      'UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==',
      'UklGRkoAAABXRUJQVlA4WAoAAAAQAAAAAAAAAAAAQUxQSAwAAAARBxAR/Q9ERP8DAABWUDggGAAAABQBAJ0BKgEAAQAAAP4AAA3AAP7mtQAAAA==',
    ]) {
      expect(imageSize(base64(file)), file).toEqual({ width: 1, height: 1 });
    }
    // Lossy: 14 bits each, the top two bits a scale the decoder applies after (not more pixels to decode).
    const lossy = webp('VP8 ', Buffer.concat([hex('300100 9d012a'), u16le(0xc000 | 12_000), u16le(9_000), Buffer.alloc(4)]));
    expect(imageSize(lossy)).toEqual({ width: 12_000, height: 9_000 });
    // Lossless: 14 bits of width less one, then 14 of height less one.
    const bits = (16_384 - 1) | ((300 - 1) << 14);
    const lossless = webp(
      'VP8L',
      Buffer.concat([
        hex('2f'),
        Buffer.from([bits & 0xff, (bits >> 8) & 0xff, (bits >> 16) & 0xff, bits >>> 24]),
        Buffer.alloc(5),
      ]),
    );
    expect(imageSize(lossless)).toEqual({ width: 16_384, height: 300 });
    // Extended: the canvas, 24 bits each less one.
    const extended = webp('VP8X', Buffer.concat([hex('10000000'), u24le(20_000 - 1), u24le(30_000 - 1)]));
    expect(imageSize(extended)).toEqual({ width: 20_000, height: 30_000 });
  });

  it('finds no size in a WebP without a key frame, nor in an unknown first chunk', () => {
    expect(imageSize(webp('VP8 ', Buffer.alloc(20)))).toBeUndefined();
    expect(imageSize(webp('VP8L', Buffer.alloc(20)))).toBeUndefined();
    expect(imageSize(webp('ICCP', Buffer.alloc(20)))).toBeUndefined();
  });

  it("reads a GIF's logical screen", () => {
    expect(imageSize(hex('474946383961af003100'))).toEqual({ width: 175, height: 49 });
    expect(imageSize(Buffer.concat([Buffer.from('GIF87a'), u16le(65_535), u16le(65_535)]))).toEqual({
      width: 65_535,
      height: 65_535,
    });
  });

  it('finds nothing in other files and in cut-off headers', () => {
    for (const bytes of [
      Buffer.alloc(0),
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      Buffer.from('%PDF-1.4\n'),
      pngHeader(10, 10).subarray(0, 20),
      pngHeader(0, 10),
      Buffer.concat([hex('89504e470d0a1a0a0000000d'), Buffer.from('CgBI'), Buffer.alloc(12)]),
    ]) {
      expect(imageSize(bytes)).toBeUndefined();
    }
  });
});

describe('exceedsMegapixels', () => {
  it('counts millions of pixels: 5000 x 5000 is 25, one row more is over', () => {
    expect(exceedsMegapixels({ width: 5000, height: 5000 }, 25)).toBe(false);
    expect(exceedsMegapixels({ width: 5000, height: 5001 }, 25)).toBe(true);
    expect(exceedsMegapixels({ width: 20_000, height: 20_000 }, 25)).toBe(true);
    expect(exceedsMegapixels({ width: 1000, height: 600 }, 0.5)).toBe(true);
  });
});
