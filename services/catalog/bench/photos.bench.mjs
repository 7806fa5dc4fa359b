// Photo variants benchmark (`pnpm bench photos`; BENCH_SMOKE=1: one run). Makes a 12-megapixel
// photograph (4000 x 3000 JPEG, quality 90, textured like a real photo rather than a flat colour that
// encoders finish at once) with sharp, then times the catalog's own makePhotoVariants on it: the
// AVIF and WebP variants at 320, 640, 960 and 1280 px and the placeholder. Baseline in the same run:
// decoding the photograph and resizing it to 1280 px (the step every variant starts from), so the
// encoders' share is visible. Runs the built service code (dist/), like the other benchmarks.
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);
const sharp = require('sharp');
const SMOKE = process.env.BENCH_SMOKE === '1';
const RUNS = Number(process.env.BENCH_RUNS ?? (SMOKE ? 1 : 5));

let makePhotoVariants;
try {
  ({ makePhotoVariants } = require(path.join(here, '../dist/photos/photo-variants.js')));
} catch {
  process.stderr.write('photos bench: build the catalog first (pnpm --filter @rmj/catalog build)\n');
  process.exit(1);
}

async function twelveMegapixelJpeg() {
  const width = 4000;
  const height = 3000;
  const texture = await sharp({
    create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 40 } },
  })
    .blur(0.7)
    .raw()
    .toBuffer();
  const light = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
      '<defs><radialGradient id="g" cx=".4" cy=".4" r=".7"><stop offset="0" stop-color="#fff6d8"/>' +
      '<stop offset=".5" stop-color="#c9a227"/><stop offset="1" stop-color="#2b2118"/></radialGradient></defs>' +
      `<rect width="${width}" height="${height}" fill="url(#g)"/>` +
      `<circle cx="${width / 2}" cy="${height / 2}" r="900" fill="none" stroke="#f5f0e6" stroke-width="140"/></svg>`,
  );
  return sharp(light)
    .composite([{ input: texture, raw: { width, height, channels: 3 }, blend: 'soft-light' }])
    .jpeg({ quality: 90 })
    .withExif({ IFD0: { Model: 'Bench camera', Copyright: 'RMJ' } })
    .toBuffer();
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const ms = (start) => Number(process.hrtime.bigint() - start) / 1e6;

const photo = await twelveMegapixelJpeg();
const meta = await sharp(photo).metadata();
process.stdout.write(
  `photo: ${meta.width} x ${meta.height} JPEG, ${(photo.length / 1024 / 1024).toFixed(1)} MB; ` +
    `${os.cpus().length} CPUs (${os.cpus()[0]?.model ?? 'unknown'}), sharp ${sharp.versions.sharp}, libvips ${sharp.versions.vips}, ` +
    `load average ${os.loadavg()[0].toFixed(2)}\n`,
);

const baseline = [];
const variants = [];
let made;
for (let run = 0; run < RUNS; run += 1) {
  let start = process.hrtime.bigint();
  await sharp(photo).rotate().resize({ width: 1280 }).raw().toBuffer();
  baseline.push(ms(start));
  start = process.hrtime.bigint();
  made = await makePhotoVariants(photo);
  variants.push(ms(start));
}

const bytes = made.variants.reduce((sum, v) => sum + v.data.length, 0);
process.stdout.write(
  `variants: ${made.variants.length} files (${made.widths.join(', ')} px, AVIF + WebP), ` +
    `${(bytes / 1024).toFixed(0)} KB together, placeholder ${made.placeholder.length} characters\n`,
);
for (const v of made.variants)
  process.stdout.write(`  ${v.width}.${v.format}  ${(v.data.length / 1024).toFixed(1)} KB\n`);
process.stdout.write(
  `${JSON.stringify({
    runs: RUNS,
    variantsMedianMs: Math.round(median(variants)),
    variantsMs: variants.map(Math.round),
    baselineDecodeResizeMedianMs: Math.round(median(baseline)),
    baselineMs: baseline.map(Math.round),
  })}\n`,
);
