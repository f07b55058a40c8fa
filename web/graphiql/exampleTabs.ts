import type { GraphiQL } from 'graphiql';
import type { ComponentProps } from 'react';

/** A tab GraphiQL opens with: its operation, variables and headers. */
export type ExampleTab = NonNullable<ComponentProps<typeof GraphiQL>['defaultTabs']>[number];

/** JSON for an editor pane, two spaces deep. */
const json = (value: unknown) => JSON.stringify(value, null, 2);

/**
 * The tabs GraphiQL opens with (until the browser keeps tabs of its own): what an integrator does
 * first, each a valid operation against schema.graphql (web/graphiql/exampleTabs.test.ts checks
 * them). docs/integrators.md explains each in full.
 */
export const EXAMPLE_TABS: ExampleTab[] = [
  {
    query: `# 1. Authenticate with an API key
#
# Integrators send an organisation's API key (Settings > API keys, or the
# apiKeyCreate mutation) as a bearer token: replace the key in Headers below.
# viewer then tells the key what it is: its organisation, name, expiry,
# permissions and what its cost bucket holds.
# In this page you may also sign in with the app's session instead:
#
# mutation SignIn {
#   signIn(input: { email: "you@company.co.id", password: "…" }) {
#     viewer { user { fullName } organization { name } }
#     userErrors { field code message }
#   }
# }

query WhoAmI {
  viewer {
    organization {
      name
    }
    apiKey {
      name
      expiresAt
    }
    permissions
    rateLimit {
      remaining
      resetAt
    }
  }
}
`,
    headers: json({ Authorization: 'Bearer kas_…' }),
  },
  {
    query: `# 2. List counterparties page by page
#
# Lists are Relay connections: ask for \`first\` items, then pass the page's
# \`pageInfo.endCursor\` as \`after\` while \`pageInfo.hasNextPage\` is true.

query Counterparties($first: Int!, $after: String) {
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
        bankAccounts {
          id
          bank {
            name
          }
          accountNumber
        }
      }
    }
  }
}
`,
    variables: json({ first: 20, after: null }),
  },
  {
    query: `# 3. Create a payment with an idempotency key
#
# A new Idempotency-Key (a UUID) per payment makes a retry safe: the same key
# with the same input answers the first result and never pays twice. The ids
# come from bankAccounts and counterparties { bankAccounts { id } }.

mutation PaymentCreate($input: PaymentCreateInput!) {
  paymentCreate(input: $input) {
    payment {
      id
      status
      amount {
        amount
        currency
      }
      paymentDate
    }
    userErrors {
      field
      code
      message
    }
  }
}
`,
    variables: json({
      input: {
        sourceAccountId: 'QmFua0FjY291bnQ6…',
        counterpartyBankAccountId: 'Q291bnRlcnBhcnR5QmFua0FjY291bnQ6…',
        amount: '1500000.00',
        paymentDate: '2027-01-15',
        memo: 'Invoice INV-2027-0001',
      },
    }),
    headers: json({ 'Idempotency-Key': '5f0c1d2e-8a4b-4c6d-9e7f-0a1b2c3d4e5f' }),
  },
  {
    query: `# 4. Subscribe to payment status
#
# Over the WebSocket (graphql-transport-ws on /graphql): an event each time a
# payment of the organisation is made, approved, sent, fails… The socket takes
# the key from Headers below, as HTTP does (GraphiQL sends them as the
# connection parameters; Authorization in any letter case).

subscription PaymentStatus {
  paymentUpdated {
    change
    payment {
      id
      status
      failureReason
      sentAt
    }
  }
}
`,
    headers: json({ Authorization: 'Bearer kas_…' }),
  },
];
