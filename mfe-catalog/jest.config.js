const base = require('../jest.base.js').domConfig(__dirname);

// The words of every page, loaded before each test file (src/testing/load-words.ts).
module.exports = { ...base, setupFilesAfterEnv: [...base.setupFilesAfterEnv, '<rootDir>/src/testing/load-words.ts'] };
