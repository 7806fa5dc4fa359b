// One lint config for the monorepo. Parts may import each other only by
// package name; deep imports into another part's files fail the lint.
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import regexpPlugin from 'eslint-plugin-regexp';
import boundaries from 'eslint-plugin-boundaries';
import jsxA11y from 'eslint-plugin-jsx-a11y';

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
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@rmj/*/src/*', '@rmj/*/dist/*'], message: 'Import shared packages by name only.' },
            {
              group: ['**/mfe-*/src/**', '**/services/*/src/**', '**/shell/src/**'],
              message: "A part never imports another part's source.",
            },
          ],
          paths: [
            { name: 'react-router', message: 'Import routing from @rmj/router (the shared singleton).' },
            { name: 'react-router-dom', message: 'Import routing from @rmj/router (the shared singleton).' },
          ],
        },
      ],
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
    // The router package is the one place that reads react-router.
    files: ['packages/router/src/**'],
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
