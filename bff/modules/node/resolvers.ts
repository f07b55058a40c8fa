import type { Permission } from '../../../contracts/account/permissions.js';
import type { Resolvers } from '../../__generated__/resolvers-types.js';
import type { Context } from '../../context.js';
import { graphQLError } from '../../errors.js';
import { fromGlobalId, type NodeType } from '../../global-id.js';

type Typed = { __typename: string };
type FetchById = {
  permission?: Permission;
  fetch: (context: Context, id: string) => Promise<object | null | undefined>;
};

/**
 * The types fetched by their service id alone, each its own `__typename`: how
 * to fetch one (null or undefined when missing or another organisation's) and
 * the permission reading it needs, if any.
 */
const BY_ID = {
  Counterparty: {
    permission: 'counterparties:read',
    fetch: (context, id) => context.loaders.counterparty.load(id),
  },
  User: { fetch: (context, id) => context.loaders.user.load(id) },
  BankAccount: {
    permission: 'bank-accounts:read',
    fetch: (context, id) => context.loaders.bankAccount.load(id),
  },
  Entity: {
    permission: 'bank-accounts:read',
    fetch: async (context, id) =>
      (await context.loaders.entities.load('all')).find((entity) => entity.id === id),
  },
  ExpectedTransaction: {
    permission: 'expected-transactions:read',
    fetch: (context, id) => context.loaders.expectedTransaction.load(id),
  },
  StatementTransaction: {
    permission: 'statements:read',
    fetch: (context, id) => context.loaders.statementTransaction.load(id),
  },
  Import: { fetch: (context, id) => context.loaders.import.load(id) },
  Reconciliation: {
    permission: 'reconciliation:read',
    fetch: (context, id) => context.loaders.reconciliation.load(id),
  },
  ReconciliationProposal: {
    permission: 'reconciliation:read',
    fetch: (context, id) => context.loaders.reconciliationProposal.load(id),
  },
  ReconciliationRule: {
    permission: 'reconciliation:read',
    fetch: async (context, id) =>
      (await context.loaders.reconciliationRuleSet.load('all')).items.find(
        (rule) => rule.id === id,
      ),
  },
  ExceptionTicket: {
    permission: 'exceptions:read',
    fetch: (context, id) => context.loaders.exceptionTicket.load(id),
  },
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
  PaymentProvider: {
    permission: 'payment-providers:read',
    fetch: (context, id) => context.loaders.paymentProvider.load(id),
  },
  PaymentRecord: {
    permission: 'payment-providers:read',
    fetch: (context, id) => context.loaders.paymentRecord.load(id),
  },
  PaymentTransaction: {
    permission: 'payment-providers:read',
    fetch: (context, id) => context.loaders.paymentTransaction.load(id),
  },
  PaymentSettlement: {
    permission: 'payment-providers:read',
    fetch: (context, id) => context.loaders.paymentSettlement.load(id),
  },
  Bill: { permission: 'bills:read', fetch: (context, id) => context.loaders.bill.load(id) },
  CashFlowRule: {
    permission: 'cash-analysis:read',
    fetch: async (context, id) =>
      (await context.loaders.cashFlowRules.load('all')).items.find((rule) => rule.id === id),
  },
  Deposit: {
    permission: 'deposits:read',
    fetch: (context, id) => context.loaders.deposit.load(id),
  },
  CashForecastScenario: {
    permission: 'cash-analysis:read',
    fetch: (context, id) => context.loaders.cashForecastScenario.load(id),
  },
  CashForecastSnapshot: {
    permission: 'cash-analysis:read',
    fetch: (context, id) => context.loaders.cashForecastSnapshot.load(id),
  },
  Customer: {
    permission: 'customers:read',
    fetch: (context, id) => context.loaders.customer.load(id),
  },
  ApiKey: {
    permission: 'api-keys:manage',
    fetch: async (context, id) =>
      (await context.api.apiKeys.apiKeys(context.caller)).find((key) => key.id === id),
  },
  Passkey: {
    fetch: async (context, id) =>
      (await context.loaders.passkeys.load('mine')).find((passkey) => passkey.id === id),
  },
} satisfies Partial<Record<NodeType, FetchById>>;

const fetchedById = (type: NodeType): type is keyof typeof BY_ID => type in BY_ID;

/** Fetches any object by global id through the per-request loaders; other organisations' objects are null. */
async function loadNode(context: Context, globalId: string): Promise<Typed | null> {
  const parsed = fromGlobalId(globalId);
  if (!parsed || !context.viewer) return null;
  const { type, id } = parsed;
  if (fetchedById(type)) {
    const byId: FetchById = BY_ID[type];
    if (byId.permission && !context.viewer.permissions.includes(byId.permission)) return null;
    const record = await byId.fetch(context, id);
    return record ? { ...record, __typename: type } : null;
  }
  switch (type) {
    case 'Organization': {
      const me = await context.loaders.me.load('me');
      const record = me.organizations.find((organization) => organization.id === id);
      return record ? { ...record, __typename: 'Organization' } : null;
    }
    case 'Role': {
      if (context.viewer.permissions.includes('roles:read')) {
        const record = await context.loaders.role.load(id);
        return record && { ...record, __typename: 'Role' };
      }
      const me = await context.loaders.me.load('me');
      return me.role.id === id ? { ...me.role, __typename: 'Role' } : null;
    }
    case 'Member':
    case 'Invitation': {
      if (!context.viewer.permissions.includes('members:read')) return null;
      const record = await context.loaders.member.load(id);
      return record && record.kind === (type === 'Member' ? 'MEMBER' : 'INVITATION')
        ? { ...record, __typename: 'Member' }
        : null;
    }
    case 'Upload':
      return null;
  }
}

/** The most ids `nodes` takes at once: a page of any list. */
export const MAX_NODES = 100;

export const nodeResolvers: Resolvers = {
  Query: {
    node: (_root, { id }, context) => loadNode(context, id) as never,
    nodes: (_root, { ids }, context) => {
      // Each id may cost an upstream call; a page is the most a list answers.
      if (ids.length > MAX_NODES)
        throw graphQLError(
          'BAD_USER_INPUT',
          `"ids" takes at most ${MAX_NODES} ids, got ${ids.length}.`,
          { field: 'ids' },
        );
      return Promise.all(ids.map((id) => loadNode(context, id))) as never;
    },
  },
  Node: {
    __resolveType: (node) => (node as unknown as Typed).__typename as never,
  },
};
