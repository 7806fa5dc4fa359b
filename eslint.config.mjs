// One lint config for the monorepo. Parts may import each other only by
// package name; deep imports into another part's files fail the lint.
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/.cache/**', '**/.data/**', '**/coverage/**', '**/playwright-report/**', '**/test-results/**', '*.js', '**/*.js', '**/*.mjs', '**/*.cjs'] },
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
            { group: ['**/mfe-*/src/**', '**/services/*/src/**', '**/shell/src/**'], message: 'A part never imports another part\'s source.' },
          ],
        },
      ],
    },
  },
  {
    files: ['services/**/*.ts', 'packages/nest-common/**/*.ts'],
    ignores: ['**/*.spec.ts', '**/*.e2e-spec.ts'],
    rules: { 'no-console': 'error' },
  },
);
