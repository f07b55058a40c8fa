import type { GraphQLFieldResolver, GraphQLSchema } from 'graphql';
import type { Resolvers } from './__generated__/resolvers-types.js';
import type { Context } from './context.js';
import { requirePermission, requireViewer } from './guards.js';
import { forbidden, graphQLError } from './errors.js';
import { MUTATION_RULES } from './modules/index.js';
import type { MutationName, MutationRule } from './modules/module.js';
import { idempotentWrites } from './upstream/client.js';

export { MUTATION_RULES } from './modules/index.js';
export type { MutationName, MutationRule } from './modules/module.js';

const apiKeyRefused = () =>
  graphQLError('FORBIDDEN', 'An API key cannot do this; only a signed-in user can.');

/** Whether permissions held satisfy a rule (public and signed-in rules ask for none). */
export function ruleAllows(rule: MutationRule, held: readonly string[]): boolean {
  if (rule.kind !== 'permission') return true;
  return rule.anyOf
    ? rule.permissions.some((permission) => held.includes(permission))
    : rule.permissions.every((permission) => held.includes(permission));
}

/** Enforces a rule for the request's viewer: UNAUTHENTICATED or FORBIDDEN, else nothing. */
export function enforceMutationRule(context: Context, rule: MutationRule): void {
  if (rule.kind === 'signed-in') {
    // A user's own sign-in security is theirs alone: an integrator's API key is no user (unless the rule lets keys in).
    if (requireViewer(context).apiKeyId && !rule.keys) throw apiKeyRefused();
  } else if (rule.kind === 'permission') {
    const viewer = requireViewer(context);
    if (rule.anyOf) {
      if (!ruleAllows(rule, viewer.permissions)) throw forbidden(rule.permissions.join(' or '));
    } else for (const permission of rule.permissions) requirePermission(context, permission);
    if (rule.usersOnly && viewer.apiKeyId) throw apiKeyRefused();
  }
}

/** Wraps every mutation resolver of a module with its rule. */
export function guardMutations(resolvers: Resolvers): Resolvers {
  if (!resolvers.Mutation) return resolvers;
  const guarded = Object.fromEntries(
    Object.entries(resolvers.Mutation).map(([name, resolve]) => {
      const rule = MUTATION_RULES[name as MutationName];
      const inner = resolve as GraphQLFieldResolver<unknown, Context>;
      const outer: GraphQLFieldResolver<unknown, Context> = (root, args, context, info) => {
        enforceMutationRule(context, rule);
        // Mutation fields run one after another, so the caller carries one field's writes at a time.
        idempotentWrites(context.caller, context.idempotencyKey, info.path.key as string);
        return inner(root, args, context, info);
      };
      return [name, outer];
    }),
  );
  return { ...resolvers, Mutation: guarded as Resolvers['Mutation'] };
}

/** Fails the start when a mutation of the schema has no rule (the type check catches it first). */
export function assertEveryMutationHasARule(schema: GraphQLSchema): void {
  const missing = Object.keys(schema.getMutationType()?.getFields() ?? {}).filter(
    (name) => !(name in MUTATION_RULES),
  );
  if (missing.length > 0)
    throw new Error(`Mutations without an authorization rule: ${missing.join(', ')}`);
}
