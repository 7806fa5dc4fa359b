const path = require('node:path');
const base = require('../jest.base.js').domConfig(__dirname);

module.exports = {
  ...base,
  setupFilesAfterEnv: [...(base.setupFilesAfterEnv ?? []), '<rootDir>/src/testing/load-words.ts'],
  moduleNameMapper: {
    // The zod-free upload rules resolve to their source like the rest of @rmj/contracts.
    '^@rmj/contracts/upload-rules$': path.join(__dirname, '../packages/contracts/src/upload-rules.ts'),
    // The engraving fonts' entry of @rmj/ui resolves to its source like the package root.
    '^@rmj/ui/engraving-fonts$': path.join(__dirname, '../packages/ui/src/engraving-fonts.ts'),
    '\\.svg$': path.join(__dirname, 'src/testing/asset-stub.js'),
    ...base.moduleNameMapper,
  },
};
