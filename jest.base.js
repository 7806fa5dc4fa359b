// Shared Jest settings: every package's jest.config.js calls one of these.
// @rmj/* workspace packages resolve to their TypeScript sources, so tests
// never depend on a stale build of a shared package.
const path = require('node:path');

const shared = [
  'contracts',
  'pricing',
  'cart',
  'ui',
  'router',
  'nest-common',
  'mf-config',
  'api-client',
  'web-testing',
  'i18n',
];
const moduleNameMapper = {
  ...Object.fromEntries(shared.map((name) => [`^@rmj/${name}$`, path.join(__dirname, 'packages', name, 'src')])),
  // The catalog's settings record for other parts' tests, from its sources: the unit stage runs before
  // the apps (the catalog among them) are built.
  '^@rmj/catalog/testing$': path.join(__dirname, 'services', 'catalog', 'src', 'settings', 'testing'),
};

// FormatJS (react-intl and the packages under it) ships ECMAScript modules only: Jest runs CommonJS,
// so those files are compiled like the sources; every other package stays untransformed.
const ESM_ONLY = ['react-intl', '@formatjs', 'intl-messageformat'];
const transformIgnorePatterns = [`/node_modules/(?!(\\.pnpm/[^/]+/node_modules/)?(${ESM_ONLY.join('|')})/)`];

function transform(dir) {
  return {
    '^.+\\.tsx?$': ['ts-jest', { tsconfig: path.join(dir, 'tsconfig.json'), diagnostics: false }],
    '^.+\\.m?js$': [
      'ts-jest',
      { tsconfig: { allowJs: true, module: 'commonjs', target: 'es2022', esModuleInterop: true }, diagnostics: false },
    ],
  };
}

/** Node services and libraries. `db: true` starts one FerretDB for the run. */
exports.nodeConfig = (dir, { db = false } = {}) => ({
  rootDir: dir,
  testEnvironment: 'node',
  roots: ['<rootDir>/src'],
  testMatch: ['**/*.spec.ts', '**/*.e2e-spec.ts'],
  transform: transform(dir),
  transformIgnorePatterns,
  moduleNameMapper,
  ...(db
    ? {
        globalSetup: require.resolve('@rmj/test-db/global-setup', { paths: [dir] }),
        globalTeardown: require.resolve('@rmj/test-db/global-teardown', { paths: [dir] }),
        testTimeout: 30000,
      }
    : {}),
});

/** React apps and UI libraries (jsdom). */
exports.domConfig = (dir) => ({
  rootDir: dir,
  testEnvironment: 'jsdom',
  roots: ['<rootDir>/src'],
  testMatch: ['**/*.spec.ts', '**/*.spec.tsx'],
  transform: transform(dir),
  transformIgnorePatterns,
  moduleNameMapper: { ...moduleNameMapper, '\\.(css)$': path.join(__dirname, 'jest.style-stub.js') },
  setupFilesAfterEnv: [path.join(__dirname, 'jest.dom-setup.js')],
  // The setup file finds the part's own Testing Library through it (pnpm keeps each part's packages apart).
  globals: { RMJ_PART_DIR: dir },
  // A page test types and clicks like a person; on a busy two-core CI machine Jest's 5 s default
  // ends a correct test half-way, and a timeout says nothing about what the shopper sees.
  testTimeout: 20000,
});
