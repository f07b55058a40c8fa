import type { Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { System } from '../../system.js';
import {
  addMember,
  counterpartyInput,
  createOrganization,
  type Credentials,
} from '../support/factories.js';
import { signedInClient, type GraphQLClient } from '../support/graphql-client.js';
import { workerSystem } from '../support/system.js';
import { cookieSocketClient } from '../support/transports.js';
import { eventually } from '../support/eventually.js';

let system: System;
let owner: Credentials;
const clients: Client[] = [];

/** A graphql-ws client that opens its socket with the browser session's cookies. */
function wsClient(cookie: string): Client {
  const client = cookieSocketClient(system.url, cookie, { lazy: false });
  clients.push(client);
  return client;
}

type Next = {
  data?: { counterpartyCreated: { legalName: string } };
  errors?: { extensions?: { code?: string } }[];
};

/** Subscribes and collects what arrives; resolves once the server has the subscription. */
function collect(client: Client, query: string) {
  const received: Next[] = [];
  let failure: unknown;
  const dispose = client.subscribe<Next['data']>(
    { query },
    {
      next: (value) => void received.push(value as Next),
      error: (error) => (failure = error),
      complete: () => {},
    },
  );
  return { received, dispose, failure: () => failure };
}

beforeAll(async () => {
  system = await workerSystem();
  ({ owner } = await createOrganization(system, 'PT Langganan Uji'));
});

afterAll(async () => {
  await Promise.all(clients.map((client) => client.dispose()));
  await system?.stop();
});

/** Makes a counterparty named `legalName` in the organisation `client` is signed in to. */
async function create(client: GraphQLClient, legalName: string) {
  const result = await client.request<{ counterpartyCreate: { userErrors: unknown[] } }>(
    'mutation C($input: CounterpartyCreateInput!) { counterpartyCreate(input: $input) { userErrors { code } } }',
    { input: counterpartyInput({ legalName }) },
  );
  expect(result.errors).toBeUndefined();
  expect(result.data?.counterpartyCreate.userErrors).toEqual([]);
}

const WARM_UP = 'PT Pemanasan';

/** Makes a counterparty (`PT Pemanasan n`) again until `subscription` has heard of one. */
async function heardOne(client: GraphQLClient, subscription: ReturnType<typeof collect>) {
  let made = 0;
  await eventually(
    async () => {
      if (subscription.received.length > 0) return true;
      await create(client, `${WARM_UP} ${++made}`);
      return false;
    },
    10_000,
    50,
  );
}

/** What a subscription received beside the warm-up's counterparties: errors included. */
const named = (received: Next[]) =>
  received.filter((next) => !next.data?.counterpartyCreated.legalName.startsWith(WARM_UP));

describe('counterpartyCreated over graphql-ws', () => {
  it('pushes a counterparty created in the organisation to its members, and not to another organisation', async () => {
    const browser = await signedInClient(system.url, owner);
    const { owner: stranger } = await createOrganization(system);
    const strangerBrowser = await signedInClient(system.url, stranger);

    const mine = collect(
      wsClient(browser.cookieHeader),
      'subscription { counterpartyCreated { legalName } }',
    );
    const theirs = collect(
      wsClient(strangerBrowser.cookieHeader),
      'subscription { counterpartyCreated { legalName } }',
    );
    // Each subscription registers asynchronously: a counterparty is made in its organisation again
    // until it has heard of one, so both are known to be registered before the test's own event.
    await heardOne(browser, mine);
    await heardOne(strangerBrowser, theirs);

    await create(browser, 'PT Siaran Langsung');
    await eventually(() => named(mine.received).length === 1, 5_000, 25);
    expect(named(mine.received)).toEqual([
      {
        data: { counterpartyCreated: { legalName: 'PT Siaran Langsung' } },
        // Each event says what the subscription cost when it started, and the session's bucket.
        extensions: {
          cost: expect.objectContaining({ requestedQueryCost: 4, actualQueryCost: 4 }),
        },
      },
    ]);
    // A sentinel the other organisation does hear, made after mine heard of its counterparty: had
    // that one reached them, it would have come before the sentinel.
    await create(strangerBrowser, 'PT Penanda');
    await eventually(() => named(theirs.received).length > 0, 5_000, 25);
    expect(named(theirs.received)).toEqual([
      {
        data: { counterpartyCreated: { legalName: 'PT Penanda' } },
        extensions: expect.any(Object),
      },
    ]);
    mine.dispose();
    theirs.dispose();
  });

  it('without a session the subscription is refused as UNAUTHENTICATED', async () => {
    const anonymous = collect(wsClient(''), 'subscription { counterpartyCreated { legalName } }');
    await eventually(
      () => anonymous.received.length > 0 || anonymous.failure() !== undefined,
      5_000,
      25,
    );
    const errors =
      (anonymous.failure() as { extensions?: { code?: string } }[] | undefined) ??
      anonymous.received[0]?.errors;
    expect(errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('a member without counterparties:read is refused as FORBIDDEN', async () => {
    const { organizationId } = await createOrganization(system);
    const nobody = await addMember(system, organizationId, []);
    const browser = await signedInClient(system.url, nobody);
    const refused = collect(
      wsClient(browser.cookieHeader),
      'subscription { counterpartyCreated { legalName } }',
    );
    await eventually(
      () => refused.received.length > 0 || refused.failure() !== undefined,
      5_000,
      25,
    );
    const errors =
      (refused.failure() as { extensions?: { code?: string } }[] | undefined) ??
      refused.received[0]?.errors;
    expect(errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
