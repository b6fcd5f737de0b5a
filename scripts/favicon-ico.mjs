// Writes web/static/favicon.ico from web/static/favicon.svg: 16, 32 and 48 pixel PNGs drawn by
// Debian's Chromium, in one ICO file (PNG entries, which every browser since 2007 reads).
// Run by hand after changing the SVG: `node scripts/favicon-ico.mjs`.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';

const root = path.resolve(import.meta.dirname, '..');
const svg = readFileSync(path.join(root, 'web/static/favicon.svg'), 'utf8');
const sizes = [16, 32, 48];

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const images = [];
try {
  const page = await browser.newPage();
  for (const size of sizes) {
    await page.setViewportSize({ width: size, height: size });
    await page.setContent(`<body style="margin:0">${svg.replace('<svg ', `<svg width="${size}" height="${size}" `)}</body>`);
    images.push(await page.locator('svg').screenshot({ omitBackground: true }));
  }
} finally {
  await browser.close();
}

// ICONDIR (6 bytes), one ICONDIRENTRY (16 bytes) per image, then the PNGs.
const header = Buffer.alloc(6 + 16 * images.length);
header.writeUInt16LE(0, 0);
header.writeUInt16LE(1, 2); // 1: icon
header.writeUInt16LE(images.length, 4);
let offset = header.length;
images.forEach((png, i) => {
  const entry = 6 + 16 * i;
  header.writeUInt8(sizes[i], entry); // width (0 would mean 256)
  header.writeUInt8(sizes[i], entry + 1); // height
  header.writeUInt16LE(1, entry + 4); // colour planes
  header.writeUInt16LE(32, entry + 6); // bits per pixel
  header.writeUInt32LE(png.length, entry + 8);
  header.writeUInt32LE(offset, entry + 12);
  offset += png.length;
});
writeFileSync(path.join(root, 'web/static/favicon.ico'), Buffer.concat([header, ...images]));
console.log(`web/static/favicon.ico: ${offset} bytes, ${sizes.join(', ')} px`);
