import type { GatewayInterface } from '@apollo/server-gateway-interface';
import {
  GraphQLError,
  createSourceEventStream,
  print,
  printSchema,
  type DocumentNode,
  type ExecutionResult,
  type GraphQLSchema,
} from 'graphql';
import type { Maybe } from 'graphql/jsutils/Maybe';
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
    const normalised = new GraphQLError(error.message, {
      path: error.path,
      originalError: error.originalError ?? undefined,
    });
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
            const result = compileQuery(
              schema,
              request.document,
              request.operationName ?? undefined,
            );
            if (!isCompiledQuery(result)) return result as ExecutionResult;
            if (compiled.size >= MAX_COMPILED) compiled.delete(compiled.keys().next().value!);
            compiled.set(key, result);
            query = result;
          }
          return normaliseErrors(
            (await query.query(
              undefined,
              request.context,
              request.request.variables ?? {},
            )) as ExecutionResult,
          );
        },
      };
    },
    async stop() {},
  };
}

/**
 * Subscriptions through graphql-jit, for graphql-ws: each event is executed
 * by the compiled document instead of graphql-js's interpreter, once for
 * every subscriber it reaches (a thousand subscribers run the selection a
 * thousand times per change). Documents are compiled once per text and
 * operation: sockets send their own copies of the same subscription.
 *
 * The event stream itself is opened by graphql-js's createSourceEventStream:
 * graphql-jit 0.8's own `subscribe` hands the subscribe resolver the
 * operation's variables in place of the field's arguments, so
 * `importProgress(importId: $id)` saw no `importId`. Only the events go
 * through the compiled query, with the event as its root value.
 */
export function jitSubscriber(schema: GraphQLSchema) {
  const compiled = new Map<string, CompiledQuery>();
  return async (args: {
    document: DocumentNode;
    operationName?: Maybe<string>;
    rootValue?: unknown;
    contextValue?: unknown;
    variableValues?: Maybe<Record<string, unknown>>;
  }) => {
    const key = `${print(args.document)}\n${args.operationName ?? ''}`;
    let query = compiled.get(key);
    if (!query) {
      const result = compileQuery(schema, args.document, args.operationName ?? undefined);
      if (!isCompiledQuery(result)) return result as ExecutionResult;
      if (compiled.size >= MAX_COMPILED) compiled.delete(compiled.keys().next().value!);
      compiled.set(key, result);
      query = result;
    }
    const variables = args.variableValues ?? {};
    const stream = await createSourceEventStream({
      schema,
      document: args.document,
      operationName: args.operationName,
      rootValue: args.rootValue,
      contextValue: args.contextValue,
      variableValues: variables,
    });
    if (!(Symbol.asyncIterator in stream)) return normaliseErrors(stream);
    return executeEvents(stream, query, args.contextValue, variables);
  };
}

/**
 * Each event of a subscription's stream executed by its compiled query;
 * closing the results closes the stream at once. Not an async generator: one
 * waiting for its next event queues `return()` behind that event, so a
 * subscription completed, or a socket closed, held its stream (and graphql-ws
 * its close) until the next event of its kind came, if ever.
 */
function executeEvents(
  events: AsyncIterable<unknown>,
  query: CompiledQuery,
  context: unknown,
  variables: Record<string, unknown>,
): AsyncGenerator<ExecutionResult> {
  const source = events[Symbol.asyncIterator]();
  const close = async (): Promise<IteratorResult<ExecutionResult>> => {
    await source.return?.();
    return { value: undefined, done: true };
  };
  const results: AsyncGenerator<ExecutionResult> = {
    async next() {
      const event = await source.next();
      if (event.done) return { value: undefined, done: true };
      return {
        value: normaliseErrors(
          (await query.query(event.value, context, variables)) as ExecutionResult,
        ),
        done: false,
      };
    },
    return: close,
    async throw(error: unknown) {
      await close();
      throw error;
    },
    [Symbol.asyncIterator]() {
      return results;
    },
  };
  return results;
}
