/**
 * A small integrator of the Kas GraphQL API, typed by GraphQL Code Generator's
 * client preset (codegen.ts, output in gql/): it lists counterparties page by
 * page, creates one with an Idempotency-Key and retries it, and reads the cost
 * of every answer. Run it against a running system:
 *
 *   KAS_URL=http://localhost:4000 KAS_API_KEY=kas_… node --import tsx examples/typed-client/client.ts
 */
import { randomUUID } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import { graphql } from './gql/index.js';
import type {
  CounterpartiesPageQueryVariables,
  CounterpartyCreateInput,
  TypedDocumentString,
} from './gql/graphql.js';

/** Where the API is and the key to call it with. */
export type Connection = { url: string; apiKey: string };

/** What an answer's `extensions.cost` says: the operation's cost and its key's bucket afterwards. */
export type Cost = {
  requestedQueryCost: number;
  actualQueryCost: number;
  throttleStatus: { maximumAvailable: number; currentlyAvailable: number; restoreRate: number };
};

/** A GraphQL error of the answer, with its stable `extensions.code`. */
export class KasError extends Error {
  constructor(
    message: string,
    readonly code: string,
  ) {
    super(message);
  }
}

const CounterpartiesPage = graphql(`
  query CounterpartiesPage($first: Int!, $after: String) {
    counterparties(first: $first, after: $after) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        node {
          id
          legalName
          alias
        }
      }
    }
  }
`);

const CounterpartyCreate = graphql(`
  mutation CounterpartyCreate($input: CounterpartyCreateInput!) {
    counterpartyCreate(input: $input) {
      counterparty {
        id
        legalName
        alias
      }
      userErrors {
        field
        code
        message
      }
    }
  }
`);

type Answer<Result> = {
  data?: Result | null;
  errors?: { message: string; extensions?: { code?: string; retryAfter?: number } }[];
  extensions?: { cost?: Cost };
};

const sleep = (seconds: number) => new Promise((resolve) => setTimeout(resolve, seconds * 1000));

/**
 * Runs one typed operation and answers its data and cost. A 429 (THROTTLED:
 * the key's cost bucket is short; RATE_LIMITED: its request rate) is waited
 * out as `Retry-After` says and tried again, at most `retries` times; any
 * other GraphQL error is thrown as a KasError.
 */
export async function execute<Result, Variables>(
  connection: Connection,
  document: TypedDocumentString<Result, Variables>,
  variables: Variables,
  options: { idempotencyKey?: string; retries?: number } = {},
): Promise<{ data: Result; cost: Cost | undefined }> {
  const response = await fetch(`${connection.url}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${connection.apiKey}`,
      ...(options.idempotencyKey ? { 'idempotency-key': options.idempotencyKey } : {}),
    },
    body: JSON.stringify({ query: document.toString(), variables }),
  });
  const answer = (await response.json()) as Answer<Result>;
  const retries = options.retries ?? 3;
  if (response.status === 429 && retries > 0) {
    await sleep(Number(response.headers.get('retry-after') ?? 1));
    return execute(connection, document, variables, { ...options, retries: retries - 1 });
  }
  const error = answer.errors?.[0];
  if (error || !answer.data)
    throw new KasError(error?.message ?? 'No data', error?.extensions?.code ?? 'UNKNOWN');
  return { data: answer.data, cost: answer.extensions?.cost };
}

/** A counterparty as the example reads it. */
export type Counterparty = { id: string; legalName: string; alias: string };

/**
 * Every counterparty, read `pageSize` at a time by following
 * `pageInfo.endCursor` while `hasNextPage`, with each page's cost.
 */
export async function listCounterparties(
  connection: Connection,
  pageSize = 50,
): Promise<{ counterparties: Counterparty[]; totalCount: number; costs: Cost[] }> {
  const counterparties: Counterparty[] = [];
  const costs: Cost[] = [];
  let after: string | null | undefined = null;
  for (;;) {
    const variables: CounterpartiesPageQueryVariables = { first: pageSize, after };
    const { data, cost } = await execute(connection, CounterpartiesPage, variables);
    if (cost) costs.push(cost);
    counterparties.push(...data.counterparties.edges.map((edge) => edge.node));
    const { pageInfo, totalCount } = data.counterparties;
    if (!pageInfo.hasNextPage || !pageInfo.endCursor) return { counterparties, totalCount, costs };
    after = pageInfo.endCursor;
  }
}

/**
 * Creates a counterparty under an Idempotency-Key: sending it again with the
 * same key (after a timeout, say) answers the first result and creates
 * nothing more. A broken business rule is thrown with its userErrors' codes.
 */
export async function createCounterparty(
  connection: Connection,
  input: CounterpartyCreateInput,
  idempotencyKey: string,
): Promise<{ counterparty: Counterparty; cost: Cost | undefined }> {
  const { data, cost } = await execute(
    connection,
    CounterpartyCreate,
    { input },
    { idempotencyKey },
  );
  const { counterparty, userErrors } = data.counterpartyCreate;
  if (!counterparty)
    throw new KasError(
      userErrors.map((error) => `${error.field ?? ''}: ${error.message}`).join('; '),
      userErrors.map((error) => error.code).join(','),
    );
  return { counterparty, cost };
}

/** What `run` did, for the console or a test. */
export type Run = {
  listed: number;
  pages: number;
  created: Counterparty;
  retried: Counterparty;
  lastCost: Cost | undefined;
};

/** The example's story: list page by page, create once, retry with the same key. */
export async function run(
  connection: Connection,
  input: CounterpartyCreateInput,
  pageSize = 50,
): Promise<Run> {
  const listing = await listCounterparties(connection, pageSize);
  const idempotencyKey = randomUUID();
  const created = await createCounterparty(connection, input, idempotencyKey);
  const retried = await createCounterparty(connection, input, idempotencyKey);
  return {
    listed: listing.counterparties.length,
    pages: listing.costs.length,
    created: created.counterparty,
    retried: retried.counterparty,
    lastCost: retried.cost,
  };
}

/** A counterparty to create; `suffix` (digits) tells one run's from another's. */
export function sampleInput(suffix = Date.now().toString().slice(-8)): CounterpartyCreateInput {
  return {
    legalName: `PT Contoh Integrasi ${suffix}`,
    alias: `Contoh ${suffix}`,
    type: 'COMPANY',
    bankAccounts: [{ bankCode: '014', accountNumber: `52${suffix}`, accountName: 'PT CONTOH' }],
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const url = process.env.KAS_URL ?? 'http://localhost:4000';
  const apiKey = process.env.KAS_API_KEY;
  if (!apiKey) throw new Error('Set KAS_API_KEY to an API key (Settings → API keys).');
  process.stdout.write(`${JSON.stringify(await run({ url, apiKey }, sampleInput()), null, 2)}\n`);
}
