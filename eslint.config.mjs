// One lint config for the monorepo. Parts may import each other only by
// package name; deep imports into another part's files fail the lint.
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import regexpPlugin from 'eslint-plugin-regexp';
import boundaries from 'eslint-plugin-boundaries';
import jsxA11y from 'eslint-plugin-jsx-a11y';

/** What no part may import: another part's source, a package's files, react-router directly. */
const PART_PATTERNS = [
  { group: ['@rmj/*/src/*', '@rmj/*/dist/*'], message: 'Import shared packages by name only.' },
  {
    group: ['**/mfe-*/src/**', '**/services/*/src/**', '**/shell/src/**'],
    message: "A part never imports another part's source.",
  },
];
const PART_PATHS = [
  { name: 'react-router', message: 'Import routing from @rmj/router (the shared singleton).' },
  { name: 'react-router-dom', message: 'Import routing from @rmj/router (the shared singleton).' },
  { name: 'react-intl', message: 'Import words and formats from @rmj/i18n (the shared singleton).' },
];

const ORDERS = 'services/orders/src';
const ORDERS_HTTP = ['**/*.controller', '**/*.module', '**/*.guard', '**/*.filter', '**/*.interceptor', '**/openapi/*'];
const ORDERS_FULFILMENT = [
  'fulfilment',
  'proofs',
  'invoices',
  'credit-notes',
  'refunds',
  'notices',
  'grievances',
  'erasure',
  'mail',
  'drafts',
  'returns',
];
const ORDERS_PAYMENTS = ['orders', 'payments', 'webhooks', 'pricing', 'reconcile'];
/** HTTP files of the orders service: they sit on top and may import any floor. */
const ORDERS_HTTP_FILES = [
  `${ORDERS}/**/*.{controller,module,guard,filter,interceptor}.ts`,
  `${ORDERS}/{main,migrate}.ts`,
  `${ORDERS}/openapi/**`,
  `${ORDERS}/testing/**`,
  '**/*.spec.ts',
  '**/*.e2e-spec.ts',
];
/**
 * One floor of the orders service may import neither the floors listed in `above` nor HTTP files.
 * @param {string[]} folders
 * @param {string[]} above
 * @param {string} message
 * @returns {import('typescript-eslint').ConfigWithExtends}
 */
function ordersFloor(folders, above, message) {
  return {
    files: folders.map((folder) => `${ORDERS}/${folder}/**/*.ts`),
    ignores: ORDERS_HTTP_FILES,
    rules: {
      // The TypeScript rule, beside the one above: a type-only import is erased at build time (no
      // runtime dependency, no cycle), so a floor may name a type declared above it.
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [...above.flatMap((f) => [`../${f}/*`, `../../${f}/*`]), ...ORDERS_HTTP],
              message,
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  };
}

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/.cache/**',
      '**/.data/**',
      '**/coverage/**',
      '**/playwright-report/**',
      '**/test-results/**',
    ],
  },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.ts', '**/*.tsx'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-imports': ['error', { patterns: PART_PATTERNS, paths: PART_PATHS }],
    },
  },
  {
    // A pattern that backtracks super-linearly lets one request stall a service's event loop
    // (an e-mail of dots once blocked checkout for a second). Every pattern, every part.
    files: ['**/*.ts', '**/*.tsx', '**/*.js', '**/*.cjs', '**/*.mjs'],
    plugins: { regexp: regexpPlugin },
    rules: {
      'regexp/no-super-linear-backtracking': ['error', { report: 'potential' }],
      'regexp/no-super-linear-move': ['error', { report: 'potential', ignoreSticky: false, ignorePartial: false }],
    },
  },
  {
    // Every remote's floor plan (STYLE.md rule 16, bulletproof-react): one folder per feature under
    // src/features/, and a feature never imports another one; what two features share moves to the
    // remote's src/{components,lib}. Imports are resolved, so '../../cart/x' is caught like any path.
    files: ['mfe-*/src/**/*.{ts,tsx}', 'shell/src/**/*.{ts,tsx}'],
    // The plugin's published types do not match ESLint's Plugin type; it works as a flat-config plugin.
    plugins: { boundaries: /** @type {any} */ (boundaries) },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
      'boundaries/elements': [
        { type: 'feature', pattern: '*/src/features/*', capture: ['part', 'feature'] },
        { type: 'shared', pattern: '*/src/{components,lib}' },
      ],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'allow',
          policies: [
            {
              from: { element: { type: 'feature' } },
              disallow: {
                to: {
                  element: {
                    type: 'feature',
                    captured: {
                      part: '{{ from.element.captured.part }}',
                      feature: '!{{ from.element.captured.feature }}',
                    },
                  },
                },
              },
              message: 'A feature never imports another feature: move what both need to src/components or src/lib.',
            },
            {
              from: { element: { type: 'shared' } },
              disallow: { to: { element: { type: 'feature' } } },
              message:
                'Shared code (src/components, src/lib) never imports a feature: dependencies flow shared -> features -> exposes.',
            },
          ],
        },
      ],
    },
  },
  // The orders service's floors (services/orders/README.md "Layers"): payments at the bottom, fulfilment
  // above it, HTTP (controllers, modules, guards) on top, and the plumbing every floor uses (config, db,
  // clients, metrics, the outbox) underneath. A floor never imports one above it: an upper floor reacts to
  // a lower one through the outbox or a hook the lower floor declares. Tests may reach any floor.
  ordersFloor(
    ['auth', 'catalog', 'config', 'db', 'metrics', 'settings', 'outbox', 'migrations'],
    [...ORDERS_PAYMENTS, ...ORDERS_FULFILMENT],
    'Orders plumbing never imports payments, fulfilment or HTTP.',
  ),
  ordersFloor(
    ORDERS_PAYMENTS,
    ORDERS_FULFILMENT,
    'Payments never import fulfilment or HTTP: emit an outbox event, or declare a hook fulfilment registers with.',
  ),
  ordersFloor(ORDERS_FULFILMENT, [], 'Fulfilment never imports HTTP: controllers and modules sit on top.'),
  {
    // Accessibility of the markup: jsx-a11y's recommended rules in every React part.
    files: [
      'shell/**/*.{ts,tsx}',
      'mfe-*/**/*.{ts,tsx}',
      'packages/ui/**/*.{ts,tsx}',
      'packages/web-testing/**/*.{ts,tsx}',
    ],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    // The router package is the one place that reads react-router; @rmj/i18n the one that reads react-intl.
    files: ['packages/router/src/**', 'packages/i18n/src/**'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // Plain JavaScript (webpack and Jest configs are CommonJS, benchmarks are ES modules): lint it too.
    files: ['**/*.js', '**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/*.mjs'],
    languageOptions: { sourceType: 'module', globals: { ...globals.node } },
  },
  {
    files: ['services/**/*.ts', 'packages/nest-common/**/*.ts'],
    ignores: ['**/*.spec.ts', '**/*.e2e-spec.ts'],
    rules: { 'no-console': 'error' },
  },
);
