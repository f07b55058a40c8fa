import path from 'node:path';
import type { CodegenConfig } from '@graphql-codegen/cli';

const here = (file: string) => path.join(import.meta.dirname, file);

/**
 * The example's typed documents: the client preset reads the operations
 * written with `graphql(…)` in client.ts and webhooks.ts and types them
 * against the repository's schema.graphql, into gql/. The output is
 * committed, so that the example runs from a clone without a generation
 * step; the test beside it regenerates in memory and fails when the
 * committed files are stale.
 */
const config: CodegenConfig = {
  schema: here('../../schema.graphql'),
  documents: [here('client.ts'), here('webhooks.ts')],
  silent: true,
  ignoreNoDocuments: false,
  generates: {
    [here('gql/')]: {
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: {
        // Documents as strings with their types: fetch sends them as they are, with no graphql-js at run time.
        documentMode: 'string',
        emitLegacyCommonJSImports: false,
        useTypeImports: true,
        enumsAsTypes: true,
        scalars: { Decimal: 'string', Date: 'string', DateTime: 'string' },
      },
    },
  },
};

export default config;
