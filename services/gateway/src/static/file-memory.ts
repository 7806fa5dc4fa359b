/**
 * Static files kept in memory: each file is read once and stat'ed again at most once per
 * RECHECK_MS, so a file replaced under STATIC_ROOT (a remote's redeploy or swap) is served within
 * that time, and a request costs no stat/open/read/close syscalls in between. The answer's headers
 * are exactly send's (serve-static and res.sendFile): ETag from the file's stat (etag), Last-Modified,
 * Accept-Ranges, Content-Type (mime-types), Content-Length, and 304 when fresh (fresh).
 */
import { closeSync, fstatSync, openSync, readFileSync, statSync } from 'node:fs';
import { extname } from 'node:path';
import type { Request, Response } from 'express';
import etag from 'etag';
import fresh from 'fresh';
import mime from 'mime-types';

/** How long a file is served from memory before it is stat'ed again. */
export const RECHECK_MS = 1000;
/** Larger files are not kept (served from disk as before). */
const MAX_FILE_BYTES = 8 * 1024 * 1024;
/** At most this many remembered misses (arbitrary URLs must not grow memory). */
const MAX_MISSES = 10_000;

export interface MemoryFile {
  body: Buffer;
  etag: string;
  lastModified: string;
  mtimeMs: number;
  size: number;
  ino: number;
  checkedAt: number;
}

export class FileMemory {
  private readonly files = new Map<string, MemoryFile>();
  /** Paths not kept, when last checked, and whether nothing servable is there (missing, or a folder). */
  private readonly misses = new Map<string, { at: number; absent: boolean }>();

  constructor(
    private readonly recheckMs = RECHECK_MS,
    private readonly now: () => number = Date.now,
  ) {}

  /** The file at `path` from memory, re-read when it changed; null when it is not a (small enough) regular file. */
  get(path: string): MemoryFile | null {
    const now = this.now();
    const known = this.files.get(path);
    if (known && now - known.checkedAt < this.recheckMs) return known;
    const missed = this.misses.get(path);
    if (missed !== undefined && now - missed.at < this.recheckMs) return null;
    let stat: ReturnType<typeof statSync>;
    try {
      stat = statSync(path, { throwIfNoEntry: false });
    } catch {
      return this.miss(path, now, false);
    }
    if (!stat || stat.isDirectory()) return this.miss(path, now, true);
    if (!stat.isFile() || stat.size > MAX_FILE_BYTES) return this.miss(path, now, false);
    if (known && known.mtimeMs === stat.mtimeMs && known.size === stat.size && known.ino === stat.ino) {
      known.checkedAt = now;
      return known;
    }
    const file = readWithStat(path, now);
    if (!file) return this.miss(path, now, false);
    this.misses.delete(path);
    this.files.set(path, file);
    return file;
  }

  /** True when `path` was found missing (or a folder) at its last check, after get() gave null. */
  isAbsent(path: string): boolean {
    return this.misses.get(path)?.absent === true;
  }

  private miss(path: string, now: number, absent: boolean): null {
    this.files.delete(path);
    if (this.misses.size >= MAX_MISSES) this.misses.clear();
    this.misses.set(path, { at: now, absent });
    return null;
  }
}

/** The file's bytes and the stat of the same open file (so the ETag always describes these bytes). */
function readWithStat(path: string, now: number): MemoryFile | null {
  let fd: number | undefined;
  try {
    fd = openSync(path, 'r');
    const stat = fstatSync(fd);
    if (!stat.isFile() || stat.size > MAX_FILE_BYTES) return null;
    const body = readFileSync(fd);
    if (body.length !== stat.size) return null;
    return {
      body,
      etag: etag(stat),
      lastModified: stat.mtime.toUTCString(),
      mtimeMs: stat.mtimeMs,
      size: stat.size,
      ino: stat.ino,
      checkedAt: now,
    };
  } catch {
    return null;
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

/** Requests send answers differently from a plain 200/304 (ranges, preconditions): left to it. */
export function needsSend(req: Request): boolean {
  return (
    (req.method !== 'GET' && req.method !== 'HEAD') ||
    req.headers.range !== undefined ||
    req.headers['if-match'] !== undefined ||
    req.headers['if-unmodified-since'] !== undefined
  );
}

/**
 * Answers with a file from memory as send does once it found it: Accept-Ranges, Last-Modified and
 * ETag unless already set, Content-Type from `servedPath`'s extension unless already set, then a 304
 * (content headers removed) when the request's validators still hold, else the bytes (none for HEAD).
 */
export function sendFromMemory(req: Request, res: Response, file: MemoryFile, servedPath: string): void {
  if (!res.getHeader('Accept-Ranges')) res.setHeader('Accept-Ranges', 'bytes');
  if (!res.getHeader('Last-Modified')) res.setHeader('Last-Modified', file.lastModified);
  if (!res.getHeader('ETag')) res.setHeader('ETag', file.etag);
  if (!res.getHeader('Content-Type')) {
    res.setHeader('Content-Type', mime.contentType(extname(servedPath)) || 'application/octet-stream');
  }
  const conditional = req.headers['if-none-match'] !== undefined || req.headers['if-modified-since'] !== undefined;
  const cachable = (res.statusCode >= 200 && res.statusCode < 300) || res.statusCode === 304;
  if (
    conditional &&
    cachable &&
    fresh(req.headers, {
      etag: res.getHeader('ETag') as string,
      'last-modified': res.getHeader('Last-Modified') as string,
    })
  ) {
    for (const name of ['Content-Encoding', 'Content-Language', 'Content-Length', 'Content-Range', 'Content-Type']) {
      res.removeHeader(name);
    }
    res.statusCode = 304;
    res.end();
    return;
  }
  res.setHeader('Content-Length', file.body.length);
  if (req.method === 'HEAD') res.end();
  else res.end(file.body);
}
