import type {
  FetchFunction,
  GraphQLResponse,
  OperationType,
  RequestParameters,
} from 'relay-runtime';
import { GraphQLRequestError, type GraphQLErrorShape } from './GraphQLRequestError';
import { throttledWaitSeconds } from './throttledWaitSeconds';

/*
 * The HTTP side of the web's GraphQL, without Relay's runtime (only its types):
 * the environment (environment.ts) sends every operation through it, and the
 * sign-in page's loader asks its one query with it before Relay has loaded.
 */

export const GRAPHQL_PATH = '/graphql';

/**
 * What names an operation in a request: its persisted document's id when
 * relay-compiler persisted it (the BFF knows the web's documents by their
 * SHA-256, and in production runs nothing else for a session), else its text.
 */
export function documentOf(params: {
  id?: string | null;
  text?: string | null;
}): { documentId: string } | { query: string } | null {
  if (params.id) return { documentId: `sha256:${params.id}` };
  return params.text ? { query: params.text } : null;
}

type ResponseBody = {
  data?: Record<string, unknown> | null;
  errors?: GraphQLErrorShape[];
};

/** How often a query THROTTLED by the member's cost bucket is sent again. */
const THROTTLED_RETRIES = 3;

/**
 * Sends an operation to the BFF over HTTP. Cookies carry the session
 * (`credentials: 'same-origin'`); `content-type: application/json` satisfies
 * the server's CSRF prevention. A query refused THROTTLED (several tabs or a
 * busy screen drew the member's bucket down) is sent again once the bucket
 * holds enough, a few times, rather than failing the screen; a mutation never
 * is. A response with errors and no data becomes a {@link GraphQLRequestError}
 * so routes can react to its codes.
 */
export const fetchGraphQL: FetchFunction = async (params, variables) =>
  (await sendOperation(params, variables)) as GraphQLResponse;

/** {@link fetchGraphQL}'s work: the response's body, or the error it stands for. */
async function sendOperation(
  params: RequestParameters,
  variables: Parameters<FetchFunction>[1],
): Promise<ResponseBody> {
  for (let attempt = 1; ; attempt += 1) {
    const body = await sendOnce(params, variables);
    const wait =
      params.operationKind === 'query' && attempt <= THROTTLED_RETRIES && body.errors
        ? throttledWaitSeconds(body.errors)
        : null;
    if (wait === null) {
      if (body.errors && body.errors.length > 0 && body.data == null)
        throw new GraphQLRequestError(body.errors);
      return body;
    }
    await new Promise((resolve) => setTimeout(resolve, wait * 1000));
  }
}

/** One HTTP request of an operation, its JSON body read (a body that is not JSON becomes the error its status says). */
async function sendOnce(
  params: Parameters<FetchFunction>[0],
  variables: Parameters<FetchFunction>[1],
): Promise<ResponseBody> {
  const response = await fetch(GRAPHQL_PATH, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ ...documentOf(params), operationName: params.name, variables }),
  });
  try {
    return (await response.json()) as ResponseBody;
  } catch {
    throw new GraphQLRequestError([
      {
        message: `HTTP ${response.status}`,
        extensions: {
          code: response.status >= 500 ? 'UPSTREAM_UNAVAILABLE' : 'INTERNAL_SERVER_ERROR',
        },
      },
    ]);
  }
}

/** An operation as relay-compiler wrote it: what a request needs of it. */
type Operation = { params: RequestParameters };

/**
 * The data of a query sent without Relay (no store, no retained records):
 * for the sign-in page's loader, which must not wait for Relay's runtime to
 * download. Only for an operation that spreads no fragment, whose data Relay
 * would read exactly as the server sends it.
 */
export async function requestData<T extends OperationType>(
  operation: Operation,
  variables: T['variables'],
): Promise<T['response']> {
  return (await sendOperation(operation.params, variables)).data as T['response'];
}
