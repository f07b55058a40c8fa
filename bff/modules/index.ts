import type { CallerIdentity, UpstreamClients } from '../upstream/client.js';
import { commonModule } from './common/index.js';
import {
  mergeNodeSources,
  type BffModule,
  type ModuleRules,
  type MutationName,
  type MutationRule,
} from './module.js';
import { nodeModuleOver } from './node/index.js';
import { AREAS } from './areas.js';
import { passkeysLoaders } from './passkeys/loaders.js';
import { scalarsModule } from './scalars/index.js';
import { sessionLoaders } from './session/loaders.js';

// The areas (`AREAS`) are every folder of bff/modules but the shared base, listed by `npm run areas`
// (scripts/area-lists.ts): a new area's folder joins by itself. Their schema slices are assembled in
// that order, after the scalars, the common types and `node`, into the root `schema.graphql`
// (`npm run schema`); a module's upstream API is `context.api.<its key>`; the loaders, the mutation
// rules and the node sources of all of them are merged.

/** How `node(id:)` fetches each kind of object, from the modules' `nodes` (tests/integration/tenancy.test.ts: every kind has one). */
export const NODE_SOURCES = mergeNodeSources([commonModule, ...Object.values(AREAS)]);

/** Every module: the shared base, `node` over the areas' node sources, and the areas. */
export const MODULES = {
  scalars: scalarsModule,
  common: commonModule,
  node: nodeModuleOver(NODE_SOURCES),
  ...AREAS,
};

type Modules = typeof MODULES;
type UnionToIntersection<U> = (U extends unknown ? (union: U) => void : never) extends (
  intersection: infer I,
) => void
  ? I
  : never;
type ApiOf<M> = M extends { upstream?: (clients: UpstreamClients) => infer Api } ? Api : never;
type LoadersOf<M> = M extends { loaders?: (caller: CallerIdentity, api: never) => infer Loaders }
  ? Loaders
  : never;
type RulesOf<M> = M extends { rules?: infer Rules } ? NonNullable<Rules> : never;

/** Every module's upstream API by the module's key: `context.api.counterparties.listCounterparties(…)`. */
export type Upstreams = {
  [Key in keyof Modules as [ApiOf<Modules[Key]>] extends [never] ? never : Key]: ApiOf<
    Modules[Key]
  >;
};
/** Every module's DataLoaders, by name: `context.loaders.counterparty.load(id)`. */
export type Loaders = UnionToIntersection<LoadersOf<Modules[keyof Modules]>>;

/** The list, loosely typed for the loops below (the exact types above come from MODULES itself). */
const ENTRIES = Object.entries(MODULES) as [
  keyof Modules,
  BffModule<unknown, object, ModuleRules>,
][];

/** The schema slices, in the order they are assembled. */
export const SCHEMA_SLICES: URL[] = ENTRIES.map(([, module]) => module.typeDefs);

/** Every module's upstream API, over the services' shared HTTP clients (one undici pool per service). */
export function createUpstreams(clients: UpstreamClients): Upstreams {
  return Object.fromEntries(
    ENTRIES.flatMap(([key, module]) => (module.upstream ? [[key, module.upstream(clients)]] : [])),
  ) as Upstreams;
}

/**
 * One DataLoader per upstream resource, made fresh for every request so that
 * nothing cached outlives the request or crosses organisations.
 */
export function createLoaders(caller: CallerIdentity, api: Upstreams): Loaders {
  const apis = api as Record<string, unknown>;
  return Object.assign(
    {},
    ...ENTRIES.map(([key, module]) => module.loaders?.(caller, apis[key])),
  ) as Loaders;
}

/**
 * The loaders of what is the viewer's own (their user, their passkeys): what
 * an answer depends on beyond the viewer's organisation and permissions, so
 * never shared between viewers (bff/context.ts loadersForEvent).
 */
export function createViewerLoaders(
  caller: CallerIdentity,
  api: Upstreams,
): Pick<Loaders, 'me' | 'passkeys'> {
  return { ...sessionLoaders(caller, api.session), ...passkeysLoaders(caller, api.passkeys) };
}

/**
 * One rule per mutation of the schema, gathered from the modules: a mutation
 * without one fails this type check (and the start, assertEveryMutationHasARule).
 */
export const MUTATION_RULES: Record<MutationName, MutationRule> = Object.assign(
  {},
  ...ENTRIES.map(([, module]) => module.rules),
) as UnionToIntersection<RulesOf<Modules[keyof Modules]>>;
