import type { Kysely, Transaction } from 'kysely';
import type { CreditMemoDraftBody } from '../../../contracts/invoicing/credit-memos.js';
import { fromCents, toCents } from '../../../formats/cents.js';
import { changesBetween, describeActivity, type FieldChange } from '../../kit/activity.js';
import { requirePermission, type AccessClaims } from '../../kit/auth.js';
import { publishEvent } from '../../kit/events.js';
import type { InvoicingDatabase } from '../db-types.js';
import {
  checkAllocations,
  lockInvoicesForAllocation,
  positiveAmount,
} from '../documents/allocations.js';
// The draft-edit kernel every document's draft edit shares.
import * as drafts from '../documents/drafts.js';
import { linesOf } from '../documents/lines.js';
import {
  checkCreditLeft,
  readApplications,
  readReason,
  refusals,
  returnedAmount,
} from './credit.js';
import { creditMemoErrors as errors } from './errors.js';
import { requestedApplications, lockMemo, type CreditMemoRow } from './repository.js';
import { insertReturns, readReturns, returnedLines } from './returns.js';

/** The edit as asked, read before anything is locked: the reason trimmed, the amount and the returns checked. */
function readEdit(body: CreditMemoDraftBody) {
  const given = body.amount === undefined ? undefined : positiveAmount(body.amount);
  if (given === null) throw errors.amount();
  const reason = body.reason === undefined ? undefined : readReason(body.reason);
  return { given, reason, returns: body.returns && readReturns(body.returns) };
}

/**
 * Edits a draft credit memo on the version it was read at, under its lock:
 * its reason, its amount or its returned lines, checked as at writing (the
 * amount what the returned lines come to, when it returns goods; at most
 * what its invoice has left to credit; the returns at most what each line
 * has left to return after the memos submitted; the applications asked for
 * at writing still within it). Refused once it is submitted and when it
 * changed meanwhile (documents/drafts.ts); a refusal writes nothing. What
 * changed is its next version, its revision (each returned line added,
 * removed or changed, by the invoice line it returns), its activity entry
 * and a `REVISED` event; an edit that changes nothing writes nothing.
 */
export async function reviseDraftMemo(
  db: Kysely<InvoicingDatabase>,
  auth: AccessClaims,
  id: string,
  body: CreditMemoDraftBody,
): Promise<void> {
  requirePermission(auth, 'credit-memos:manage');
  const edit = readEdit(body);
  await db.transaction().execute(async (trx) => {
    const memo = await lockMemo(trx, auth.org, id);
    if (!memo) throw errors.notFound();
    drafts.checkDraftEdit(memo, body.version, errors);
    const revised = await revisedFigures(trx, auth, memo, edit);
    const changes = [
      ...changesBetween(
        { reason: memo.reason, amount: memo.amount },
        { reason: edit.reason ?? memo.reason, amount: revised.amount },
        ['reason', 'amount'],
      ),
      ...revised.lineChanges,
    ];
    if (changes.length === 0) return;
    const ref = { organizationId: auth.org, documentType: 'CREDIT_MEMO' as const, documentId: id };
    if (revised.returned) {
      await drafts.deleteLines(trx, ref);
      await insertReturns(trx, auth.org, id, revised.returned.read);
    }
    await trx
      .updateTable('credit_memos')
      .set({
        reason: edit.reason ?? memo.reason,
        amount: revised.amount,
        version: memo.version + 1,
        updated_at: new Date(),
      })
      .where('id', '=', id)
      .execute();
    await drafts.recordDocumentChange(trx, auth, ref, {
      action: 'revise',
      changes,
      description: describeActivity('CREDIT_MEMO_REVISED', {
        number: memo.number,
        name: memo.customer_name,
      }),
    });
    await publishEvent(trx, {
      type: 'credit-memo.changed',
      organizationId: auth.org,
      subjectId: id,
      permission: 'credit-memos:read',
      change: 'REVISED',
    });
  });
}

/**
 * The draft's amount and returned lines as edited, checked under its
 * invoice's lock (and those of the invoices it asks to be applied to, in id
 * order as every writer of applications takes them), with what changed in
 * its lines.
 */
async function revisedFigures(
  trx: Transaction<InvoicingDatabase>,
  auth: AccessClaims,
  memo: CreditMemoRow,
  edit: ReturnType<typeof readEdit>,
) {
  const requested = readApplications(await requestedApplications(trx, memo.id));
  const locked = await lockInvoicesForAllocation(trx, auth.org, [
    memo.sales_invoice_id,
    ...requested.map((application) => application.invoiceId),
  ]);
  const invoice = locked.find((candidate) => candidate.id === memo.sales_invoice_id);
  if (!invoice || (invoice.status !== 'ISSUED' && invoice.status !== 'PAID'))
    throw errors.invoiceNotIssued();
  const stored = (await linesOf(trx, 'CREDIT_MEMO', [memo.id])).get(memo.id) ?? [];
  const returned = edit.returns && (await returnedLines(trx, invoice, edit.returns));
  // A memo that returns goods is for what they come to: an amount alone must be theirs.
  const amount = fromCents(
    toCents(
      returned
        ? returnedAmount(returned.amount, edit.given)
        : stored.length > 0 && edit.given !== undefined
          ? returnedAmount(memo.amount, edit.given)
          : (edit.given ?? memo.amount),
    ),
  );
  await checkCreditLeft(trx, invoice, amount, memo.id);
  if (requested.length > 0)
    checkAllocations(
      { ...memo, remaining: amount },
      new Map(locked.map((each) => [each.id, each])),
      requested,
      refusals,
    );
  const changes: FieldChange[] = returned
    ? drafts.lineChanges(
        stored.map((line) => ({ key: line.sourcePosition, text: drafts.lineText(line) })),
        returned.read.lines.map((line, index) => ({
          key: edit.returns?.[index]?.invoiceLine ?? null,
          text: drafts.lineText(line),
        })),
      )
    : [];
  return { amount, returned, lineChanges: changes };
}
