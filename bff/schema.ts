import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { mergeTypeDefs } from '@graphql-tools/merge';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { print, type GraphQLSchema } from 'graphql';
import { assertEveryMutationHasARule, guardMutations } from './authorization.js';
import { eventEnumsSlice } from './event-enums.js';
import { MODULES, SCHEMA_SLICES } from './modules/index.js';

/** The public contract, checked in at the repository root. */
export const SCHEMA_PATH = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  'schema.graphql',
);

/**
 * The public schema assembled from the modules' slices (`bff/modules/<area>/schema.graphql`),
 * in the order of the module list, every description kept, and the enums of
 * the events' changes written from their vocabulary (event-enums.ts). `npm run schema`
 * writes it to `schema.graphql`; a test fails when the two differ.
 */
export function assembleSchema(): string {
  const slices = [...SCHEMA_SLICES.map((slice) => readFileSync(slice, 'utf8')), eventEnumsSlice()];
  return `${print(mergeTypeDefs(slices, { useSchemaDefinition: false, throwOnConflict: true }))}\n`;
}

/** The executable schema: `schema.graphql` with every module's resolvers, each mutation behind its authorization rule. */
export function buildSchema(): GraphQLSchema {
  const resolvers = Object.values(MODULES).map((module) => guardMutations(module.resolvers));
  const schema = makeExecutableSchema({
    typeDefs: readFileSync(SCHEMA_PATH, 'utf8'),
    resolvers,
    inheritResolversFromInterfaces: true,
  });
  assertEveryMutationHasARule(schema);
  return schema;
}
