import { isPermission, type Permission } from '../../contracts/account/permissions.js';
import type { MutationResolvers, Resolvers } from '../__generated__/resolvers-types.js';
import type { Context } from '../context.js';
import type { NodeType } from '../global-id.js';
import type { CallerIdentity, UpstreamClients } from '../upstream/client.js';

export type MutationName = keyof Required<MutationResolvers>;

/**
 * Who may call a mutation: anyone (signing in, recovering a password), any
 * signed-in user (their own sign-in security), or the holders of permissions
 * of the catalogue (contracts/account/permissions.ts): every one of them, or
 * with `anyOf` at least one. A signed-in rule refuses API keys unless it
 * says `keys` (the caller's own work). `usersOnly` refuses an integrator's API key
 * whatever its role holds (minting API keys is a person's act). The rule is
 * the permission the mutation's description documents, so the permission
 * matrix test can hold one against the other. The services check the same
 * permissions again; this is the BFF's refusal, before any upstream call.
 */
export type MutationRule =
  | { kind: 'public' }
  | {
      kind: 'signed-in';
      /** Whether an integrator's API key may call it too (its caller's own work: a bulk operation). */
      keys?: true;
    }
  | {
      kind: 'permission';
      permissions: readonly [Permission, ...Permission[]];
      anyOf?: true;
      usersOnly?: true;
    };

export const PUBLIC: MutationRule = { kind: 'public' };
export const SIGNED_IN: MutationRule = { kind: 'signed-in' };
/** Any signed-in user or API key, each for its own records. */
export const SIGNED_IN_OR_KEY: MutationRule = { kind: 'signed-in', keys: true };
/** Holders of every one of the permissions. */
export const needs = (...permissions: [Permission, ...Permission[]]): MutationRule => ({
  kind: 'permission',
  permissions,
});
/** Holders of at least one of the permissions. */
export const needsEither = (
  ...permissions: [Permission, Permission, ...Permission[]]
): MutationRule => ({ kind: 'permission', permissions, anyOf: true });
/** Signed-in people holding every one of the permissions; never an API key. */
export const usersNeed = (...permissions: [Permission, ...Permission[]]): MutationRule => ({
  kind: 'permission',
  permissions,
  usersOnly: true,
});

/**
 * The rules of a document's move mutations, derived from its lifecycle
 * (contracts/invoicing/lifecycles.ts): `<prefix><Action>` (salesOrderApprove)
 * for each of its actions, needing the action's permission, or any of them
 * when it declares several. A permission the catalogue does not know fails
 * when the module loads.
 */
export function movesRules<const Prefix extends string, Action extends string>(
  prefix: Prefix,
  lifecycle: { transitions: readonly { action: Action; permissions: readonly string[] }[] },
): { [A in Action as `${Prefix}${Capitalize<A>}`]: MutationRule } {
  return Object.fromEntries(
    lifecycle.transitions.map(({ action, permissions }) => {
      const known = permissions.filter(isPermission);
      const [first, ...others] = known;
      if (!first || known.length !== permissions.length)
        throw new Error(`${prefix} ${action}: ${permissions.join(', ')} is not in the catalogue`);
      const rule: MutationRule = { kind: 'permission', permissions: [first, ...others] };
      return [
        `${prefix}${action.charAt(0).toUpperCase()}${action.slice(1)}`,
        others.length > 0 ? { ...rule, anyOf: true } : rule,
      ];
    }),
  ) as { [A in Action as `${Prefix}${Capitalize<A>}`]: MutationRule };
}

/**
 * The rules of a document's mutations: its creation (`<prefix>Create`) by
 * `create`, and its moves as its lifecycle declares them (`movesRules`). A
 * prefix whose creation is no mutation is refused by the type check.
 */
