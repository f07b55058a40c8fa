import { Readable } from 'node:stream';
import { execute, type GraphQLError, type GraphQLSchema } from 'graphql';
import type { BulkOperationResponse } from '../../../contracts/account/bulk-operations.js';
import { freshLoaders, type Context } from '../../context.js';
import { formatError } from '../../errors.js';
import type { CallerIdentity } from '../../upstream/client.js';
import { PAGE_INFO_KEY, PAGE_VARIABLES, type BulkQuery } from './bulk-query.js';

/** Nodes asked for per page: the most a list gives at once. */
const PAGE_SIZE = 100;
/**
 * Pages between two words to the account service: alive (an operation silent
 * for two minutes counts as interrupted), its count so far, and whether it
 * was canceled meanwhile.
 */
const PAGES_PER_HEARTBEAT = 10;

/** A page the list refused (or an outage); its GraphQL code becomes the operation's `errorCode`. */
export class BulkPageError extends Error {
  constructor(readonly error: GraphQLError) {
    super(error.message);
  }

  /** The code the client would have been answered for this error (FORBIDDEN, UPSTREAM_UNAVAILABLE…). */
  get code(): string {
    const formatted = formatError(this.error.toJSON(), this.error, () => undefined);
    return String(formatted.extensions?.code ?? 'INTERNAL_SERVER_ERROR');
  }
}

/** The operation was canceled while it ran: the runner stops and leaves it canceled. */
class Canceled extends Error {}

/**
 * One page of the list under the context's caller: its nodes and the cursor
 * after them (null on the last). Each page reads with fresh loaders, so that
 * nothing read for one page is kept for the next: memory stays flat however
 * long the list.
 */
export async function bulkPage(
  schema: GraphQLSchema,
  query: BulkQuery,
  context: Context,
  page: { first: number; after: string | null },
): Promise<{ nodes: unknown[]; next: string | null }> {
  freshLoaders(context);
  const result = await execute({
    schema,
    document: query.document,
    contextValue: context,
    variableValues: { [PAGE_VARIABLES.first]: page.first, [PAGE_VARIABLES.after]: page.after },
  });
  const failed = result.errors?.[0];
  if (failed) throw new BulkPageError(failed);
  const list = result.data?.[query.listKey] as Record<string, unknown> | null | undefined;
  if (!list) return { nodes: [], next: null };
  const info = list[PAGE_INFO_KEY] as { hasNextPage: boolean; endCursor: string | null };
  const nodes =
    'edges' in query.nodes
      ? (list[query.nodes.edges] as Record<string, unknown>[]).map(
          (edge) => edge[(query.nodes as { node: string }).node],
        )
      : (list[query.nodes.nodes] as unknown[]);
  return { nodes, next: info.hasNextPage ? info.endCursor : null };
}

/**
 * The background context of an operation: the caller's identity (its token,
 * organisation and address) without the request's Idempotency-Key, socket
 * or cookies.
 */
function backgroundContext(context: Context, operationId: string): Context {
  const caller: CallerIdentity = {
    requestId: `bulk-${operationId}`,
    accessToken: context.caller.accessToken,
    organizationId: context.caller.organizationId,
    clientIp: context.caller.clientIp,
  };
  return {
    ...context,
    requestId: caller.requestId,
    caller,
    idempotencyKey: undefined,
    socket: undefined,
    setCookies: [],
  };
}

/**
 * Runs a created operation in the background, as Shopify's bulk operations
 * do: CREATED to RUNNING, then the list page after page under the caller's
 * identity, one JSON object per node per line, streamed into the account
 * service's storage while it is read (a page at a time in memory, never the
 * file), then COMPLETED with the count, or FAILED with the code of what
 * stopped it. Every few pages it says it is alive, with its count so far;
 * a cancel seen then stops it. Answers when it is over.
 */
export async function runBulkOperation(
  schema: GraphQLSchema,
  query: BulkQuery,
  requestContext: Context,
  operation: BulkOperationResponse,
): Promise<void> {
  const context = backgroundContext(requestContext, operation.id);
  const api = context.api.bulkOperations;
  let count = 0;
  async function* lines(): AsyncGenerator<string> {
    let after: string | null = null;
    for (let pages = 1; ; pages += 1) {
      const page = await bulkPage(schema, query, context, { first: PAGE_SIZE, after });
      count += page.nodes.length;
      if (page.nodes.length > 0)
        yield page.nodes.map((node) => JSON.stringify(node)).join('\n') + '\n';
      if (!page.next) return;
      after = page.next;
      if (pages % PAGES_PER_HEARTBEAT === 0) {
        const now = await api.progress(context.caller, operation.id, count);
        if (now.status === 'CANCELED') throw new Canceled();
      }
    }
  }
  // What stopped the list's reading, which the upload then fails on: the cause to record.
  let stopped: unknown = null;
  try {
    await api.move(context.caller, operation.id, 'start');
    const source = Readable.from(lines());
    source.on('error', (error) => void (stopped = error));
    const status = await api.storeFile(context.caller, operation.id, source);
    if (stopped) throw stopped;
    if (status !== 200) throw new Error(`the file was not kept (${status})`);
    await api.finish(context.caller, operation.id, { status: 'COMPLETED', objectCount: count });
  } catch (error) {
    const cause = stopped ?? error;
    if (cause instanceof Canceled) return;
    const errorCode = cause instanceof BulkPageError ? cause.code : 'INTERNAL_SERVER_ERROR';
    // A canceled operation refuses the finish (U-ACC-BULK-7): it stays canceled.
    await api
      .finish(context.caller, operation.id, { status: 'FAILED', objectCount: count, errorCode })
      .catch(() => undefined);
  }
}
