module.exports = require('../../jest.preset')(__dirname, 'payments');
