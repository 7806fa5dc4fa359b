import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readmeVersionProblems, versionsInReadme } from './readme-versions';

describe('README versions of the shared packages', () => {
  it('reads every package a row names, with the row version', () => {
    const readme = [
      '| Part | What | Status |',
      '|---|---|---|',
      '| `packages/ui`, `packages/router` | pieces | 1.0.1 |',
      '| `shell/` | host | finished |',
    ].join('\n');
    expect(versionsInReadme(readme)).toEqual([
      { dir: 'packages/ui', version: '1.0.1' },
      { dir: 'packages/router', version: '1.0.1' },
    ]);
  });

  it('names a README version that is not the package version', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'readme-versions-'));
    fs.mkdirSync(path.join(root, 'packages/ui'), { recursive: true });
    fs.writeFileSync(path.join(root, 'packages/ui/package.json'), JSON.stringify({ version: '1.1.0' }));
    fs.writeFileSync(path.join(root, 'README.md'), '| `packages/ui` | pieces | 1.0.0 |\n');
    expect(readmeVersionProblems(root)).toEqual(['README says packages/ui is 1.0.0, its package.json says 1.1.0']);
  });

  it('holds for this repository', () => {
    expect(readmeVersionProblems(path.resolve(__dirname, '../../../..'))).toEqual([]);
  });
});
