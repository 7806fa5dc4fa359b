/**
 * Static serving for the embedded stack (STATIC_ROOT set): the shell at / with an SPA
 * fallback, each remote's build at /mfe/<name>/ with CORS. In Kubernetes static
 * Deployments serve these instead and STATIC_ROOT stays unset.
 */
import { existsSync, statSync } from 'node:fs';
import { basename, extname, join } from 'node:path';
import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import expressStaticGzip from 'express-static-gzip';
import { findEncoding, type Compression } from 'express-static-gzip/util/encoding-selection';
import mime from 'mime-types';
import { REMOTE_BUNDLE_HEADERS } from '../edge/security-headers';
import { sendJson } from '../proxy/json-reply';
import { FileMemory, needsSend, sendFromMemory } from './file-memory';
import { MFE_NAME_PATTERN } from './mfe-names';

// Never the shell's page: /internal is identity's (never routed here), so it is a plain 404 as in the nginx images.
const RESERVED = /^\/(api|mfe|config|health|internal)(\/|$)/;
const ENTRY_FILES = /^(index\.html|mf-manifest\.json|mf-stats\.json|remoteEntry.*\.js)$/;
// webpack's [contenthash:10] (and longer hashes) as a name segment: main.3f9a1c0b2d.js
const HASHED = /[.-][0-9a-f]{8,}\.[a-z0-9]+(\.map)?$/i;
// Precompressed copies made at build time (compression-webpack-plugin): main.3f9a1c0b2d.js.br
const PRECOMPRESSED = /\.(br|gz)$/;

/** Entry points must be revalidated; content-hashed files never change (their .br/.gz copies alike). */
export function cacheControlFor(filePath: string): string {
  const name = basename(filePath).replace(PRECOMPRESSED, '');
  if (ENTRY_FILES.test(name)) return 'no-cache';
  if (HASHED.test(name)) return 'public, max-age=31536000, immutable';
  return 'no-cache';
}

/**
 * Static files with their brotli or gzip copy when the browser accepts it (Content-Encoding and
 * Vary: Accept-Encoding set), and the cache policy of cacheControlFor. express-static-gzip and
 * serve-static define the answers; the usual ones (GET/HEAD of a file, 200 or 304) are given from
 * memory with the same headers (file-memory.ts), everything else (ranges, preconditions, odd paths,
 * missing files) goes to them.
 */
const ORDER_PREFERENCE = ['br', 'gzip'];
const COMPRESSIONS: Compression[] = [
  { encodingName: 'br', fileExtension: '.br' },
  { encodingName: 'gzip', fileExtension: '.gz' },
];
// Served from memory only: no dot segment or dotfile, no trailing slash, no NUL or backslash.
const PLAIN_PATH = /^(\/(?!\.)[^/\\\0]+)+$/;

const serve = (dir: string, memory: FileMemory): RequestHandler => {
  const onDisk = expressStaticGzip(dir, {
    enableBrotli: true,
    orderPreference: ORDER_PREFERENCE,
    index: false,
    serveStatic: {
      index: false,
      redirect: false,
      fallthrough: true,
      setHeaders: (res, path) => res.setHeader('Cache-Control', cacheControlFor(path)),
    },
  }) as RequestHandler;
  return (req: Request, res: Response, next: NextFunction) => {
    if (needsSend(req)) return onDisk(req, res, next);
    let path: string;
    try {
      path = decodeURIComponent(req.path);
    } catch {
      return onDisk(req, res, next);
    }
    if (!PLAIN_PATH.test(path)) return onDisk(req, res, next);
    const filePath = join(dir, path);
    const plain = memory.get(filePath);
    if (!plain) {
      // Nothing there and no compressed copy: serve-static's answer would be to fall through (404 or the page).
      const absent = (path: string) => memory.get(path) === null && memory.isAbsent(path);
      if (absent(filePath) && COMPRESSIONS.every((c) => absent(filePath + c.fileExtension))) return next();
      return onDisk(req, res, next);
    }
    const available = COMPRESSIONS.filter((c) => memory.get(filePath + c.fileExtension) !== null);
    let served = plain;
    let servedPath = filePath;
    if (available.length > 0) {
      res.setHeader('Vary', 'Accept-Encoding');
      const chosen = findEncoding(req.headers['accept-encoding'], available, ORDER_PREFERENCE);
      const copy = chosen && memory.get(filePath + chosen.fileExtension);
      if (chosen && copy) {
        served = copy;
        servedPath = filePath + chosen.fileExtension;
        const type = mime.lookup(path);
        const charset = type && mime.charsets.lookup(type);
        res.setHeader('Content-Encoding', chosen.encodingName);
        res.setHeader('Content-Type', `${String(type)}${charset ? `; charset=${charset}` : ''}`);
      }
    }
    res.setHeader('Cache-Control', cacheControlFor(servedPath));
    sendFromMemory(req, res, served, servedPath);
  };
};

