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
 * What is made of a schema once, whoever serves it: every BFF of a process
 * serves the same schema (bff/schema.ts), so its instances (the tests make
 * several in a worker) print it and compile each operation once between them.
 */
type SchemaCache = {
  sdl?: string;
  queries: Map<string, CompiledQuery>;
  subscriptions: Map<string, CompiledQuery>;
};

const caches = new WeakMap<GraphQLSchema, SchemaCache>();

function cacheOf(schema: GraphQLSchema): SchemaCache {
  let cache = caches.get(schema);
  if (!cache) {
    cache = { queries: new Map(), subscriptions: new Map() };
    caches.set(schema, cache);
  }
  return cache;
}

/** The operation compiled under `key`, compiled now if it is not yet (the oldest dropped past `MAX_COMPILED`), or the errors that refused it. */
function compiledIn(
  compiled: Map<string, CompiledQuery>,
  key: string,
  compile: () => CompiledQuery | ExecutionResult,
): CompiledQuery | ExecutionResult {
  const known = compiled.get(key);
  if (known) return known;
  const result = compile();
  if (!isCompiledQuery(result)) return result as ExecutionResult;
  if (compiled.size >= MAX_COMPILED) compiled.delete(compiled.keys().next().value!);
  compiled.set(key, result);
  return result;
}

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
 * compiled. Compiled operations are kept per query hash and operation name,
 * for every instance serving the schema (`cacheOf`).
 */
export function jitExecutor(schema: GraphQLSchema): GatewayInterface {
  const cache = cacheOf(schema);
  return {
    onSchemaLoadOrUpdate(callback) {
      callback({ apiSchema: schema, coreSupergraphSdl: (cache.sdl ??= printSchema(schema)) });
      return () => {};
    },
    async load() {
      return {
        executor: async (request) => {
          const query = compiledIn(
            cache.queries,
            `${request.queryHash}:${request.operationName ?? ''}`,
            () => compileQuery(schema, request.document, request.operationName ?? undefined),
          );
          if (!isCompiledQuery(query)) return query;
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
  const cache = cacheOf(schema);
  return async (args: {
    document: DocumentNode;
    operationName?: Maybe<string>;
    rootValue?: unknown;
    contextValue?: unknown;
    variableValues?: Maybe<Record<string, unknown>>;
  }) => {
    const query = compiledIn(
      cache.subscriptions,
      `${print(args.document)}\n${args.operationName ?? ''}`,
      () => compileQuery(schema, args.document, args.operationName ?? undefined),
    );
    if (!isCompiledQuery(query)) return query;
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
