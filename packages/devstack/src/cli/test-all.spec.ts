import { partLanes, stagesFrom } from './test-all';

const part = (name: string, usesDatabase: boolean) => ({ name, usesDatabase });

it('runs the database parts one after another in their own lane, the others beside them', () => {
  const parts = [
    part('@rmj/catalog', true),
    part('@rmj/gateway', false),
    part('@rmj/orders', true),
    part('shell', false),
  ];
  const [database, others, more] = partLanes(parts, 3);
  expect(database.map((p) => p.name)).toEqual(['@rmj/catalog', '@rmj/orders']);
  expect(others.map((p) => p.name)).toEqual(['@rmj/gateway', 'shell']);
  // The other lanes share one queue, so a part taken by one is not run again by another.
  expect(more).toBe(others);
  expect(partLanes(parts, 1)).toEqual([parts]);
});

it('reads the stages from --only and --skip', () => {
  expect(stagesFrom(['--skip', 'e2e,bench'])).toEqual(['unit', 'checks']);
  expect(stagesFrom(['--only', 'e2e'])).toEqual(['e2e']);
  expect(() => stagesFrom(['--only', 'lint'])).toThrow('unknown stage "lint"');
});