/** Mount at /mfe. A missing file is a JSON 404, never the shell's index.html. */
export function remoteBundles(root: string, corsOrigin: string): RequestHandler {
  const router = express.Router();
  router.use((req: Request, res: Response, next: NextFunction) => {
    res.setHeader('Access-Control-Allow-Origin', corsOrigin);
    if (corsOrigin !== '*') res.setHeader('Vary', 'Origin');
    for (const [name, value] of Object.entries(REMOTE_BUNDLE_HEADERS)) res.setHeader(name, value);
    if (req.method === 'OPTIONS') {
      res.setHeader('Access-Control-Allow-Methods', 'GET, HEAD, OPTIONS');
      res.setHeader('Access-Control-Allow-Headers', req.headers['access-control-request-headers'] ?? '*');
      res.setHeader('Access-Control-Max-Age', '600');
      res.status(204).end();
      return;
    }
    next();
  });
  // One static handler per build folder, made when the folder first exists (a build may appear later).
  const handlers = new Map<string, RequestHandler>();
  const memory = new FileMemory();
  router.use('/:name', (req: Request, res: Response, next: NextFunction) => {
    const name = req.params.name;
    if (typeof name !== 'string' || !MFE_NAME_PATTERN.test(name)) return next();
    let handler = handlers.get(name);
    if (!handler) {
      const dist = join(root, `mfe-${name}`, 'dist');
      if (!isFolder(dist)) return next();
      handler = serve(dist, memory);
      handlers.set(name, handler);
    }
    handler(req, res, next);
  });
  router.use((req: Request, res: Response) => {
    sendJson(res, 404, { statusCode: 404, error: 'Not Found', message: `No file at ${req.originalUrl.split('?')[0]}` });
  });
  return router;
}

function isFolder(dir: string): boolean {
  try {
    return statSync(dir).isDirectory();
  } catch {
    return false;
  }
}

function wantsPage(req: Request): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  if (RESERVED.test(req.path) || !req.accepts('html')) return false;
  // A missing asset (/main.1234abcd.js) fetched with Accept: */* gets a 404, not the page.
  return extname(req.path) === '' || (req.headers.accept ?? '').includes('text/html');
}

/** Mount at the root, after /mfe and /api: the shell's files, then index.html for client-side routes. */
export function shellApp(root: string): RequestHandler {
  const dir = join(root, 'shell', 'dist');
  const memory = new FileMemory();
  const files = serve(dir, memory);
  const indexHtml = join(dir, 'index.html');
  return (req: Request, res: Response, next: NextFunction) => {
    if (RESERVED.test(req.path)) return next();
    files(req, res, () => {
      if (!wantsPage(req)) return next();
      const page = memory.get(indexHtml);
      if (!page && !existsSync(indexHtml)) return next();
      res.setHeader('Cache-Control', 'no-cache');
      // As res.sendFile answers it, from memory unless send must (ranges, preconditions).
      if (page && !needsSend(req)) return sendFromMemory(req, res, page, indexHtml);
      res.sendFile(indexHtml, (err) => err && next(err));
    });
  };
}
