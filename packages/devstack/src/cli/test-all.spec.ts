import { longestFirst, stagesFrom } from './test-all';

const part = (name: string, usesDatabase: boolean, testFiles: number) => ({ name, usesDatabase, testFiles });

it('starts the database parts first, and within each kind the parts with more test files', () => {
  const parts = [
    part('@rmj/catalog', true, 44),
    part('@rmj/gateway', false, 25),
    part('@rmj/orders', true, 53),
    part('shell', false, 17),
    part('@rmj/db-backup', true, 3),
    part('mfe-admin', false, 36),
  ];
  expect(longestFirst(parts).map((p) => p.name)).toEqual([
    '@rmj/orders',
    '@rmj/catalog',
    '@rmj/db-backup',
    'mfe-admin',
    '@rmj/gateway',
    'shell',
  ]);
  // The list it was given is left as it was.
  expect(parts[0].name).toBe('@rmj/catalog');
});

it('reads the stages from --only and --skip', () => {
  expect(stagesFrom(['--skip', 'e2e,bench'])).toEqual(['unit', 'checks']);
  expect(stagesFrom(['--only', 'e2e'])).toEqual(['e2e']);
  expect(() => stagesFrom(['--only', 'lint'])).toThrow('unknown stage "lint"');
});
