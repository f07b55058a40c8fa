import type { Kysely, Transaction } from 'kysely';
import type { ReconcilableRef } from '../../../../contracts/treasury/reconciliations.js';
import { createLogger } from '../../../kit/logger.js';
import type { OnBehalfOf } from '../../../kit/service-client.js';
import type { TreasuryDatabase } from '../../db-types.js';
import { reconciliationErrors as errors } from '../errors.js';
import { anyOf } from '../repository/db.js';
import { settledPerItem } from './remote.js';
import type { ReconcilableSource, RemoteMatch, ServiceClients } from './source.js';

const logger = createLogger('treasury-reconciliation');

type Allocation = {
  statementTransactionId: string;
  item: ReconcilableRef;
  amount: string;
  fee?: string;
};

/**
 * What one match (made, accepted or removed) asks of the services that hold
 * its remote items, on the caller's behalf: their copies brought up to date
 * before the match locks them, each service told of the match before the
 * treasury's transaction commits (a refusal there refuses the match, nothing
 * written anywhere), and, when the transaction does not commit after all,
 * told again the other way (`around`). Telling is named by the match, so a
 * repeat changes nothing in the other service.
 */
export class RemoteEffects {
  private readonly compensations: (() => Promise<void>)[] = [];

  constructor(
    private readonly sources: readonly ReconcilableSource[],
    private readonly clients: ServiceClients,
    private readonly caller: OnBehalfOf | undefined,
  ) {}

  /** Brings the copies of the remote items among `refs` up to date (those no longer the organisation's drop out of reach). */
  async refresh(db: Kysely<TreasuryDatabase>, refs: readonly ReconcilableRef[]): Promise<void> {
    for (const source of this.sources) {
      const ids = [...new Set(refs.filter((ref) => ref.kind === source.kind).map((ref) => ref.id))];
      if (!source.remote || ids.length === 0) continue;
      await source.remote.refresh(db, this.clients, this.needCaller(), ids);
    }
  }

  /** Tells each remote item's service what the match `reconciliationId` settles of it (`apply`), or settles no more (`undo`). */
  async tell(
    trx: Transaction<TreasuryDatabase>,
    organizationId: string,
    reconciliationId: string,
    allocations: readonly Allocation[],
    step: 'apply' | 'undo',
  ): Promise<void> {
    for (const source of this.sources) {
      const remote = source.remote;
      const own = allocations.filter((allocation) => allocation.item.kind === source.kind);
      if (!remote || own.length === 0) continue;
      const caller = this.needCaller();
      const match: RemoteMatch = {
        reconciliationId,
        bookedOn: await latestBooking(trx, organizationId, own),
        items: settledPerItem(own),
      };
      // Taken back whatever happens next, even when only some of its items were told: telling is idempotent.
      const back = step === 'apply' ? remote.undo : remote.apply;
      this.compensations.push(() => back(this.clients, caller, match));
      await remote[step](this.clients, caller, match);
    }
  }

  /** Runs `work` (the treasury's transaction); when it fails, what was told is taken back, newest first, and the failure passes on. */
  async around<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      for (const compensate of this.compensations.toReversed()) {
        await compensate().catch((failure: unknown) =>
          logger.error(
            { err: failure, cause: error },
            'a remote item stays settled by a match that did not commit',
          ),
        );
      }
      throw error;
    }
  }

  /** The caller on whose behalf the other service is asked; a match of remote items without one (never made) is refused. */
  private needCaller(): OnBehalfOf {
    if (!this.caller) throw errors.invoicingUnavailable();
    return this.caller;
  }
}

/** The latest booking date of the lines of some allocations. */
async function latestBooking(
  trx: Transaction<TreasuryDatabase>,
  organizationId: string,
  allocations: readonly Allocation[],
): Promise<string> {
  const row = await trx
    .selectFrom('statement_transactions')
    .select((eb) =>
      eb.fn<string>('to_char', [eb.fn.max('transaction_date'), eb.val('YYYY-MM-DD')]).as('date'),
    )
    .where('organization_id', '=', organizationId)
    .where('id', '=', anyOf(allocations.map((allocation) => allocation.statementTransactionId)))
    .executeTakeFirstOrThrow();
  return row.date;
}
