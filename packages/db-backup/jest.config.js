module.exports = { ...require('../../jest.base.js').nodeConfig(__dirname, { db: true }), testTimeout: 120000 };
