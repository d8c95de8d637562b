import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(js|css|html|json|svg|txt)$/;
// Below this a compressed copy saves less than the extra round of headers costs.
const MIN_BYTES = 1024;

/**
 * Writes a Brotli (`.br`) and a gzip (`.gz`) copy beside every text asset of a production build, once, at the
 * strongest levels: the gateway sends the copy the browser accepts instead of compressing on every request.
 * @returns {import('@rsbuild/core').RsbuildPlugin}
 */
export function pluginPrecompress() {
  return {
    name: 'clipwerk:precompress',
    setup(api) {
      api.onAfterBuild(({ isWatch }) => {
        if (isWatch) return;
        for (const file of filesUnder(api.context.distPath)) {
          if (!COMPRESSIBLE.test(file)) continue;
          const content = readFileSync(file);
          if (content.length < MIN_BYTES) continue;
          writeFileSync(
            `${file}.br`,
            brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }),
          );
          writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
        }
      });
    },
  };
}

function* filesUnder(dir) {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) yield* filesUnder(full);
    else yield full;
  }
}
