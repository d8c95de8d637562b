// Jest project for the design system (`npx jest --selectProjects ui`).
module.exports = require('./jest/preset')(__dirname, 'ui');
