import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { makeExecutableSchema } from '@graphql-tools/schema';
import type { GraphQLSchema } from 'graphql';
import type { Resolvers } from './__generated__/resolvers-types.js';
import { assertEveryMutationHasARule, guardMutations } from './authorization.js';
import { counterpartyResolvers } from './modules/counterparties/resolvers.js';
import { nodeResolvers } from './modules/node/resolvers.js';
import { organizationResolvers } from './modules/organizations/resolvers.js';
import { passkeyResolvers } from './modules/passkeys/resolvers.js';
import { profileResolvers } from './modules/profile/resolvers.js';
import { activityResolvers } from './modules/activity/resolvers.js';
import { apiKeyResolvers } from './modules/api-keys/resolvers.js';
import { bankAccountResolvers } from './modules/bank-accounts/resolvers.js';
import { expectedTransactionResolvers } from './modules/expected-transactions/resolvers.js';
import { exportResolvers } from './modules/exports/resolvers.js';
import { memberResolvers } from './modules/members/resolvers.js';
import { roleResolvers } from './modules/roles/resolvers.js';
import { scalarResolvers } from './modules/scalars/resolvers.js';
import { sessionResolvers } from './modules/session/resolvers.js';
import { socialSignInResolvers } from './modules/social-sign-in/resolvers.js';
import { statementResolvers } from './modules/statements/resolvers.js';

/** The public contract, checked in at the repository root. */
export const SCHEMA_PATH = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'schema.graphql');

/** The executable schema: `schema.graphql` with every module's resolvers, each mutation behind its authorization rule. */
export function buildSchema(): GraphQLSchema {
  const resolvers: Resolvers[] = [
    scalarResolvers as Resolvers,
    nodeResolvers,
    sessionResolvers,
    passkeyResolvers,
    organizationResolvers,
    profileResolvers,
    roleResolvers,
    memberResolvers,
    activityResolvers,
    apiKeyResolvers,
    bankAccountResolvers,
    socialSignInResolvers,
    counterpartyResolvers,
    expectedTransactionResolvers,
    statementResolvers,
    exportResolvers,
  ];
  const schema = makeExecutableSchema({ typeDefs: readFileSync(SCHEMA_PATH, 'utf8'), resolvers: resolvers.map(guardMutations), inheritResolversFromInterfaces: true });
  assertEveryMutationHasARule(schema);
  return schema;
}
