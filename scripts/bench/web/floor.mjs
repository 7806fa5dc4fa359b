// @ts-check
// Builds the floor page (floor/floor.tsx: React 19, production mode, minified) with esbuild into a
// build folder the gateway already serves: <STATIC_ROOT>/mfe-<name>/dist is served at /mfe/<name>/
// (services/gateway/src/static/static-files.ts), so the floor comes from the same server, with the same
// headers, compression and cache rules as the shop's own files, without any gateway code for it.
// esbuild comes with esbuild-loader and React with the shell: both are resolved from the shell.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { createRequire } from 'node:module';

/** The floor's name under /mfe/ (the gateway's MFE_NAME_PATTERN): not a remote's name. */
export const FLOOR_NAME = 'bench_floor';
/** Where the gateway serves the floor page. */
export const FLOOR_PATH = `/mfe/${FLOOR_NAME}/index.html`;

const source = path.join(path.dirname(new URL(import.meta.url).pathname), 'floor', 'floor.tsx');

/** The build folder of the floor under the repo root (ignored by git as every dist/ is). */
export const floorDir = (/** @type {string} */ root) => path.join(root, `mfe-${FLOOR_NAME}`);

/**
 * Builds the floor page into <root>/mfe-bench_floor/dist: index.html, floor.<hash>.js and its
 * brotli and gzip copies (the shop's files are precompressed at build time too). Returns the folder
 * to remove after the run.
 * @param {string} root the repo root (the gateway's STATIC_ROOT)
 */
export async function buildFloor(root) {
  const fromShell = createRequire(path.join(root, 'shell', 'package.json'));
  // esbuild's types resolve from the shell's dependencies, not from here: only build() is used.
  /** @type {{ build(options: object): Promise<{ outputFiles: { contents: Uint8Array }[] }> }} */
  const esbuild = createRequire(fromShell.resolve('esbuild-loader'))('esbuild');
  const built = await esbuild.build({
    entryPoints: [source],
    bundle: true,
    write: false,
    minify: true,
    format: 'iife',
    target: 'es2020',
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    nodePaths: [path.join(root, 'shell', 'node_modules')],
    logLevel: 'error',
  });
  const js = Buffer.from(built.outputFiles[0].contents);
  const script = `floor.${crypto.createHash('sha256').update(js).digest('hex').slice(0, 10)}.js`;
  const html = Buffer.from(
    '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
      '<meta name="viewport" content="width=device-width,initial-scale=1"><link rel="icon" href="data:,">' +
      '<title>Floor page — RMJ Jewellers benchmark</title>' +
      '<meta name="description" content="A bare React 19 page: the floor the shop’s Lighthouse figures are read against.">' +
      `<script defer src="${script}"></script></head><body><div id="root"></div></body></html>`,
  );
  const dist = path.join(floorDir(root), 'dist');
  fs.rmSync(dist, { recursive: true, force: true });
  fs.mkdirSync(dist, { recursive: true });
  for (const [name, body] of /** @type {[string, Buffer][]} */ ([
    ['index.html', html],
    [script, js],
  ])) {
    fs.writeFileSync(path.join(dist, name), body);
    fs.writeFileSync(path.join(dist, `${name}.gz`), zlib.gzipSync(body, { level: 9 }));
    fs.writeFileSync(
      path.join(dist, `${name}.br`),
      zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
    );
  }
  return { dir: floorDir(root), scriptBytes: js.length };
}
