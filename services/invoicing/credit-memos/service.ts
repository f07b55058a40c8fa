import type { Kysely, Transaction } from 'kysely';
import {
  DEFAULT_NUMBER_PREFIXES,
  type DocumentReasonBody,
  type DocumentRevisionResponse,
} from '../../../contracts/invoicing/documents.js';
import type {
  CreditMemoApplyBody,
  CreditMemoDraftBody,
  CreditMemoCreateBody,
  CreditMemoListQuery,
  CreditMemoResponse,
} from '../../../contracts/invoicing/credit-memos.js';
import { fromCents, toCents } from '../../../formats/cents.js';
import type { AccountClient, OnBehalfOf } from '../../kit/account-client.js';
import { describeActivity, recordActivityBy } from '../../kit/activity.js';
import { requirePermission, type AccessClaims } from '../../kit/auth.js';
import type { EventChange } from '../../../contracts/common/events.js';
import { publishEvent } from '../../kit/events.js';
import type { InvoicingDatabase } from '../db-types.js';
import {
  checkAllocations,
  lockInvoicesForAllocation,
  type AllocatableInvoice,
  positiveAmount,
} from '../documents/allocations.js';
import { createNumberedDocument } from '../documents/creation.js';
import { offeredActions } from '../documents/four-eyes.js';
import { documentPage } from '../documents/listing.js';
import { recordRevision, revisionsOf } from '../documents/revisions.js';
import { documentMoves, runMove, type OwnPart } from '../documents/runner.js';
import { reviseDraftMemo } from './draft.js';
import { serviceError } from '../../kit/errors.js';
import { creditMemoDefinitions as definitions, creditMemoErrors as errors } from './errors.js';
import {
  CREDIT_MEMO_LIFECYCLE,
  type CreditMemoAction,
  type CreditMemoStatus,
} from '../../../contracts/invoicing/lifecycles.js';
import type { RegionService } from '../regions/service.js';
import { notaReturCsv, returnedInvoice } from './nota-retur.js';
import {
  checkCreditLeft,
  readApplications,
  readReason,
  refusals,
  returnedAmount,
} from './credit.js';
import { checkReturnsLeft, insertReturns, readReturns, returnedLines } from './returns.js';
import {
  filteredMemos,
  findMemos,
  lockMemo,
  requestedApplications,
  toResponses,
  type CreditMemoRow,
} from './repository.js';

type Memo = {
  id: string;
  customer_id: string;
  currency: string;
  customer_name: string;
  amount: string;
  remaining: string;
};

/**
 * Credit memos: written against an issued invoice and numbered in the same
 * transaction, applied to the buyer's open invoices under the memo's and the
 * invoices' locks (never more than either has left: checked here, and held by
 * the database, migrations/0028-baseline, credit memos), cancelled with a reason the way every
 * document moves, giving its invoices back what it took off them.
 */
export class CreditMemoService {
  constructor(
    private readonly db: Kysely<InvoicingDatabase>,
    private readonly deps: { account: AccountClient; regions: RegionService },
  ) {}

  async list(auth: AccessClaims, query: CreditMemoListQuery, caller?: OnBehalfOf) {
    requirePermission(auth, 'credit-memos:read');
    return documentPage(filteredMemos(this.db, auth.org, query), 'm', query, (rows) =>
      this.respond(auth, rows, caller),
    );
  }

  async findByIds(
    auth: AccessClaims,
    ids: readonly string[],
    caller?: OnBehalfOf,
  ): Promise<CreditMemoResponse[]> {
    requirePermission(auth, 'credit-memos:read');
    return this.respond(auth, await findMemos(this.db, auth.org, ids), caller);
  }

  async get(auth: AccessClaims, id: string, caller?: OnBehalfOf): Promise<CreditMemoResponse> {
    const [memo] = await this.findByIds(auth, [id], caller);
    if (!memo) throw errors.notFound();
    return memo;
  }

