const base = require('../jest.base.js').domConfig(__dirname);

module.exports = {
  ...base,
  setupFilesAfterEnv: [...base.setupFilesAfterEnv, '<rootDir>/src/testing/load-words.ts'],
};
