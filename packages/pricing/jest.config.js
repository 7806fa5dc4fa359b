module.exports = require('../../jest.base.js').nodeConfig(__dirname);
