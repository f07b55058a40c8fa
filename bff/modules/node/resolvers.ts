import type { Resolvers } from '../../__generated__/resolvers-types.js';
import type { Context } from '../../context.js';
import { graphQLError } from '../../errors.js';
import { fromGlobalId } from '../../global-id.js';

type Typed = { __typename: string };

/** Fetches any object by global id through the per-request loaders; other organisations' objects are null. */
async function loadNode(context: Context, globalId: string): Promise<Typed | null> {
  const parsed = fromGlobalId(globalId);
  if (!parsed || !context.viewer) return null;
  switch (parsed.type) {
    case 'Counterparty': {
      if (!context.viewer.permissions.includes('counterparties:read')) return null;
      const record = await context.loaders.counterparty.load(parsed.id);
      return record && { ...record, __typename: 'Counterparty' };
    }
    case 'User': {
      const record = await context.loaders.user.load(parsed.id);
      return record && { ...record, __typename: 'User' };
    }
    case 'Organization': {
      const me = await context.loaders.me.load('me');
      const record = me.organizations.find((organization) => organization.id === parsed.id);
      return record ? { ...record, __typename: 'Organization' } : null;
    }
    case 'Role': {
      if (context.viewer.permissions.includes('roles:read')) {
        const record = await context.loaders.role.load(parsed.id);
        return record && { ...record, __typename: 'Role' };
      }
      const me = await context.loaders.me.load('me');
      return me.role.id === parsed.id ? { ...me.role, __typename: 'Role' } : null;
    }
    case 'Member':
    case 'Invitation': {
      if (!context.viewer.permissions.includes('members:read')) return null;
      const record = await context.loaders.member.load(parsed.id);
      return record && record.kind === (parsed.type === 'Member' ? 'MEMBER' : 'INVITATION') ? { ...record, __typename: 'Member' } : null;
    }
    case 'BankAccount': {
      if (!context.viewer.permissions.includes('bank-accounts:read')) return null;
      const record = await context.loaders.bankAccount.load(parsed.id);
      return record && { ...record, __typename: 'BankAccount' };
    }
    case 'Entity': {
      if (!context.viewer.permissions.includes('bank-accounts:read')) return null;
      const record = (await context.loaders.entities.load('all')).find((entity) => entity.id === parsed.id);
      return record ? { ...record, __typename: 'Entity' } : null;
    }
    case 'ExpectedTransaction': {
      if (!context.viewer.permissions.includes('expected-transactions:read')) return null;
      const record = await context.loaders.expectedTransaction.load(parsed.id);
      return record && { ...record, __typename: 'ExpectedTransaction' };
    }
    case 'StatementTransaction': {
      if (!context.viewer.permissions.includes('statements:read')) return null;
      const record = await context.loaders.statementTransaction.load(parsed.id);
      return record && { ...record, __typename: 'StatementTransaction' };
    }
    case 'Import': {
      const record = await context.loaders.import.load(parsed.id);
      return record && { ...record, __typename: 'Import' };
    }
    case 'Upload':
      return null;
    case 'ApiKey': {
      if (!context.viewer.permissions.includes('api-keys:manage')) return null;
      const record = (await context.api.apiKeys.apiKeys(context.caller)).find((key) => key.id === parsed.id);
      return record ? { ...record, __typename: 'ApiKey' } : null;
    }
    case 'Passkey': {
      const record = (await context.loaders.passkeys.load('mine')).find((passkey) => passkey.id === parsed.id);
      return record ? { ...record, __typename: 'Passkey' } : null;
    }
  }
}

/** The most ids `nodes` takes at once: a page of any list. */
export const MAX_NODES = 100;

export const nodeResolvers: Resolvers = {
  Query: {
    node: (_root, { id }, context) => loadNode(context, id) as never,
    nodes: (_root, { ids }, context) => {
      // Each id may cost an upstream call; a page is the most a list answers.
      if (ids.length > MAX_NODES) throw graphQLError('BAD_USER_INPUT', `"ids" takes at most ${MAX_NODES} ids, got ${ids.length}.`, { field: 'ids' });
      return Promise.all(ids.map((id) => loadNode(context, id))) as never;
    },
  },
  Node: {
    __resolveType: (node) => (node as unknown as Typed).__typename as never,
  },
};
