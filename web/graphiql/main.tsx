import './setupMonacoWorkers';
import 'graphiql/style.css';
import { createGraphiQLFetcher } from '@graphiql/toolkit';
import { GraphiQL } from 'graphiql';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { EXAMPLE_TABS } from './exampleTabs';

const protocol = window.location.protocol === 'https:' ? 'wss:' : 'ws:';

/**
 * Queries and mutations go over HTTP POST, subscriptions over graphql-ws on
 * the same path; the session cookies of this origin authenticate both, or a
 * tab's `Authorization` header, which the fetcher sends over HTTP and as the
 * socket's connection parameters.
 */
const fetcher = createGraphiQLFetcher({
  url: '/graphql',
  subscriptionUrl: `${protocol}//${window.location.host}/graphql`,
});

const container = document.getElementById('graphiql');
if (!container) throw new Error('The page has no #graphiql element.');

createRoot(container).render(
  <StrictMode>
    <GraphiQL fetcher={fetcher} defaultTabs={EXAMPLE_TABS} />
  </StrictMode>,
);
