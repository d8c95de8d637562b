// Jest project for the analytics remote (`npx jest --selectProjects analytics-web`).
module.exports = require('../ui/jest/preset')(__dirname, 'analytics-web');
