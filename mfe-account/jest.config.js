const base = require('../jest.base.js').domConfig(__dirname);

// Both languages' words are loaded before any test, so a page's words provider never suspends.
module.exports = { ...base, setupFilesAfterEnv: [...base.setupFilesAfterEnv, '<rootDir>/src/testing/load-words.ts'] };
