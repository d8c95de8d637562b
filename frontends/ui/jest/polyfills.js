// jsdom (jest-environment-jsdom 29) lacks these Node globals that react-router uses.
const { TextEncoder, TextDecoder } = require('node:util');
Object.assign(globalThis, { TextEncoder, TextDecoder });
// jsdom does not scroll; the layout scrolls to the top on navigation.
window.scrollTo = () => {};
