// The orders service's floors are enforced by the repository's lint: a file on a lower floor that
// imports one above it fails `pnpm lint`. Run through ESLint's command line, as CI runs it.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

const root = join(__dirname, '..', '..', '..');
const eslint = join(root, 'node_modules', '.bin', 'eslint');

/** The import rules' messages for `code` linted as the file `path` (relative to services/orders/src). */
function lintAs(path: string, code: string): string[] {
  const args = ['--format', 'json', '--stdin', '--stdin-filename', `services/orders/src/${path}`];
  let out: string;
  try {
    out = execFileSync(eslint, args, { cwd: root, input: code, encoding: 'utf8' });
  } catch (err) {
    // ESLint exits 1 when it reports an error: its report is still on stdout.
    out = (err as { stdout: string }).stdout;
  }
  const [result] = JSON.parse(out) as Array<{ messages: Array<{ ruleId: string | null; message: string }> }>;
  return result.messages.filter((m) => m.ruleId?.endsWith('no-restricted-imports')).map((m) => m.message);
}

const use = (from: string) => `import { X } from '${from}';\nexport const y = X;\n`;

it('refuses payments importing fulfilment, plumbing importing payments, and a service importing a controller', () => {
  expect(lintAs('orders/probe.ts', use('../refunds/refunds.service'))[0]).toContain('Payments never import fulfilment');
  expect(lintAs('webhooks/probe.ts', use('../notices/shop-notices.service'))[0]).toContain(
    'Payments never import fulfilment',
  );
  expect(lintAs('config/probe.ts', use('../orders/order-recorder.service'))[0]).toContain(
    'Orders plumbing never imports',
  );
  expect(lintAs('refunds/probe.ts', use('../orders/tracking.controller'))[0]).toContain(
    'Fulfilment never imports HTTP',
  );
}, 60_000);

it('lets an upper floor import a lower one, HTTP import anything, and any floor name a type from above', () => {
  expect(lintAs('refunds/probe.ts', use('../orders/order.schema'))).toEqual([]);
  expect(lintAs('orders/probe.controller.ts', use('../fulfilment/order-progress.service'))).toEqual([]);
  expect(
    lintAs('orders/probe.ts', "import type { X } from '../refunds/refunds.service';\nexport type Y = X;\n"),
  ).toEqual([]);
}, 60_000);
