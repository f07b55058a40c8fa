import { Type, type Static } from 'typebox';
import { AmountString, Nullable, SignedAmountString } from '../common/schemas.js';
import { Currency } from './bank-accounts.js';

/**
 * Home's figures: what a finance lead wants first each
 * morning. Each part is null for a member without the permission to read
 * what it sums, so Home shows a member only what the screens behind it would.
 */

const CashByCurrency = Type.Object({
  currency: Currency,
  amount: SignedAmountString(
    'The accounts’ latest available balances, summed (negative when overdrawn).',
  ),
  accounts: Type.Integer({ description: 'The active accounts in this currency.' }),
  accountsWithoutBalance: Type.Integer({
    description: 'Of those, how many have no balance recorded yet (not counted as zero).',
  }),
  asOf: Nullable(
    Type.String({
      format: 'date-time',
      description: 'The oldest of the balances summed: the figure is no newer than this.',
    }),
  ),
});

const DueByCurrency = Type.Object({
  currency: Currency,
  incoming: AmountString(
    'Expected incoming transactions due this week and not reconciled yet (what is left of them).',
  ),
  outgoing: AmountString(
    'Expected outgoing transactions, approved bills and scheduled payments and transfers due this week and not yet paid, each counted once (a bill or expected transaction a payment pays is counted as the payment).',
  ),
  incomingCount: Type.Integer(),
  outgoingCount: Type.Integer(),
});

export const HomeSummaryResponse = Type.Object({
  today: Type.String({ format: 'date', description: 'Today in Asia/Jakarta.' }),
  weekStart: Type.String({ format: 'date', description: 'The Monday of this week.' }),
  weekEnd: Type.String({ format: 'date', description: 'The Sunday of this week.' }),
  /** Needs balances:read. */
  cash: Nullable(Type.Array(CashByCurrency)),
  /** Needs expected-transactions:read; bills and payments join it with bills:read and payments:read / transfers:read. */
  dueThisWeek: Nullable(Type.Array(DueByCurrency)),
  /** Approved bills not paid in full and due before today (bills:read). */
  overdueBills: Nullable(Type.Integer()),
  /** Payments and transfers waiting for approval (payments:read / transfers:read), and bills submitted for approval (bills:read). */
  approvals: Nullable(
    Type.Object({
      payments: Nullable(Type.Integer()),
      transfers: Nullable(Type.Integer()),
      bills: Nullable(Type.Integer()),
    }),
  ),
  /** Statement transactions not reconciled in full and not archived (statements:read), and pending proposals (reconciliation:read). */
  reconciliation: Nullable(
    Type.Object({ unreconciledLines: Type.Integer(), pendingProposals: Nullable(Type.Integer()) }),
  ),
});
export type HomeSummaryResponse = Static<typeof HomeSummaryResponse>;
