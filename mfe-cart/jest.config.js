const path = require('node:path');
const base = require('../jest.base.js').domConfig(__dirname);

module.exports = {
  ...base,
  moduleNameMapper: {
    // The engraving fonts' entry of @rmj/ui resolves to its source like the package root.
    '^@rmj/ui/engraving-fonts$': path.join(__dirname, '../packages/ui/src/engraving-fonts.ts'),
    ...base.moduleNameMapper,
  },
};
