import { defineModule, type NodeSources } from '../module.js';
import { paymentsLoaders } from './loaders.js';
import { paymentResolvers } from './resolvers.js';
import { paymentsRules } from './rules.js';
import { PaymentsApi } from './upstream.js';

/** The kinds of object whose global ids this module mints, and how `node(id:)` fetches each. */
const nodes: NodeSources = {
  Payment: {
    permission: 'payments:read',
    fetch: async (context, id) =>
      (await context.loaders.paymentOrder.load(id))?.kind === 'PAYMENT'
        ? context.loaders.paymentOrder.load(id)
        : null,
  },
  Transfer: {
    permission: 'transfers:read',
    fetch: async (context, id) =>
      (await context.loaders.paymentOrder.load(id))?.kind === 'TRANSFER'
        ? context.loaders.paymentOrder.load(id)
        : null,
  },
  ApprovalRule: {
    permission: 'settings:read',
    fetch: async (context, id) =>
      (await context.loaders.approvalRules.load('all')).items.find((rule) => rule.id === id),
  },
};

/** Payments and transfers: the lists and their tabs, create and change, approve, reject, cancel and archive in bulk, live updates, and the approval rules. */
export const paymentsModule = defineModule({
  typeDefs: new URL('./schema.graphql', import.meta.url),
  resolvers: paymentResolvers,
  upstream: (clients) => new PaymentsApi(clients.treasury),
  loaders: paymentsLoaders,
  rules: paymentsRules,
  nodes,
});
