import fs from 'node:fs';
import path from 'node:path';

/** Directory holding pnpm-workspace.yaml, found upward from `from` (this package by default). */
export function repoRoot(from = __dirname): string {
  let dir = from;
  while (!fs.existsSync(path.join(dir, 'pnpm-workspace.yaml'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`pnpm-workspace.yaml not found above ${from}`);
    dir = parent;
  }
  return dir;
}

/** The last `lines` lines of a log file ('' when it cannot be read), to explain a failure. */
export function tail(file: string, lines = 25): string {
  try {
    return fs.readFileSync(file, 'utf8').trim().split('\n').slice(-lines).join('\n');
  } catch {
    return '';
  }
}
