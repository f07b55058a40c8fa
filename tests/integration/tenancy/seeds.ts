import type { System } from '../../../system.js';
import type { Tokens } from '../../support/factories.js';
import type { GraphQLClient } from '../../support/graphql-client.js';

/** The other organisation the tenancy test makes records in, and how to reach the system as its owner. */
export type Theirs = {
  system: System;
  organizationId: string;
  owner: { email: string; password: string; userId: string };
  /** Its owner's access token, for the services' REST routes. */
  tokens: Tokens;
  /** Its owner signed in to the BFF as a browser is (session cookies). */
  browser: GraphQLClient;
};

/** Ids of the other organisation's records, by the kind of object they name: global ids, or service ids for kinds that have none. */
export type Made = Record<string, string>;

/**
 * An area's part of the tenancy test (tests/integration/tenancy.test.ts): a
 * file `tests/integration/tenancy/<area>.seed.ts` whose default export makes
 * a record of another organisation for each kind of object the area's ids
 * name, and checks afterwards that none of them changed. The test finds the
 * files itself: a new area adds its own and edits nothing else.
 */
export type TenancySeed = {
  /** Kinds another seed makes that this one needs made first (a bank account for its lines, say). */
  needs?: readonly string[];
  /**
   * ID arguments whose name does not say the kind they name (`itemIds` names
   * the reconcilable items, `memberId` a Member or an Invitation); those of
   * several seeds add up. `<kind>Id` and `<kind>Ids` need no entry.
   */
  arguments?: Readonly<Record<string, readonly string[]>>;
  /** Kinds it makes whose ids name no Node (a counterparty's bank account, an upload): ID arguments may name them. */
  otherKinds?: readonly string[];
  /** Makes the records; answers their ids by kind. */
  make(theirs: Theirs, made: Readonly<Made>): Promise<Made>;
  /** After every operation of the organisation ran against them: fails when a record it made changed. */
  unchanged?(system: System, made: Readonly<Made>): Promise<void>;
};

export const defineSeed = (seed: TenancySeed): TenancySeed => seed;

/** Adds a credit line to their statement of `bankAccountId` by hand, as a member does; answers its global id. */
export async function createStatementLine(
  browser: GraphQLClient,
  bankAccountId: string,
  line: { date: string; description: string; amount: string },
): Promise<string> {
  const made = await browser.data<{
    statementTransactionCreate: { statementTransaction: { id: string } };
  }>(
    'mutation ($input: StatementTransactionCreateInput!) { statementTransactionCreate(input: $input) { statementTransaction { id } } }',
    { input: { bankAccountId, direction: 'CREDIT', ...line } },
  );
  return made.statementTransactionCreate.statementTransaction.id;
}

/** Writes a draft invoice of one unit of their sales order's first line, as a member does; answers its global id. */
export async function createDraftInvoice(
  browser: GraphQLClient,
  salesOrderId: string,
): Promise<string> {
  const invoice = await browser.data<{
    salesInvoiceCreate: { salesInvoice: { id: string } };
  }>(
    'mutation ($input: SalesInvoiceCreateInput!) { salesInvoiceCreate(input: $input) { salesInvoice { id } } }',
    {
      input: {
        salesOrderId,
        invoiceDate: '2026-11-22',
        lines: [{ orderLine: 1, quantity: '1' }],
      },
    },
  );
  return invoice.salesInvoiceCreate.salesInvoice.id;
}

/** A global id as the BFF mints it (bff/global-id.ts). */
export const globalId = (type: string, id: string) =>
  Buffer.from(`${type}:${id}`).toString('base64url');

/** The service id inside a global id. */
export const serviceId = (id: string) =>
  Buffer.from(id, 'base64url').toString('utf8').split(':')[1]!;

/**
 * Runs the seeds, each once every kind it needs is made, and answers every
 * id they made. A seed whose needs no seed makes, or two seeds making one
 * kind, fail the run with their names.
 */
export async function runSeeds(seeds: Record<string, TenancySeed>, theirs: Theirs): Promise<Made> {
  const made: Made = {};
  const waiting = new Map(Object.entries(seeds));
  while (waiting.size > 0) {
    const ready = [...waiting].filter(([, seed]) =>
      (seed.needs ?? []).every((kind) => kind in made),
    );
    if (ready.length === 0)
      throw new Error(
        `no seed makes what these need: ${[...waiting].map(([name, seed]) => `${name} (${(seed.needs ?? []).filter((kind) => !(kind in made)).join(', ')})`).join('; ')}`,
      );
    for (const [name, seed] of ready) {
      waiting.delete(name);
      for (const [kind, id] of Object.entries(await seed.make(theirs, made))) {
        if (kind in made) throw new Error(`${name} makes ${kind}, which another seed made`);
        made[kind] = id;
      }
    }
  }
  return made;
}

/** The ID arguments the seeds name, the kinds of several seeds' same argument added up. */
export function irregularArguments(seeds: Iterable<TenancySeed>): Record<string, string[]> {
  const named: Record<string, string[]> = {};
  for (const seed of seeds)
    for (const [argument, kinds] of Object.entries(seed.arguments ?? {}))
      named[argument] = [...new Set([...(named[argument] ?? []), ...kinds])];
  return named;
}
