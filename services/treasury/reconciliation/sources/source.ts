import type { Kysely, RawBuilder, Transaction } from 'kysely';
import type { ReconcilableKind } from '../../../../contracts/treasury/reconciliations.js';
import type { AccessClaims } from '../../../kit/auth.js';
import type { ServiceError } from '../../../kit/errors.js';
import type { OnBehalfOf, ServiceClient } from '../../../kit/service-client.js';
import type { TreasuryDatabase } from '../../db-types.js';
import type { EngineItem } from '../engine/types.js';
import type { Db } from '../repository/db.js';
import type { CandidateLine, CandidateRow } from '../repository/candidates.js';
import type { MatchSide } from '../repository/sides.js';

/** An item locked for a match, with what its source refuses of it (an order not sent, a bill not approved), if anything. */
export type LockedItem = MatchSide & { status?: string };

/**
 * A kind of reconcilable item (expected transactions, payments and transfers,
 * settlements, bills…), as reconciliation reaches it: the engine reads its
 * open items, a match locks them and checks them, the allocation names them
 * in the source's column (whose triggers move the item's reconciled amount
 * and keep it within the item's amount, migrations/0055-baseline, reconciliation), and the
 * activity log labels them. Reconciliation goes through the registered
 * sources (`registry.ts`), never through a switch on kinds.
 */
export type ReconcilableSource = {
  kind: ReconcilableKind;
  /** The allocation's column that names an item of this kind. */
  column: AllocationItemColumn;
  /** Kinds an allocation to this one names too (an order's allocation names what it pays): the item is this one. */
  carries?: readonly ReconcilableKind[];
  /** Its items among `ids`, the organisation's only, locked in id order until the transaction ends. */
  lock(
    trx: Transaction<TreasuryDatabase>,
    organizationId: string,
    ids: readonly string[],
  ): Promise<LockedItem[]>;
  /** The refusal when one of the ids is not the organisation's item of this kind. */
  notFound(): ServiceError;
  /** Refuses locked items this kind may not match now (throws the contract's error). */
  check?(items: readonly LockedItem[]): void;
  /** Its open items, as the matching engine reads them. */
  openItems(db: Db, organizationId: string): Promise<EngineItem[]>;
  /**
   * Its open items the statement line could be matched with by hand, as the
   * manual pane lists them (`sourceCandidates`): the line's direction and
   * currency, on its account, another account of its entity or none, and
   * nothing a match of this source would refuse. Null when no item of this
   * kind fits a line of that direction.
   */
  candidates(organizationId: string, line: CandidateLine): RawBuilder<CandidateRow> | null;
  /** How the activity log names its items among `ids`, by id. */
  labels(db: Db, organizationId: string, ids: readonly string[]): Promise<[string, string][]>;
  /** What a match of its items changes beyond the allocation (an order shown sent), in the match's transaction. */
  matched?(trx: Transaction<TreasuryDatabase>, auth: AccessClaims, ids: string[]): Promise<void>;
  /** What removing a match of its items gives back beyond the allocation, in the removal's transaction. */
  unmatched?(trx: Transaction<TreasuryDatabase>, auth: AccessClaims, ids: string[]): Promise<void>;
  /** Present for items another service holds (sources/remote.ts). */
  remote?: RemoteItems;
};

/** The allocation's columns that name an item: one per kind held in the treasury's own tables, one for every kind another service holds. */
export type AllocationItemColumn =
  | 'expected_transaction_id'
  | 'payment_order_id'
  | 'payment_settlement_id'
  | 'bill_id'
  | 'remote_item_id';

/** The services reconciliation reaches items in, by name (treasury/server.ts gives them; absent in a harness without them). */
export type ServiceClients = { invoicing?: ServiceClient };

/** What a match made or removed settles of the items of one remote source: the amount (and fee) per item, named by the match. */
export type RemoteMatch = {
  reconciliationId: string;
  /** The latest booking date of the match's lines. */
  bookedOn: string;
  items: { id: string; amount: string }[];
};

/**
 * What reconciliation asks of the service items of another service live in,
 * on the caller's behalf: a copy of them is kept in `remote_items`
 * (migrations/0055-baseline, remote items), which the engine reads and a match locks like any
 * item; the service holds their own state and is told of every match made
 * (before it commits: a refusal refuses the match) and removed. Both are
 * named by the match, so telling twice changes nothing there.
 */
export type RemoteItems = {
  /** Brings the copy of its items up to date: those among `ids`, or every open one. */
  refresh(
    db: Kysely<TreasuryDatabase>,
    clients: ServiceClients,
    caller: OnBehalfOf,
    ids?: readonly string[],
  ): Promise<void>;
  /** Tells its service a match settles its items. */
  apply(clients: ServiceClients, caller: OnBehalfOf, match: RemoteMatch): Promise<void>;
  /** Tells its service a match settles them no more. */
  undo(clients: ServiceClients, caller: OnBehalfOf, match: RemoteMatch): Promise<void>;
};
