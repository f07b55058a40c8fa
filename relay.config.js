/**
 * Relay compiler configuration for the web client (see TOOLCHAIN.md, "Relay
 * with Vite 8"). The package is ESM; relay-compiler loads this file with
 * `require()`, which Node answers with the `module.exports` export below.
 */
const config = {
  src: './web',
  schema: './schema.graphql',
  language: 'typescript',
  eagerEsModules: true,
  artifactDirectory: './web/__generated__',
  excludes: ['**/node_modules/**', '**/__generated__/**'],
  persistConfig: { file: './bff/persisted-documents.json', algorithm: 'SHA256' },
  customScalarTypes: {
    Decimal: 'string',
    Date: 'string',
    DateTime: 'string',
  },
};

export { config as 'module.exports' };
export default config;
