// Jest project for the messaging remote (`npx jest --selectProjects messaging-web`).
module.exports = require('../ui/jest/preset')(__dirname, 'messaging-web');