export function documentRules<const Prefix extends string, Action extends string>(
  prefix: `${Prefix}Create` extends MutationName ? Prefix : never,
  lifecycle: { transitions: readonly { action: Action; permissions: readonly string[] }[] },
  create: MutationRule,
): { [A in Action as `${Prefix}${Capitalize<A>}`]: MutationRule } & {
  [K in `${Prefix}Create`]: MutationRule;
} {
  const moves = movesRules<Prefix, Action>(prefix, lifecycle);
  return {
    ...moves,
    ...({ [`${prefix}Create`]: create } as Record<`${Prefix}Create`, MutationRule>),
  };
}

/** The rules of a module's own mutations (`satisfies ModuleRules` also refuses a name that is no mutation). */
export type ModuleRules = Partial<Record<MutationName, MutationRule>>;

/**
 * How `node(id:)` fetches one object of a type by its service id: `fetch`
 * answers null or undefined when it is missing or another organisation's, and
 * `permission` is what reading it needs, if anything (checked before
 * `fetch`). A record may name its own `__typename` (an invitation is a
 * Member); otherwise the type is its name here.
 */
export type NodeSource = {
  permission?: Permission;
  fetch: (context: Context, id: string) => Promise<object | null | undefined>;
};
export type NodeSources = Partial<Record<NodeType, NodeSource>>;

/** A node source that loads one by its id with one of the request's DataLoaders. */
export const loadedBy = (
  permission: Permission | undefined,
  loader: (loaders: Context['loaders']) => { load(id: string): Promise<object | null | undefined> },
): NodeSource => ({ permission, fetch: (context, id) => loader(context.loaders).load(id) });

/** The modules' node sources in one; two modules fetching one kind is a mistake, refused as the BFF loads. */
export function mergeNodeSources(modules: readonly { nodes?: NodeSources }[]): NodeSources {
  const merged: NodeSources = {};
  for (const module of modules)
    for (const [type, source] of Object.entries(module.nodes ?? {}) as [NodeType, NodeSource][]) {
      if (merged[type])
        throw new Error(`Two modules fetch ${type} by id: keep it in one \`nodes\`.`);
      merged[type] = source;
    }
  return merged;
}

/**
 * One area of the BFF, all in its folder (graphql-hive's modules): its schema
 * slice, its resolvers, the upstream calls it makes, its DataLoaders over
 * them and the authorization rule of each of its mutations.
 * `bff/modules/areas.ts` lists the modules (`npm run areas` writes it from the
 * folders); everything else is derived from that list.
 */
export type BffModule<
  Api = never,
  Loaders extends object = object,
  Rules extends ModuleRules = ModuleRules,
> = {
  /** The module's slice of the public schema (`schema.graphql` next to it). */
  typeDefs: URL;
  resolvers: Resolvers;
  /** The module's upstream API over the services' shared HTTP clients, reached as `context.api.<module>`. */
  upstream?: (clients: UpstreamClients) => Api;
  /** Its DataLoaders, made fresh for every request over its own upstream API, reached as `context.loaders.<name>`. */
  loaders?: (caller: CallerIdentity, api: Api) => Loaders;
  rules?: Rules;
  /**
   * The kinds of object whose global ids this module mints (`toGlobalId`),
   * each with how `node(id:)` fetches one: the type names are the global
   * ids' types (bff/global-id.ts).
   */
  nodes?: NodeSources;
};

/** Declares a module, inferring its upstream API, loaders and rules for the types derived from the list. */
export function defineModule<
  Api = never,
  Loaders extends object = object,
  Rules extends ModuleRules = ModuleRules,
>(module: BffModule<Api, Loaders, Rules>): BffModule<Api, Loaders, Rules> {
  return module;
}

/** Orders batch results like the keys, with null for ids the service left out (missing or another organisation's). */
export function byId<T extends { id: string }>(ids: readonly string[], rows: T[]): (T | null)[] {
  const found = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => found.get(id) ?? null);
}

/** For a loader of one thing per request (`me`, the bank catalogue): every key gets the one answer. */
export async function once<T>(keys: readonly unknown[], load: () => Promise<T>): Promise<T[]> {
  const value = await load();
  return keys.map(() => value);
}
