import type { Client } from 'graphql-ws';
import {
  Environment,
  Network,
  Observable,
  RecordSource,
  Store,
  type FetchFunction,
  type GraphQLResponse,
  type SubscribeFunction,
} from 'relay-runtime';
import { GraphQLRequestError, type GraphQLErrorShape } from './GraphQLRequestError';
import { throttledWaitSeconds } from './throttledWaitSeconds';

const GRAPHQL_PATH = '/graphql';

/**
 * What names an operation in a request: its persisted document's id when
 * relay-compiler persisted it (the BFF knows the web's documents by their
 * SHA-256, and in production runs nothing else for a session), else its text.
 */
function documentOf(params: {
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
const fetchGraphQL: FetchFunction = async (params, variables) => {
  for (let attempt = 1; ; attempt += 1) {
    const body = await sendOnce(params, variables);
    const wait =
      params.operationKind === 'query' && attempt <= THROTTLED_RETRIES && body.errors
        ? throttledWaitSeconds(body.errors)
        : null;
    if (wait === null) {
      if (body.errors && body.errors.length > 0 && body.data == null)
        throw new GraphQLRequestError(body.errors);
      return body as GraphQLResponse;
    }
    await new Promise((resolve) => setTimeout(resolve, wait * 1000));
  }
};

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

let wsClient: Promise<Client> | undefined;

/**
 * The graphql-ws client, its module fetched with the first subscription: the
 * sign-in page, which subscribes to nothing, does not download it.
 */
function subscriptionClient(): Promise<Client> {
  if (!wsClient) {
    wsClient = import('graphql-ws').then(({ createClient }) => {
      const protocol = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
      return createClient({
        url: `${protocol}//${window.location.host}${GRAPHQL_PATH}`,
        lazy: true,
        retryAttempts: 5,
      });
    });
    // A failed fetch of the module is tried again by the next subscription.
    wsClient.catch(() => {
      wsClient = undefined;
    });
  }
  return wsClient;
}

/** Subscriptions travel over graphql-ws on the same path; the browser sends the session cookies with the upgrade. */
const subscribe: SubscribeFunction = (operation, variables) =>
  Observable.create<GraphQLResponse>((sink) => {
    const document = documentOf(operation);
    if (!document) {
      sink.error(new Error('A subscription without an id or text cannot be sent.'));
      return undefined;
    }
    let unsubscribe: (() => void) | undefined;
    let closed = false;
    subscriptionClient().then(
      (client) => {
        if (closed) return;
        unsubscribe = client.subscribe(
          // graphql-ws wants a `query` string; with a persisted document's id it is empty.
          { query: '', ...document, operationName: operation.name, variables },
          {
            next: (value) => {
              if (value.errors && value.errors.length > 0 && value.data == null) {
                sink.error(new GraphQLRequestError(value.errors as GraphQLErrorShape[]));
                return;
              }
              sink.next(value as GraphQLResponse);
            },
            error: (error) =>
              sink.error(error instanceof Error ? error : new Error('Subscription failed.')),
            complete: () => sink.complete(),
          },
        );
      },
      (error: unknown) => {
        if (!closed) sink.error(error instanceof Error ? error : new Error('Subscription failed.'));
      },
    );
    return () => {
      closed = true;
      unsubscribe?.();
    };
  });

/** The one Relay environment of the web client. */
export const environment = new Environment({
  network: Network.create(fetchGraphQL, subscribe),
  store: new Store(new RecordSource(), { gcReleaseBufferSize: 20 }),
});
