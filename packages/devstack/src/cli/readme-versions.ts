// The root README names each shared package's version in its parts table; Changesets moves the
// versions in package.json. This check keeps the two equal, so the README never drifts again.
import fs from 'node:fs';
import path from 'node:path';

/** Every `packages/<name>` a README table row names, with the semver in its last cell. */
export function versionsInReadme(readme: string): Array<{ dir: string; version: string }> {
  const rows: Array<{ dir: string; version: string }> = [];
  for (const line of readme.split('\n')) {
    if (!line.startsWith('|')) continue;
    const cells = line.split('|').map((cell) => cell.trim());
    const last = cells[cells.length - 2] ?? '';
    if (!/^\d+\.\d+\.\d+$/.test(last)) continue;
    for (const match of cells[1].matchAll(/`(packages\/[\w-]+)`/g)) rows.push({ dir: match[1], version: last });
  }
  return rows;
}

/** Problems, one line each: a README version that is not its package's. */
export function readmeVersionProblems(root: string): string[] {
  const readme = fs.readFileSync(path.join(root, 'README.md'), 'utf8');
  return versionsInReadme(readme).flatMap(({ dir, version }) => {
    const file = path.join(root, dir, 'package.json');
    if (!fs.existsSync(file)) return [`README names ${dir}, which does not exist`];
    const actual = (JSON.parse(fs.readFileSync(file, 'utf8')) as { version?: string }).version;
    return actual === version ? [] : [`README says ${dir} is ${version}, its package.json says ${actual}`];
  });
}
