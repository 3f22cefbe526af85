// Draws the app icons in public/ from the brand logo with Chromium: PNGs for the web manifest and
// Apple devices, and a favicon.ico holding 16, 32 and 48 px PNGs. Run again when the logo changes:
//   node scripts/make-icons.ts
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { chromium } from "playwright-core";

const root = join(import.meta.dirname, "..");
const svg = readFileSync(join(root, "public/icons/icon.svg"), "utf8");

/** An ICO file whose images are PNGs (supported by every browser that reads favicons). */
function icoFromPngs(images: Array<{ size: number; png: Buffer }>): Buffer {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = 6 + 16 * images.length;
  const entries = images.map(({ size, png }) => {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size >= 256 ? 0 : size, 0);
    entry.writeUInt8(size >= 256 ? 0 : size, 1);
    entry.writeUInt16LE(1, 4);
    entry.writeUInt16LE(32, 6);
    entry.writeUInt32LE(png.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += png.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...images.map(({ png }) => png)]);
}

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: ["--no-sandbox"] });
try {
  const page = await browser.newPage();
  async function draw(size: number, { padding = 0 } = {}): Promise<Buffer> {
    await page.setViewportSize({ width: size, height: size });
    const inner = size - 2 * padding;
    await page.setContent(`<body style="margin:0;background:${padding ? "#ffffff" : "transparent"}"><div style="padding:${padding}px">${svg.replace("<svg ", `<svg width="${inner}" height="${inner}" `)}</div></body>`);
    return page.screenshot({ omitBackground: padding === 0, clip: { x: 0, y: 0, width: size, height: size } });
  }
  for (const size of [192, 512]) writeFileSync(join(root, `public/icons/icon-${size}.png`), await draw(size));
  // Maskable: the logo inside the safe zone (the central 80%) on a plain background.
  writeFileSync(join(root, "public/icons/icon-maskable-512.png"), await draw(512, { padding: 52 }));
  writeFileSync(join(root, "public/icons/apple-touch-icon.png"), await draw(180, { padding: 14 }));
  const small = [];
  for (const size of [16, 32, 48]) small.push({ size, png: await draw(size) });
  writeFileSync(join(root, "public/favicon.ico"), icoFromPngs(small));
} finally {
  await browser.close();
}
