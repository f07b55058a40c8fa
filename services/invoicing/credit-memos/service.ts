import { sql, type Kysely, type Transaction } from 'kysely';
import {
  DEFAULT_NUMBER_PREFIXES,
  documentErrors,
  type DocumentReasonBody,
  type DocumentRevisionResponse,
} from '../../../contracts/invoicing/documents.js';
import type {
  CreditApplicationInput,
  CreditMemoApplyBody,
  CreditMemoCreateBody,
  CreditMemoListQuery,
  CreditMemoResponse,
} from '../../../contracts/invoicing/credit-memos.js';
import { fromCents, toCents } from '../../../formats/cents.js';
import { describeActivity, recordActivityBy } from '../../kit/activity.js';
import { requirePermission, type AccessClaims } from '../../kit/auth.js';
import { errorsOf, serviceError } from '../../kit/errors.js';
import { publishEvent } from '../../kit/events.js';
import type { InvoicingDatabase } from '../db-types.js';
import {
  checkAllocations,
  lockInvoicesForAllocation,
  positiveAmount,
  readAllocations,
  type AllocationRefusals,
} from '../documents/allocations.js';
import { actionsFrom, transitionFrom } from '../documents/lifecycle.js';
import { documentPage } from '../documents/listing.js';
import { checkedMove } from '../documents/moves.js';
import { issueNumber } from '../documents/numbering.js';
import { recordRevision, revisionsOf } from '../documents/revisions.js';
import { creditMemoDefinitions as definitions, creditMemoErrors as errors } from './errors.js';
import { CREDIT_MEMO_LIFECYCLE, type CreditMemoStatus } from './lifecycle.js';
import {
  filteredMemos,
  findMemos,
  lockMemo,
  toResponses,
  type CreditMemoRow,
} from './repository.js';

const kernelErrors = errorsOf(documentErrors);

/** The refusals of an application, from the credit memos' contract. */
const refusals: AllocationRefusals = { ...definitions, overSource: definitions.overMemo };

const readApplications = (applications: readonly CreditApplicationInput[]) =>
  readAllocations(applications, refusals, 'applications');

type Memo = {
  id: string;
  customer_id: string;
  currency: string;
  customer_name: string;
  amount: string;
  remaining: string;
};

/**
 * Refuses a memo for more than its invoice (held locked by the caller) has
 * left to credit: what is left to pay of it, less what the open memos written
 * against it have still to apply. Counted under the invoice's lock, which
 * every memo written against it takes first, so memos written at once
 * together never credit more than the invoice had left.
 */
async function checkCreditLeft(
  trx: Transaction<InvoicingDatabase>,
  invoice: { id: string; number: string | null; remaining: string; currency: string },
  amount: string,
): Promise<void> {
  const { pending } = await trx
    .selectFrom('credit_memos')
    .select((eb) =>
      eb.fn.coalesce(sql<string>`sum(amount - applied_amount)`, sql<string>`0`).as('pending'),
    )
    .where('sales_invoice_id', '=', invoice.id)
    .where('status', '=', 'OPEN')
    .executeTakeFirstOrThrow();
  const left = toCents(invoice.remaining) - toCents(pending);
  if (toCents(amount) > left)
    throw serviceError(definitions.overInvoiceCredit, undefined, {
      number: invoice.number ?? '',
      remaining: fromCents(left > 0n ? left : 0n),
      currency: invoice.currency,
    });
}

/**
 * Credit memos: written against an issued invoice and numbered in the same
 * transaction, applied to the buyer's open invoices under the memo's and the
 * invoices' locks (never more than either has left: checked here, and held by
 * the database, migrations/0014), cancelled with a reason the way every
 * document moves, giving its invoices back what it took off them.
 */
export class CreditMemoService {
  constructor(private readonly db: Kysely<InvoicingDatabase>) {}

  async list(auth: AccessClaims, query: CreditMemoListQuery) {
    requirePermission(auth, 'credit-memos:read');
    return documentPage(filteredMemos(this.db, auth.org, query), 'm', query, (rows) =>
      this.respond(auth, rows),
    );
  }

  async findByIds(auth: AccessClaims, ids: readonly string[]): Promise<CreditMemoResponse[]> {
    requirePermission(auth, 'credit-memos:read');
    return this.respond(auth, await findMemos(this.db, auth.org, ids));
  }

  async get(auth: AccessClaims, id: string): Promise<CreditMemoResponse> {
    const [memo] = await this.findByIds(auth, [id]);
    if (!memo) throw errors.notFound();
    return memo;
  }

  async revisions(auth: AccessClaims, id: string): Promise<{ items: DocumentRevisionResponse[] }> {
    await this.get(auth, id);
    return revisionsOf(this.db, auth.org, 'CREDIT_MEMO', id);
  }

