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
