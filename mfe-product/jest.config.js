const path = require('node:path');
const base = require('../jest.base.js').domConfig(__dirname);

module.exports = {
  ...base,
  moduleNameMapper: {
    // The zod-free upload rules resolve to their source like the rest of @rmj/contracts.
    '^@rmj/contracts/upload-rules$': path.join(__dirname, '../packages/contracts/src/upload-rules.ts'),
    '\\.svg$': path.join(__dirname, 'src/testing/asset-stub.js'),
    ...base.moduleNameMapper,
  },
};
