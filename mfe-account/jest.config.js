const path = require('node:path');
const base = require('../jest.base.js').domConfig(__dirname);

module.exports = {
  ...base,
  // jsdom has <dialog> without its methods: the account deletion dialog needs showModal and close.
  setupFilesAfterEnv: [...base.setupFilesAfterEnv, path.join(__dirname, 'jest.dialog-setup.js')],
};