  /** Writes a memo against an issued invoice, numbered, and applies it to the invoices given, all or nothing. */
  async create(auth: AccessClaims, body: CreditMemoCreateBody): Promise<CreditMemoResponse> {
    requirePermission(auth, 'credit-memos:manage');
    const amount = positiveAmount(body.amount);
    if (!amount) throw errors.amount();
    const reason = body.reason.trim();
    if (reason.length === 0 || reason.length > 500) throw errors.reason();
    const applications = readApplications(body.applications ?? []);
    const id = await this.db.transaction().execute(async (trx) => {
      // Every invoice it names, locked at once in id order (as every writer of applications takes them): no deadlock.
      const locked = await lockInvoicesForAllocation(trx, auth.org, [
        body.invoiceId,
        ...applications.map((application) => application.invoiceId),
      ]);
      const invoice = locked.find((candidate) => candidate.id === body.invoiceId);
      if (!invoice) throw errors.invoiceNotFound();
      if (invoice.status !== 'ISSUED' && invoice.status !== 'PAID') throw errors.invoiceNotIssued();
      if (body.memoDate < invoice.invoice_date) throw errors.beforeInvoice();
      await checkCreditLeft(trx, invoice, amount);
      const number = await issueNumber(trx, {
        organizationId: auth.org,
        documentType: 'CREDIT_MEMO',
        date: body.memoDate,
        prefix: DEFAULT_NUMBER_PREFIXES.CREDIT_MEMO,
      });
      const { id } = await trx
        .insertInto('credit_memos')
        .values({
          organization_id: auth.org,
          number,
          customer_id: invoice.customer_id,
          sales_invoice_id: invoice.id,
          memo_date: body.memoDate,
          currency: invoice.currency,
          amount,
          reason,
          created_by: auth.sub,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const ref = {
        organizationId: auth.org,
        documentType: 'CREDIT_MEMO' as const,
        documentId: id,
      };
      await recordRevision(trx, ref, { action: 'CREATED', actorId: auth.sub, changes: [] });
      await recordActivityBy(trx, auth, {
        entity: 'CREDIT_MEMO',
        entityId: id,
        action: 'CREATED',
        description: describeActivity('CREDIT_MEMO_ISSUED', {
          number,
          invoice: invoice.number ?? '',
          name: invoice.customer_name,
          amount: { amount, currency: invoice.currency },
        }),
      });
      const memo = {
        id,
        customer_id: invoice.customer_id,
        currency: invoice.currency,
        customer_name: invoice.customer_name,
        amount,
        remaining: amount,
      };
      await this.applyIn(trx, auth, { ...memo, number }, applications);
      await this.publish(trx, auth.org, id, 'CREATED', [invoice.id]);
      return id;
    });
    return this.get(auth, id);
  }

  /** Applies what is left of an open memo to more of its buyer's open invoices, all or nothing. */
  async apply(
    auth: AccessClaims,
    id: string,
    body: CreditMemoApplyBody,
  ): Promise<CreditMemoResponse> {
    requirePermission(auth, 'credit-memos:manage');
    const applications = readApplications(body.applications);
    await this.db.transaction().execute(async (trx) => {
      const memo = await lockMemo(trx, auth.org, id);
      if (!memo) throw errors.notFound();
      if (memo.status !== 'OPEN') throw errors.notOpen();
      const remaining = fromCents(toCents(memo.amount) - toCents(memo.applied_amount));
      await this.applyIn(trx, auth, { ...memo, remaining }, applications);
    });
    return this.get(auth, id);
  }

  /** Cancels a memo with a reason: its applications go, and each invoice has back what it took off. */
  async cancel(
    auth: AccessClaims,
    id: string,
    body: Partial<DocumentReasonBody> = {},
  ): Promise<CreditMemoResponse> {
    const reason = checkedMove(CREDIT_MEMO_LIFECYCLE, 'cancel', auth, body);
    await this.db.transaction().execute(async (trx) => {
      const memo = await lockMemo(trx, auth.org, id);
      if (!memo) throw errors.notFound();
      const transition = transitionFrom(
        CREDIT_MEMO_LIFECYCLE,
        'cancel',
        memo.status as CreditMemoStatus,
        auth.perms,
      );
      if (typeof transition === 'string') throw kernelErrors.statusNotValid();
      // The invoices first, in id order as every writer of applications locks them, then the applications go.
      const applied = await trx
        .selectFrom('credit_memo_applications')
        .select('sales_invoice_id')
        .where('credit_memo_id', '=', id)
        .execute();
      const invoiceIds = applied.map((row) => row.sales_invoice_id);
      await lockInvoicesForAllocation(trx, auth.org, invoiceIds);
      await trx.deleteFrom('credit_memo_applications').where('credit_memo_id', '=', id).execute();
      const now = new Date();
      await trx
        .updateTable('credit_memos')
        .set({
          status: transition.to,
          cancellation_reason: reason,
          cancelled_by: auth.sub,
          cancelled_at: now,
          updated_at: now,
          version: memo.version + 1,
        })
        .where('id', '=', id)
        .execute();
      const changes = [
        { field: 'status', before: memo.status, after: transition.to },
        { field: 'appliedAmount', before: memo.applied_amount, after: '0.00' },
        { field: 'reason', before: null, after: reason },
      ];
      await recordRevision(
        trx,
        { organizationId: auth.org, documentType: 'CREDIT_MEMO', documentId: id },
        { action: 'cancel', actorId: auth.sub, changes },
      );
      await recordActivityBy(trx, auth, {
        entity: 'CREDIT_MEMO',
        entityId: id,
        action: 'CANCELLED',
        description: describeActivity('CREDIT_MEMO_CANCELLED', { number: memo.number, reason }),
        changes,
      });
      await this.publish(trx, auth.org, id, transition.to, invoiceIds);
    });
    return this.get(auth, id);
  }

  /**
   * Writes applications of a memo whose row the caller holds locked: the
   * invoices locked in id order, each checked (the memo's buyer and
   * currency, issued, enough left) and, together, within what is left of the
   * memo; the database moves the amounts and statuses.
   */
  private async applyIn(
    trx: Transaction<InvoicingDatabase>,
    auth: AccessClaims,
    memo: Memo & { number: string },
    applications: ReturnType<typeof readApplications>,
  ): Promise<void> {
    if (applications.length === 0) return;
    const invoices = new Map(
      (
        await lockInvoicesForAllocation(
          trx,
          auth.org,
          applications.map((application) => application.invoiceId),
        )
      ).map((invoice) => [invoice.id, invoice]),
    );
    const total = checkAllocations(memo, invoices, applications, refusals);
    await trx
      .insertInto('credit_memo_applications')
      .values(
        applications.map((application) => ({
          organization_id: auth.org,
          credit_memo_id: memo.id,
          sales_invoice_id: application.invoiceId,
          amount: application.amount,
          applied_by: auth.sub,
        })),
      )
      .execute();
    const applied = fromCents(total);
    const numbers = applications.map(
      (application) => invoices.get(application.invoiceId)!.number ?? '',
    );
    const before = fromCents(toCents(memo.amount) - toCents(memo.remaining));
    const changes = [{ field: 'appliedAmount', before, after: fromCents(toCents(before) + total) }];
    await recordRevision(
      trx,
      { organizationId: auth.org, documentType: 'CREDIT_MEMO', documentId: memo.id },
      { action: 'apply', actorId: auth.sub, changes },
    );
    await recordActivityBy(trx, auth, {
      entity: 'CREDIT_MEMO',
      entityId: memo.id,
      action: 'UPDATED',
      description: describeActivity('CREDIT_MEMO_APPLIED', {
        number: memo.number,
        invoices: numbers.join(', '),
        amount: { amount: applied, currency: memo.currency },
      }),
      changes,
    });
    await this.publish(trx, auth.org, memo.id, 'APPLIED', [...invoices.keys()]);
  }

  /** A memo changed, and with it what its invoices have left: both reach open screens. */
  private async publish(
    trx: Transaction<InvoicingDatabase>,
    organizationId: string,
    memoId: string,
    change: string,
    invoiceIds: readonly string[],
  ): Promise<void> {
    const db = trx as unknown as Kysely<unknown>;
    await publishEvent(db, {
      type: 'credit-memo.changed',
      organizationId,
      subjectId: memoId,
      permission: 'credit-memos:read',
      change,
    });
    for (const invoiceId of invoiceIds)
      await publishEvent(db, {
        type: 'sales-invoice.changed',
        organizationId,
        subjectId: invoiceId,
        permission: 'invoices:read',
        change: 'CREDITED',
      });
  }

  private respond(
    auth: AccessClaims,
    rows: readonly CreditMemoRow[],
  ): Promise<CreditMemoResponse[]> {
    return toResponses(this.db, rows, (row) => {
      const actions: string[] = actionsFrom(
        CREDIT_MEMO_LIFECYCLE,
        row.status as CreditMemoStatus,
        auth.perms,
      );
      if (row.status === 'OPEN' && auth.perms.includes('credit-memos:manage'))
        actions.unshift('apply');
      return actions;
    });
  }
}
