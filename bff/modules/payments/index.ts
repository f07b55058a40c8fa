import { defineModule, type NodeSource, type NodeSources } from '../module.js';
import { paymentsLoaders } from './loaders.js';
import { paymentResolvers } from './resolvers.js';
import { paymentsRules } from './rules.js';
import { PaymentsApi } from './upstream.js';

/** A payment order of one kind: a transfer's id names no Payment, and a payment's no Transfer. */
const orderOfKind =
  (kind: 'PAYMENT' | 'TRANSFER'): NodeSource['fetch'] =>
  async (context, id) => {
    const order = await context.loaders.paymentOrder.load(id);
    return order?.kind === kind ? order : null;
  };

/** The kinds of object whose global ids this module mints, and how `node(id:)` fetches each. */
const nodes: NodeSources = {
  Payment: { permission: 'payments:read', fetch: orderOfKind('PAYMENT') },
  Transfer: { permission: 'transfers:read', fetch: orderOfKind('TRANSFER') },
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
