import { resolve } from 'node:path';
import babel from '@rolldown/plugin-babel';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const root = resolve(import.meta.dirname, 'web');

export default defineConfig({
  root,
  plugins: [
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
