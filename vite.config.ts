import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import babel from '@rolldown/plugin-babel';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const root = resolve(import.meta.dirname, 'web');

const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|csv|ttf|map)$/;

/**
 * Brotli's best quality (11) is about 20 times slower than 9 for 4-8% less:
 * worth it for the app's own chunks, not for GraphiQL's megabytes of editor.
 */
const brotliQuality = (bytes: number) => (bytes <= 600_000 ? 11 : 9);

/**
 * Writes a brotli (`.br`, quality 11 or 9) and a gzip (`.gz`, level 9) copy beside
 * every compressible output file over 1 kB, so the BFF sends them as they are
 * (sirv's `brotli`/`gzip` options pick one by Accept-Encoding) instead of
 * compressing on each request. node:zlib only: the build needs no native module.
 */
function precompress(): Plugin {
  const brotli = promisify(brotliCompress);
  const gz = promisify(gzip);
  return {
    name: 'kas:precompress',
    apply: 'build',
    async writeBundle(options) {
      const dir = options.dir;
      if (!dir) return;
      const files = (await readdir(dir, { recursive: true })).filter((name) => COMPRESSIBLE.test(name));
      await Promise.all(
        files.map(async (name) => {
          const file = join(dir, name);
          const content = await readFile(file);
          if (content.length < 1024) return;
          const [br, gzipped] = await Promise.all([
            brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: brotliQuality(content.length), [constants.BROTLI_PARAM_SIZE_HINT]: content.length } }),
            gz(content, { level: 9 }),
          ]);
          await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gzipped)]);
        }),
      );
    },
  };
}

export default defineConfig({
  root,
  plugins: [
    precompress(),
    react(),
    babel({
      plugins: [
        [
          'relay',
          {
            eagerEsModules: true,
            artifactDirectory: resolve(root, '__generated__'),
          },
        ],
      ],
    }),
  ],
  build: {
    outDir: resolve(import.meta.dirname, 'dist/web'),
    emptyOutDir: true,
    chunkSizeWarningLimit: 4096,
    rollupOptions: {
      onwarn(warning, warn) {
        // GraphiQL's packages carry React Compiler directives ("use no memo") that bundling drops harmlessly.
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
        warn(warning);
      },
      input: {
        main: resolve(root, 'index.html'),
        graphiql: resolve(root, 'graphiql.html'),
      },
    },
  },
  worker: {
    format: 'es',
  },
  server: {
    proxy: {
      '/graphql': {
        target: 'http://localhost:4000',
        ws: true,
        changeOrigin: true,
      },
      // Social sign-in's redirects (the BFF runs the OpenID Connect flow).
      '/auth/oidc': { target: 'http://localhost:4000' },
    },
  },
});
