import { defineModule, loadedBy, type NodeSources } from '../module.js';
import { customersLoaders } from './loaders.js';
import { customerResolvers } from './resolvers.js';
import { customersRules } from './rules.js';
import { CustomersApi } from './upstream.js';

/** The kinds of object whose global ids this module mints, and how `node(id:)` fetches each. */
const nodes: NodeSources = {
  Customer: loadedBy('customers:read', (loaders) => loaders.customer),
};

/** Customers (buyers) of the invoicing service: invited by email, their request filled through the link, reviewed by staff. */
export const customersModule = defineModule({
  typeDefs: new URL('./schema.graphql', import.meta.url),
  resolvers: customerResolvers,
  upstream: (clients) => new CustomersApi(clients.invoicing),
  loaders: customersLoaders,
  rules: customersRules,
  nodes,
});
