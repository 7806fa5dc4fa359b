// The orders service's floors are enforced by the repository's lint: a file on a lower floor that
// imports one above it fails `pnpm lint`. Checked with the repository's own ESLint configuration, loaded
// once in a child process for every probe (the configuration is ESM, which Jest's module system cannot
// import; one command-line run per probe spent some 3 s each loading it).
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

const root = join(__dirname, '..', '..', '..');

/** Lints each probe (code as if it were the file `path`, relative to services/orders/src) in one ESLint. */
const LINT_PROBES = `
const { ESLint } = require('eslint');
(async () => {
  const probes = JSON.parse(require('node:fs').readFileSync(0, 'utf8'));
  const eslint = new ESLint({ cwd: process.cwd() });
  const found = [];
  for (const { path, code } of probes) {
    const [result] = await eslint.lintText(code, { filePath: 'services/orders/src/' + path });
    found.push(result.messages.filter((m) => (m.ruleId || '').endsWith('no-restricted-imports')).map((m) => m.message));
  }
  process.stdout.write(JSON.stringify(found));
})();
`;

/** The import rules' messages for each probe. */
function lintAll(probes: Array<[path: string, code: string]>): string[][] {
  const input = JSON.stringify(probes.map(([path, code]) => ({ path, code })));
  return JSON.parse(execFileSync(process.execPath, ['-e', LINT_PROBES], { cwd: root, input, encoding: 'utf8' }));
}

const use = (from: string) => `import { X } from '${from}';\nexport const y = X;\n`;

let found: string[][] = [];
beforeAll(() => {
  found = lintAll([
    ['orders/probe.ts', use('../refunds/refunds.service')],
    ['webhooks/probe.ts', use('../notices/shop-notices.service')],
    ['config/probe.ts', use('../orders/order-recorder.service')],
    ['refunds/probe.ts', use('../orders/tracking.controller')],
    ['refunds/probe.ts', use('../orders/order.schema')],
    ['orders/probe.controller.ts', use('../fulfilment/order-progress.service')],
    ['orders/probe.ts', "import type { X } from '../refunds/refunds.service';\nexport type Y = X;\n"],
    ['pricing/probe.ts', use('../drafts/draft-orders.service')],
    ['drafts/probe.ts', use('../drafts/draft-orders.controller')],
    ['drafts/probe.ts', use('../pricing/pricing.service')],
  ]);
}, 60_000);

it('refuses payments importing fulfilment, plumbing importing payments, and a service importing a controller', () => {
  const [payments, webhooks, plumbing, fulfilment] = found;
  expect(payments[0]).toContain('Payments never import fulfilment');
  expect(webhooks[0]).toContain('Payments never import fulfilment');
  expect(plumbing[0]).toContain('Orders plumbing never imports');
  expect(fulfilment[0]).toContain('Fulfilment never imports HTTP');
});

it('lets an upper floor import a lower one, HTTP import anything, and any floor name a type from above', () => {
  const [, , , , upper, http, typeOnly] = found;
  expect(upper).toEqual([]);
  expect(http).toEqual([]);
  expect(typeOnly).toEqual([]);
});

it('keeps draft orders on the fulfilment floor: priced from below, never imported by payments', () => {
  const [pricing, drafts, pricedFromBelow] = found.slice(7);
  expect(pricing[0]).toContain('Payments never import fulfilment');
  expect(drafts[0]).toContain('Fulfilment never imports HTTP');
  expect(pricedFromBelow).toEqual([]);
});
