import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { mergeTypeDefs } from '@graphql-tools/merge';
import { makeExecutableSchema } from '@graphql-tools/schema';
import {
  Kind,
  print,
  visit,
  type DocumentNode,
  type FieldDefinitionNode,
  type GraphQLSchema,
} from 'graphql';
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
  const merged = mergeTypeDefs(slices, { useSchemaDefinition: false, throwOnConflict: true });
  return `${print(withInterfaceFields(merged))}\n`;
}

/**
 * GraphQL asks every object type to repeat the fields of the interfaces it
 * implements; a slice declares them once, on the interface (PaymentOrder), and
 * its types only what is their own. The assembled schema gives each type the
 * interfaces' fields first, in their order (the type's own declaration of one
 * where it has it, `id`), then the type's other fields. A type that declares
 * every field of its interfaces already is left as it is.
 */
export function withInterfaceFields(document: DocumentNode): DocumentNode {
  const interfaces = new Map<string, readonly FieldDefinitionNode[]>();
  for (const definition of document.definitions)
    if (definition.kind === Kind.INTERFACE_TYPE_DEFINITION)
      interfaces.set(definition.name.value, definition.fields ?? []);
  return visit(document, {
    ObjectTypeDefinition(type) {
      const own = new Map((type.fields ?? []).map((field) => [field.name.value, field]));
      const inherited = new Map<string, FieldDefinitionNode>();
      for (const named of type.interfaces ?? [])
        for (const field of interfaces.get(named.name.value) ?? [])
          if (!inherited.has(field.name.value))
            inherited.set(field.name.value, own.get(field.name.value) ?? field);
      if ([...inherited.keys()].every((name) => own.has(name))) return undefined;
      const others = [...own.values()].filter((field) => !inherited.has(field.name.value));
      return { ...type, fields: [...inherited.values(), ...others] };
    },
  });
}

let executable: GraphQLSchema | undefined;

/**
 * The executable schema: `schema.graphql` with every module's resolvers, each
 * mutation behind its authorization rule. It depends on the code alone, so it
 * is built once per process and every BFF made in it serves the same one (a
 * deployment makes one; the tests make several, and building it costs about
 * half a second of CPU).
 */
export function buildSchema(): GraphQLSchema {
  return (executable ??= buildExecutableSchema());
}

function buildExecutableSchema(): GraphQLSchema {
  const resolvers = Object.values(MODULES).map((module) => guardMutations(module.resolvers));
  const schema = makeExecutableSchema({
    typeDefs: readFileSync(SCHEMA_PATH, 'utf8'),
    resolvers,
    inheritResolversFromInterfaces: true,
  });
  assertEveryMutationHasARule(schema);
  return schema;
}
