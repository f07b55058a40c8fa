import { expect } from 'vitest';
import { manualAccountInput } from './factories.js';
import type { GraphQLClient, UserErrors } from './graphql-client.js';

/**
 * Adds a manual IDR bank account (`manualAccountInput` with `overrides`) as the signed-in
 * `client` does over GraphQL: its id; an error or a user error fails the test.
 */
export async function createManualAccountGraphql(
  client: GraphQLClient,
  overrides: Record<string, unknown> = {},
): Promise<string> {
  const { bankAccountCreate } = await client.data<{
    bankAccountCreate: { bankAccount: { id: string } | null; userErrors: UserErrors };
  }>(
    'mutation ($input: BankAccountCreateInput!) { bankAccountCreate(input: $input) { bankAccount { id } userErrors { field code message } } }',
    { input: manualAccountInput(overrides) },
  );
  expect(bankAccountCreate.userErrors).toEqual([]);
  return bankAccountCreate.bankAccount!.id;
}

/** A statement line as a member enters one by hand. */
export type LineGraphqlInput = {
  bankAccountId: string;
  date: string;
  description: string;
  direction: 'DEBIT' | 'CREDIT';
  amount: string;
};

/**
 * Enters a statement line by hand as the signed-in `client` does over GraphQL: its id; an error
 * or a user error fails the test.
 */
export async function enterLineGraphql(
  client: GraphQLClient,
  input: LineGraphqlInput,
): Promise<string> {
  const { statementTransactionCreate } = await client.data<{
    statementTransactionCreate: {
      statementTransaction: { id: string } | null;
      userErrors: UserErrors;
    };
  }>(
    'mutation ($input: StatementTransactionCreateInput!) { statementTransactionCreate(input: $input) { statementTransaction { id } userErrors { field code message } } }',
    { input },
  );
  expect(statementTransactionCreate.userErrors).toEqual([]);
  return statementTransactionCreate.statementTransaction!.id;
}

/** A payment a member expects (`date`, `description`, `direction`, `amount`; a bank account, reconciliation data and the like besides). */
export type ExpectedGraphqlInput = {
  date: string;
  description: string;
  direction: 'DEBIT' | 'CREDIT';
  amount: string;
} & Record<string, unknown>;

/**
 * Records an expected transaction as the signed-in `client` does over GraphQL: its id; an error
 * or a user error fails the test.
 */
export async function createExpectedGraphql(
  client: GraphQLClient,
  input: ExpectedGraphqlInput,
): Promise<string> {
  const { expectedTransactionCreate } = await client.data<{
    expectedTransactionCreate: {
      expectedTransaction: { id: string } | null;
      userErrors: UserErrors;
    };
  }>(
    'mutation ($input: ExpectedTransactionCreateInput!) { expectedTransactionCreate(input: $input) { expectedTransaction { id } userErrors { field code message } } }',
    { input },
  );
  expect(expectedTransactionCreate.userErrors).toEqual([]);
  return expectedTransactionCreate.expectedTransaction!.id;
}

/**
 * A new manual account (`manualAccountInput` with `account`) and one statement line entered by
 * hand on it, as the signed-in `client` does over GraphQL: both ids.
 */
export async function lineOnNewAccountGraphql(
  client: GraphQLClient,
  account: Record<string, unknown>,
  line: Omit<LineGraphqlInput, 'bankAccountId'>,
): Promise<{ bankAccountId: string; lineId: string }> {
  const bankAccountId = await createManualAccountGraphql(client, account);
  return { bankAccountId, lineId: await enterLineGraphql(client, { bankAccountId, ...line }) };
}
