// Jest project for the account remote (`npx jest --selectProjects account`).
module.exports = require('../ui/jest/preset')(__dirname, 'account');
