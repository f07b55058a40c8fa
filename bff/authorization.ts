import type { GraphQLFieldResolver, GraphQLSchema } from 'graphql';
import type { MutationResolvers, Resolvers } from './__generated__/resolvers-types.js';
import { requirePermission, requireViewer, type Context } from './context.js';
import { graphQLError } from './errors.js';
import { idempotentWrites } from './upstream/client.js';

/**
 * Who may call a mutation: anyone (signing in, recovering a password), any
 * signed-in user (their own sign-in security), or the holders of one
 * permission of the catalogue (contracts/account/permissions.ts). The services
 * check the same permissions again; this is the BFF's refusal, before any
 * upstream call.
 */
export type MutationRule = { kind: 'public' } | { kind: 'signed-in' } | { kind: 'permission'; permission: string };

const PUBLIC: MutationRule = { kind: 'public' };
const SIGNED_IN: MutationRule = { kind: 'signed-in' };
const needs = (permission: string): MutationRule => ({ kind: 'permission', permission });

export type MutationName = keyof Required<MutationResolvers>;

/** One rule per mutation of the schema; a mutation without one fails the type check and the start. */
export const MUTATION_RULES: Record<MutationName, MutationRule> = {
  signIn: PUBLIC,
  signInTwoFactor: PUBLIC,
  signInTwoFactorSetupStart: PUBLIC,
  signInTwoFactorSetupConfirm: PUBLIC,
  passkeySignInStart: PUBLIC,
  passkeySignIn: PUBLIC,
  signOut: PUBLIC,
  invitationAccept: PUBLIC,
  passwordResetRequest: PUBLIC,
  passwordResetComplete: PUBLIC,
  passwordChange: SIGNED_IN,
  organizationSwitch: SIGNED_IN,
  authenticatorSetupStart: SIGNED_IN,
  authenticatorSetupConfirm: SIGNED_IN,
  authenticatorRemove: SIGNED_IN,
  backupCodesGenerate: SIGNED_IN,
  passkeyRegistrationStart: SIGNED_IN,
  passkeyRegister: SIGNED_IN,
  passkeyRename: SIGNED_IN,
  passkeyRemove: SIGNED_IN,
  memberInvite: needs('members:manage'),
  organizationSettingsUpdate: needs('settings:manage'),
  profileUpdate: SIGNED_IN,
  organizationProfileUpdate: needs('settings:manage'),
  organizationOrdersSettingsUpdate: needs('settings:manage'),
  roleCreate: needs('roles:manage'),
  roleUpdate: needs('roles:manage'),
  roleDelete: needs('roles:manage'),
  memberDeactivate: needs('members:manage'),
  memberActivate: needs('members:manage'),
  memberRemove: needs('members:manage'),
  memberReactivate: needs('members:manage'),
  memberRoleSet: needs('members:manage'),
  invitationResend: needs('members:manage'),
  invitationCancel: needs('members:manage'),
  apiKeyCreate: needs('api-keys:manage'),
  apiKeyRevoke: needs('api-keys:manage'),
  counterpartyCreate: needs('counterparties:create'),
  counterpartyUpdate: needs('counterparties:update'),
  counterpartyDelete: needs('counterparties:delete'),
  expectedTransactionCreate: needs('expected-transactions:manage'),
  expectedTransactionUpdate: needs('expected-transactions:manage'),
  expectedTransactionDelete: needs('expected-transactions:manage'),
  statementTransactionCreate: needs('statements:create'),
  statementTransactionsExport: needs('statements:export'),
  statementImportStart: needs('statements:import'),
  statementImportConfirm: needs('statements:import'),
  counterpartyImportStart: needs('counterparties:create'),
  counterpartyImportConfirm: needs('counterparties:create'),
  expectedTransactionImportStart: needs('expected-transactions:manage'),
  expectedTransactionImportConfirm: needs('expected-transactions:manage'),
  statementSyncSchedule: needs('bank-accounts:manage'),
  statementSyncUnschedule: needs('bank-accounts:manage'),
  statementSyncRun: needs('bank-accounts:manage'),
  bankAccountCreate: needs('bank-accounts:manage'),
  bankAccountUpdate: needs('bank-accounts:manage'),
  bankAccountDelete: needs('bank-accounts:manage'),
  balanceRecord: needs('bank-accounts:manage'),
  entityCreate: needs('bank-accounts:manage'),
  entityRename: needs('bank-accounts:manage'),
  entityDelete: needs('bank-accounts:manage'),
};

/** Enforces a rule for the request's viewer: UNAUTHENTICATED or FORBIDDEN, else nothing. */
export function enforceMutationRule(context: Context, rule: MutationRule): void {
  if (rule.kind === 'signed-in') {
    // A user's own sign-in security is theirs alone: an integrator's API key is no user.
    if (requireViewer(context).apiKeyId) throw graphQLError('FORBIDDEN', 'An API key cannot do this; only a signed-in user can.');
  } else if (rule.kind === 'permission') requirePermission(context, rule.permission);
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
  const missing = Object.keys(schema.getMutationType()?.getFields() ?? {}).filter((name) => !(name in MUTATION_RULES));
  if (missing.length > 0) throw new Error(`Mutations without an authorization rule: ${missing.join(', ')}`);
}