  /**
   * The memo's returned goods as the nota retur states them (nota-retur.ts),
   * a CSV file; a memo of an amount only has a header and no lines.
   */
  async notaRetur(auth: AccessClaims, id: string): Promise<{ fileName: string; body: string }> {
    const memo = await this.get(auth, id);
    const invoice = await returnedInvoice(this.db, auth.org, memo.invoice.id, this.deps.regions);
    // A nota retur reduces the PPN of a faktur (PMK 81/2024 art. 288); an invoice issued without
    // the company's NPWP has none (UU PPN art. 14 (1)), the fact its issue fixed (migrations/0055).
    if (invoice.sellerHadNpwp === false)
      throw serviceError(definitions.noFakturToReturn, undefined, { number: invoice.number ?? '' });
    return {
      fileName: `Nota-Retur-${memo.number.replaceAll('/', '-')}.csv`,
      body: notaReturCsv(memo, invoice),
    };
  }

  async revisions(auth: AccessClaims, id: string): Promise<{ items: DocumentRevisionResponse[] }> {
    await this.get(auth, id);
    return revisionsOf(this.db, auth.org, 'CREDIT_MEMO', id);
  }

  /**
   * Writes a memo against an issued invoice, numbered, and applies it to the
   * invoices given, all or nothing. When the Orders settings require approval
   * it waits for it (PENDING_APPROVAL): the applications are checked as they
   * would be made, and kept to be made when it is approved; nothing is taken
   * off any invoice until then. Written as a DRAFT when asked (`draft`), it
   * is checked as one it would be, but changes no balance, returns nothing and
   * keeps its applications until it is submitted.
   */
  async create(
    auth: AccessClaims,
    caller: OnBehalfOf,
    body: CreditMemoCreateBody,
  ): Promise<CreditMemoResponse> {
    requirePermission(auth, 'credit-memos:manage');
    const returns = body.returns && readReturns(body.returns);
    const given = body.amount === undefined ? undefined : positiveAmount(body.amount);
    if (given === null || (given === undefined && !returns)) throw errors.amount();
    const reason = readReason(body.reason);
    const applications = readApplications(body.applications ?? []);
    const { orders } = await this.deps.account.settings(caller);
    const status = body.draft ? 'DRAFT' : submittedStatus(orders.creditMemoApprovalRequired);
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
      const returned = returns && (await returnedLines(trx, invoice, returns));
      const amount = returnedAmount(returned?.amount, given);
      await checkCreditLeft(trx, invoice, amount);
      const { id, number } = await createNumberedDocument(trx, auth, {
        documentType: 'CREDIT_MEMO',
        date: body.memoDate,
        prefix: DEFAULT_NUMBER_PREFIXES.CREDIT_MEMO,
        insert: (number) =>
          trx
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
              status,
              created_by: auth.sub,
            })
            .returning('id')
            .executeTakeFirstOrThrow(),
        describe: (number) =>
          describeActivity('CREDIT_MEMO_ISSUED', {
            number,
            invoice: invoice.number ?? '',
            name: invoice.customer_name,
            amount: { amount, currency: invoice.currency },
          }),
      });
      const memo = {
        id,
        number,
        customer_id: invoice.customer_id,
        currency: invoice.currency,
        customer_name: invoice.customer_name,
        amount,
        remaining: amount,
      };
      if (returned) await insertReturns(trx, auth.org, id, returned.read);
      if (status === 'OPEN') await this.applyIn(trx, auth, memo, applications);
      else await this.keepRequested(trx, auth.org, memo, locked, applications);
      await this.publish(trx, auth.org, id, 'CREATED', status === 'OPEN' ? [invoice.id] : []);
      return id;
    });
    return this.get(auth, id, caller);
  }

  /** Edits a draft memo on the version it was read at (./draft.ts), and answers it as it now stands. */
  async reviseDraft(
    auth: AccessClaims,
    caller: OnBehalfOf,
    id: string,
    body: CreditMemoDraftBody,
  ): Promise<CreditMemoResponse> {
    await reviseDraftMemo(this.db, auth, id, body);
    return this.get(auth, id, caller);
  }

  /** Applies what is left of an open memo to more of its buyer's open invoices, all or nothing. */
  async apply(
    auth: AccessClaims,
    caller: OnBehalfOf,
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
    return this.get(auth, id, caller);
  }

  /**
   * Submits, approves, rejects or cancels a memo through the document runner,
   * with its own parts (`moves`): submitted, it goes where a new memo would
   * (the Orders settings, read for it alone); approved, it is applied as
   * writing an open memo applies it; rejected, it took nothing off any
   * invoice; cancelled, its applications go and each invoice has back what
   * it took off.
   */
  async move(
    auth: AccessClaims,
    caller: OnBehalfOf,
    id: string,
    action: CreditMemoAction,
    body: Partial<DocumentReasonBody>,
  ): Promise<CreditMemoResponse> {
    const settings = action === 'submit' && (await this.deps.account.settings(caller));
    const moves = settings
      ? this.moves(submittedStatus(settings.orders.creditMemoApprovalRequired))
      : this.moves();
    await runMove(this.db, moves, {
      auth,
      id,
      action,
      body,
      controls: () => this.deps.account.settings(caller),
    });
    return this.get(auth, id, caller);
  }

  /**
   * A memo's moves (the runner does what every move does): a draft's
   * submission counts again what its invoice has left to credit and to
   * return, and goes to `submitted` (opened, it is applied as an approved
   * memo is); its approval applies it (applyApproved); a rejection drops the
   * applications asked for at writing; a cancellation takes its applications
   * off its invoices.
   */
  private readonly moves = (submitted: 'PENDING_APPROVAL' | 'OPEN' = 'PENDING_APPROVAL') =>
    documentMoves({
      lifecycle: CREDIT_MEMO_LIFECYCLE,
      documentType: 'CREDIT_MEMO',
      table: 'credit_memos',
      notFound: errors.notFound,
      read: async (db: Kysely<InvoicingDatabase>, organizationId: string, id: string) =>
        (await findMemos(db, organizationId, [id]))[0],
      lock: async (trx, auth, id) => {
        const locked = await lockMemo(trx, auth.org, id);
        return locked && { ...locked, status: locked.status as CreditMemoStatus };
      },
      actions: {
        submit: {
          check: ({ trx, auth, document }) => checkSubmission(trx, auth, document),
          destination: () => submitted,
          after: async ({ trx, auth, document, transition }) => {
            if (transition.to === 'OPEN') await this.applyApproved(trx, auth, document);
          },
        },
        approve: { after: ({ trx, auth, document }) => this.applyApproved(trx, auth, document) },
        reject: {
          apply: async ({ trx, document }) => {
            await dropRequested(trx, document.id);
            return {};
          },
        },
        cancel: { apply: ({ trx, auth, document }) => takeOffInvoices(trx, auth, document) },
      },
      describe: ({ document, transition, reason }) => {
        const values = { number: document.number, name: document.customer_name };
        if (transition.action === 'submit')
          return describeActivity('CREDIT_MEMO_SUBMITTED', values);
        if (transition.action === 'approve')
          return describeActivity('CREDIT_MEMO_APPROVED', values);
        if (transition.action === 'reject')
          return describeActivity('CREDIT_MEMO_REJECTED', { ...values, reason });
        return describeActivity('CREDIT_MEMO_CANCELLED', { number: document.number, reason });
      },
      publish: ({ trx, auth, document, transition }, related) => {
        if (transition.to === 'DRAFT') throw new Error('No move of a credit memo ends in DRAFT.');
        return this.publish(
          trx,
          auth.org,
          document.id,
          transition.to,
          transition.to === 'OPEN' ? [document.sales_invoice_id] : related,
        );
      },
    });

  /**
   * Applies a memo just approved, in its transaction: every invoice it names
   * locked at once in id order, as writing it took them; what its invoice
   * has left to credit counted again; the applications asked for at writing
   * checked again and made.
   */
  private async applyApproved(
    trx: Transaction<InvoicingDatabase>,
    auth: AccessClaims,
    memo: CreditMemoRow,
  ): Promise<void> {
    const applications = readApplications(await requestedApplications(trx, memo.id));
    const locked = await lockInvoicesForAllocation(trx, auth.org, [
      memo.sales_invoice_id,
      ...applications.map((application) => application.invoiceId),
    ]);
    const invoice = locked.find((candidate) => candidate.id === memo.sales_invoice_id);
    if (!invoice || (invoice.status !== 'ISSUED' && invoice.status !== 'PAID'))
      throw errors.invoiceNotIssued();
    await checkCreditLeft(trx, invoice, memo.amount, memo.id);
    await dropRequested(trx, memo.id);
    await this.applyIn(trx, auth, { ...memo, remaining: memo.amount }, applications);
  }

  /**
   * Keeps the applications asked of a memo written waiting for approval,
   * checked as they would be made (its invoices held locked by the caller),
   * to be made when it is approved.
   */
  private async keepRequested(
    trx: Transaction<InvoicingDatabase>,
    organizationId: string,
    memo: Memo,
    locked: readonly AllocatableInvoice[],
    applications: ReturnType<typeof readApplications>,
  ): Promise<void> {
    if (applications.length === 0) return;
    const invoices = new Map(locked.map((invoice) => [invoice.id, invoice]));
    checkAllocations(memo, invoices, applications, refusals);
    await trx
      .insertInto('credit_memo_requested_applications')
      .values(
        applications.map((application, position) => ({
          credit_memo_id: memo.id,
          organization_id: organizationId,
          sales_invoice_id: application.invoiceId,
          position,
          amount: application.amount,
        })),
      )
      .execute();
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
    change: EventChange<'credit-memo.changed'>,
    invoiceIds: readonly string[],
  ): Promise<void> {
    await publishEvent(trx, {
      type: 'credit-memo.changed',
      organizationId,
      subjectId: memoId,
      permission: 'credit-memos:read',
      change,
    });
    for (const invoiceId of invoiceIds)
      await publishEvent(trx, {
        type: 'sales-invoice.changed',
        organizationId,
        subjectId: invoiceId,
        permission: 'invoices:read',
        change: 'CREDITED',
      });
  }

  private async respond(
    auth: AccessClaims,
    rows: readonly CreditMemoRow[],
    caller?: OnBehalfOf,
  ): Promise<CreditMemoResponse[]> {
    const offered = await offeredActions(
      CREDIT_MEMO_LIFECYCLE,
      auth,
      rows as readonly (CreditMemoRow & { status: CreditMemoStatus })[],
      caller && (() => this.deps.account.settings(caller)),
    );
    return toResponses(this.db, rows, (row) => {
      const actions: string[] = offered(row as CreditMemoRow & { status: CreditMemoStatus });
      if (row.status === 'OPEN' && auth.perms.includes('credit-memos:manage'))
        actions.unshift('apply');
      return actions;
    });
  }
}

