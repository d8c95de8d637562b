const path = require('node:path');
const { rm } = require('node:fs/promises');

module.exports = async function globalTeardown() {
  const state = globalThis.__CLIPWERK_POSTGRES__;
  if (!state) return;
  await state.postgres.stop();
  await rm(path.dirname(state.dataDir), { recursive: true, force: true });
};
