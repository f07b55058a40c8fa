import type { Client } from 'graphql-ws';
import {
  Environment,
  Network,
  Observable,
  RecordSource,
  Store,
  type GraphQLResponse,
  type SubscribeFunction,
} from 'relay-runtime';
import { documentOf, fetchGraphQL, GRAPHQL_PATH } from './fetchGraphQL';
import { GraphQLRequestError, type GraphQLErrorShape } from './GraphQLRequestError';
import viewerPermissionsQuery from '../__generated__/viewerPermissionsQuery.graphql';

let wsClient: Promise<Client> | undefined;

/**
 * Before the socket reconnects: a member's socket is closed (4419, which graphql-ws retries) when its
 * access token expires, and so has the browser's access cookie. One query over HTTP has the BFF refresh
 * the session and set its cookies, which the new socket's upgrade then carries; without it the socket
 * would come back signed out. Then graphql-ws's own randomised backoff (1 s doubled per retry, plus
 * 0.3 to 3 s).
 */
async function refreshThenWait(retries: number): Promise<void> {
  try {
    await fetchGraphQL(viewerPermissionsQuery.params, {}, {});
  } catch {
    // Signed out meanwhile, or offline: the socket reconnects as it can.
  }
  const delay = 1000 * 2 ** retries + 300 + Math.floor(Math.random() * 2700);
  await new Promise((resolve) => setTimeout(resolve, delay));
}

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
        retryWait: refreshThenWait,
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