/** Where a memo goes once submitted, as a new memo does: to approval when the Orders settings ask for it, else open. */
const submittedStatus = (approvalRequired: boolean) =>
  approvalRequired ? ('PENDING_APPROVAL' as const) : ('OPEN' as const);

/**
 * A draft's submission, under the memo's lock: its invoice locked (as every
 * memo written or submitted against it takes it first), still issued, and
 * what it has left to return and to credit counted with this memo (a draft
 * counted in neither), so drafts submitted at once never credit nor return
 * more than it had.
 */
async function checkSubmission(
  trx: Transaction<InvoicingDatabase>,
  auth: AccessClaims,
  memo: CreditMemoRow,
): Promise<void> {
  const [invoice] = await lockInvoicesForAllocation(trx, auth.org, [memo.sales_invoice_id]);
  if (!invoice || (invoice.status !== 'ISSUED' && invoice.status !== 'PAID'))
    throw errors.invoiceNotIssued();
  await checkReturnsLeft(trx, memo.id);
  await checkCreditLeft(trx, invoice, memo.amount, memo.id);
}

/** Drops the applications asked for at a memo's writing. */
async function dropRequested(trx: Transaction<InvoicingDatabase>, memoId: string): Promise<void> {
  await trx
    .deleteFrom('credit_memo_requested_applications')
    .where('credit_memo_id', '=', memoId)
    .execute();
}

/**
 * What cancelling a memo takes off its invoices: its invoices locked first,
 * in id order as every writer of applications locks them, then its
 * applications (and those asked for at writing) go. Answers the change to
 * what it applied and its invoices.
 */
async function takeOffInvoices(
  trx: Transaction<InvoicingDatabase>,
  auth: AccessClaims,
  memo: CreditMemoRow,
): Promise<OwnPart> {
  const applied = await trx
    .selectFrom('credit_memo_applications')
    .select('sales_invoice_id')
    .where('credit_memo_id', '=', memo.id)
    .execute();
  const invoiceIds = applied.map((row) => row.sales_invoice_id);
  await lockInvoicesForAllocation(trx, auth.org, invoiceIds);
  await trx.deleteFrom('credit_memo_applications').where('credit_memo_id', '=', memo.id).execute();
  await dropRequested(trx, memo.id);
  return {
    changes: [{ field: 'appliedAmount', before: memo.applied_amount, after: '0.00' }],
    related: invoiceIds,
  };
}
