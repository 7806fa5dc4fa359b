module.exports = require('../../jest.base.js').domConfig(__dirname);
