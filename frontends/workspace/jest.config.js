// Jest project for the workspace remote (`npx jest --selectProjects workspace`).
module.exports = require('../ui/jest/preset')(__dirname, 'workspace');
