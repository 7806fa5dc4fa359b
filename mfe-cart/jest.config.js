const path = require('node:path');
const base = require('../jest.base.js').domConfig(__dirname);

module.exports = {
  ...base,
  // This remote's words, loaded before each spec file (src/testing/load-words.ts).
  setupFilesAfterEnv: [...base.setupFilesAfterEnv, path.join(__dirname, 'src/testing/load-words.ts')],
  moduleNameMapper: {
    // The engraving fonts' entry of @rmj/ui resolves to its source like the package root.
    '^@rmj/ui/engraving-fonts$': path.join(__dirname, '../packages/ui/src/engraving-fonts.ts'),
    ...base.moduleNameMapper,
  },
};
