import { parse as parseSetCookie } from 'cookie';

export type GraphQLResponse<T = Record<string, unknown>> = {
  data?: T | null;
  errors?: {
    message: string;
    extensions?: { code?: string; [key: string]: unknown };
    path?: (string | number)[];
  }[];
};

/** The `userErrors` of a mutation's payload: what the form shows, by field. */
export type UserErrors = { field: string | null; code: string; message: string }[];

/** A GraphQL client that keeps the BFF's session cookies like a browser does. */
export class GraphQLClient {
  readonly cookies = new Map<string, string>();
  lastSetCookies: string[] = [];

  constructor(readonly url: string) {}

  get cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  async request<T = Record<string, unknown>>(
    query: string,
    variables: Record<string, unknown> = {},
    headers: Record<string, string> = {},
  ): Promise<GraphQLResponse<T>> {
    const response = await fetch(`${this.url}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/graphql-response+json',
        ...(this.cookies.size ? { cookie: this.cookieHeader } : {}),
        ...headers,
      },
      body: JSON.stringify({ query, variables }),
    });
    this.lastSetCookies = response.headers.getSetCookie();
    for (const line of this.lastSetCookies) {
      const [pair] = line.split(';');
      const parsed = parseSetCookie(pair ?? '');
      for (const [name, value] of Object.entries(parsed)) {
        if (value === '' || /max-age=0/i.test(line)) this.cookies.delete(name);
        else if (value !== undefined) this.cookies.set(name, value);
      }
    }
    return (await response.json()) as GraphQLResponse<T>;
  }

  /** The data of a request that must answer some; a test fails with the errors when it does not. */
  async data<T = Record<string, unknown>>(
    query: string,
    variables: Record<string, unknown> = {},
  ): Promise<T> {
    const result = await this.request<T>(query, variables);
    if (!result.data) throw new Error(JSON.stringify(result.errors));
    return result.data;
  }

  async signIn(email: string, password: string) {
    const result = await this.request<{ signIn: { userErrors: unknown[] } }>(
      'mutation SignIn($input: SignInInput!) { signIn(input: $input) { viewer { user { email } } userErrors { field code message } } }',
      { input: { email, password } },
    );
    if (!result.data?.signIn || result.data.signIn.userErrors.length > 0)
      throw new Error(`sign-in failed: ${JSON.stringify(result)}`);
    return result;
  }
}

/** A client signed in as `credentials` at the BFF at `url`, as a browser is after the sign-in page. */
export async function signedInClient(
  url: string,
  credentials: { email: string; password: string },
): Promise<GraphQLClient> {
  const client = new GraphQLClient(url);
  await client.signIn(credentials.email, credentials.password);
  return client;
}

/** A page of a GraphQL connection: its nodes, and where the next page starts. */
export type ConnectionPage<Node> = {
  edges: { node: Node }[];
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
};

/**
 * Every node of a connection, read a page at a time from the start as a list
 * screen scrolls. Stops after `most` pages, so a cursor that never ends shows
 * as nodes missing from the test's expectation rather than a hung test.
 */
export async function everyPage<Node>(
  pageAfter: (after: string | null) => Promise<ConnectionPage<Node>>,
  most = 10,
): Promise<Node[]> {
  const nodes: Node[] = [];
  let after: string | null = null;
  for (let pages = 0; pages < most; pages += 1) {
    const page = await pageAfter(after);
    nodes.push(...page.edges.map((edge) => edge.node));
    if (!page.pageInfo.hasNextPage) break;
    after = page.pageInfo.endCursor;
  }
  return nodes;
}
