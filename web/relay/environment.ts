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

const GRAPHQL_PATH = '/graphql';

type ResponseBody = {
  data?: Record<string, unknown> | null;
  errors?: GraphQLErrorShape[];
};

/**
 * Sends an operation to the BFF over HTTP. Cookies carry the session
 * (`credentials: 'same-origin'`); `content-type: application/json` satisfies
 * the server's CSRF prevention. A response with errors and no data becomes a
 * {@link GraphQLRequestError} so routes can react to its codes.
 */
const fetchGraphQL: FetchFunction = async (params, variables) => {
  const response = await fetch(GRAPHQL_PATH, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ query: params.text, operationName: params.name, variables }),
  });
  let body: ResponseBody;
  try {
    body = (await response.json()) as ResponseBody;
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
  if (body.errors && body.errors.length > 0 && body.data == null) {
    throw new GraphQLRequestError(body.errors);
  }
  return body as GraphQLResponse;
};

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
    const { text } = operation;
    if (!text) {
      sink.error(new Error('A subscription without text cannot be sent.'));
      return undefined;
    }
    let unsubscribe: (() => void) | undefined;
    let closed = false;
    subscriptionClient().then(
      (client) => {
        if (closed) return;
        unsubscribe = client.subscribe(
          { query: text, operationName: operation.name, variables },
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
