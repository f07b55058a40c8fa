import type { GatewayInterface } from '@apollo/server-gateway-interface';
import { GraphQLError, printSchema, type ExecutionResult, type GraphQLSchema } from 'graphql';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';

const MAX_COMPILED = 1_000;

/**
 * graphql-jit's errors leave `extensions` undefined where graphql-js sets an
 * object, and Apollo reads `extensions.code`; rebuild them as graphql-js
 * errors, keeping message, locations, path and the original error.
 */
function normaliseErrors(result: ExecutionResult): ExecutionResult {
  if (!result.errors?.length) return result;
  const errors = result.errors.map((error) => {
    if (error.extensions) return error;
    const normalised = new GraphQLError(error.message, { path: error.path, originalError: error.originalError ?? undefined });
    Object.assign(normalised, { locations: error.locations });
    return normalised;
  });
  return { ...result, errors };
}

/**
 * Executes operations as JavaScript compiled per document by graphql-jit,
 * behind Apollo Server's executor interface: Apollo still parses, validates
 * (with the armor limits), runs its plugins, formats errors and speaks HTTP;
 * only field execution, the part that grows with a list's rows, is
 * compiled. Compiled operations are kept per query hash and operation name.
 */
export function jitExecutor(schema: GraphQLSchema): GatewayInterface {
  const compiled = new Map<string, CompiledQuery>();
  return {
    onSchemaLoadOrUpdate(callback) {
      callback({ apiSchema: schema, coreSupergraphSdl: printSchema(schema) });
      return () => {};
    },
    async load() {
      return {
        executor: async (request) => {
          const key = `${request.queryHash}:${request.operationName ?? ''}`;
          let query = compiled.get(key);
          if (!query) {
            const result = compileQuery(schema, request.document, request.operationName ?? undefined);
            if (!isCompiledQuery(result)) return result as ExecutionResult;
            if (compiled.size >= MAX_COMPILED) compiled.delete(compiled.keys().next().value!);
            compiled.set(key, result);
            query = result;
          }
          return normaliseErrors((await query.query(undefined, request.context, request.request.variables ?? {})) as ExecutionResult);
        },
      };
    },
    async stop() {},
  };
}
