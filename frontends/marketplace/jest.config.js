// Jest project for the marketplace remote (`npx jest --selectProjects marketplace`).
module.exports = require('../ui/jest/preset')(__dirname, 'marketplace');
