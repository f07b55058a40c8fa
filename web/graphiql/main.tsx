import './setupMonacoWorkers';
import 'graphiql/style.css';
import { createGraphiQLFetcher } from '@graphiql/toolkit';
import { GraphiQL } from 'graphiql';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

const protocol = window.location.protocol === 'https:' ? 'wss:' : 'ws:';

/**
 * Queries and mutations go over HTTP POST, subscriptions over graphql-ws on
 * the same path; the session cookies of this origin authenticate both.
 */
const fetcher = createGraphiQLFetcher({
  url: '/graphql',
  subscriptionUrl: `${protocol}//${window.location.host}/graphql`,
});

const DEFAULT_QUERY = `# Kas GraphQL API
#
# Sign in first (the session is kept in cookies of this site):
#
# mutation SignIn {
#   signIn(input: { email: "you@company.co.id", password: "…" }) {
#     viewer { user { fullName } organization { name } }
#     userErrors { field code message }
#   }
# }

query Counterparties {
  viewer {
    organization { name }
  }
  counterparties(first: 10) {
    totalCount
    edges {
      node {
        legalName
        alias
        type
        bankAccounts { bank { name } accountNumber }
      }
    }
  }
}
`;

const container = document.getElementById('graphiql');
if (!container) throw new Error('The page has no #graphiql element.');

createRoot(container).render(
  <StrictMode>
    <GraphiQL fetcher={fetcher} defaultQuery={DEFAULT_QUERY} />
  </StrictMode>,
);
