import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { parse } from '@formatjs/icu-messageformat-parser';
import babel from '@rolldown/plugin-babel';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type Rollup } from 'vite';
import { partOf, type CataloguePart } from './web/i18n/catalogueParts';

const root = resolve(import.meta.dirname, 'web');

const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|csv|ttf|map)$/;

/**
 * Brotli's best quality (11) is about 20 times slower than 9 for 4-8% less:
 * worth it for the app's own chunks, not for GraphiQL's megabytes of editor
 * (the files only GraphiQL loads: `graphiqlFiles`), nor for any file over 600 kB.
 */
const brotliQuality = (bytes: number, graphiql: boolean) =>
  !graphiql && bytes <= 600_000 ? 11 : 9;

/**
 * The output files only GraphiQL loads (graphiql.html, its chunks, editor and
 * workers): those of the bundle that the app's pages cannot load. The app's
 * are `index.html`, its entry chunk and every chunk that one imports, at once
 * or lazily, with their stylesheets and assets.
 */
function graphiqlFiles(bundle: Rollup.OutputBundle): Set<string> {
  const app = new Set(['index.html']);
  const visit = (fileName: string) => {
    if (app.has(fileName)) return;
    app.add(fileName);
    const output = bundle[fileName];
    if (output?.type !== 'chunk') return;
    for (const next of [
      ...output.imports,
      ...output.dynamicImports,
      ...(output.viteMetadata?.importedCss ?? []),
      ...(output.viteMetadata?.importedAssets ?? []),
    ])
      visit(next);
  };
  for (const output of Object.values(bundle))
    if (output.type === 'chunk' && output.isEntry && output.name === 'main') visit(output.fileName);
  return new Set(Object.keys(bundle).filter((fileName) => !app.has(fileName)));
}

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
    async writeBundle(options, bundle) {
      const dir = options.dir;
      if (!dir) return;
      const graphiql = graphiqlFiles(bundle);
      const files = (await readdir(dir, { recursive: true })).filter((name) =>
        COMPRESSIBLE.test(name),
      );
      await Promise.all(
        files.map(async (name) => {
          const file = join(dir, name);
          const content = await readFile(file);
          if (content.length < 1024) return;
          const [br, gzipped] = await Promise.all([
            brotli(content, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: brotliQuality(content.length, graphiql.has(name)),
                [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
              },
            }),
            gz(content, { level: 9 }),
          ]);
          await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gzipped)]);
        }),
      );
    },
  };
}

/** The import suffix that asks for a message catalogue compiled to react-intl's message AST. */
const COMPILED_MESSAGES = '?compiled-messages';

/**
 * A catalogue imported with `?compiled-messages` (web/i18n/catalogues.ts globs
 * every area's `messages/en.json` with it) comes with every message parsed to
 * the ICU message AST at build time (formatjs, "Advanced usage: pre-compiling
 * messages"), so the browser needs no ICU parser: the alias below swaps
 * @formatjs/icu-messageformat-parser for its `no-parser` entry (about 23 kB
 * brotli off the first download). The JSON files stay the source; a plain
 * import still gives the strings (web/i18n/messageFiles.ts).
 */
function compiledMessages(): Plugin {
  return {
    name: 'kas:compiled-messages',
    enforce: 'pre',
    async resolveId(source, importer) {
      const at = source.indexOf(COMPILED_MESSAGES);
      if (at < 0) return null;
      const resolved = await this.resolve(source.slice(0, at), importer, { skipSelf: true });
      // The \0 prefix keeps Vite's JSON plugin (and any other) off the module.
      return resolved ? `\0${resolved.id}${source.slice(at)}` : null;
    },
    async load(id) {
      const at = id.indexOf(COMPILED_MESSAGES);
      if (!id.startsWith('\0') || at < 0) return null;
      const file = id.slice(1, at);
      // `?compiled-messages&part=public|app`: one part of the catalogue (web/i18n/catalogueParts.ts); without it, all of it.
      const part = new URLSearchParams(id.slice(at + 1)).get('part') as CataloguePart | null;
      this.addWatchFile(file);
      const messages = JSON.parse(await readFile(file, 'utf8')) as Record<string, string>;
      // parse() as intl-messageformat calls it at run time (the catalogues use no locale-dependent skeletons).
      const compiled = Object.fromEntries(
        Object.entries(messages)
          .filter(([key]) => !part || partOf(key) === part)
          .map(([key, message]) => [key, parse(message)]),
      );
      return { code: `export default ${JSON.stringify(compiled)};`, moduleType: 'js' };
    },
  };
}

export default defineConfig({
  root,
  resolve: {
    alias: [
      // Messages arrive compiled (compiledMessages above): react-intl's runtime needs only the AST types.
      {
        find: /^@formatjs\/icu-messageformat-parser$/,
        replacement: '@formatjs/icu-messageformat-parser/lib/no-parser.js',
      },
    ],
  },
  plugins: [
    compiledMessages(),
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
      treeshake: {
        // Chakra's defineConfig is the identity (styled-system/config.js); marked pure, its default theme
        // (theme/index.js) no longer holds on to all 77 recipes when web/theme/system.ts takes only the ones it uses.
        manualPureFunctions: ['defineConfig'],
      },
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
      // The runtime settings (bff/web-settings.ts).
      '/app-settings.json': { target: 'http://localhost:4000' },
      // Social sign-in's redirects (the BFF runs the OpenID Connect flow).
      '/auth/oidc': { target: 'http://localhost:4000' },
    },
  },
});
