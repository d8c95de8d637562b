// Jest project for the shell (`npx jest --selectProjects shell`).
module.exports = require('../ui/jest/preset')(__dirname, 'shell');
