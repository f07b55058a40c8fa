import { sql, type Transaction } from 'kysely';
import type { DocumentType } from '../../../contracts/invoicing/documents.js';
import type { InvoicingDatabase } from '../db-types.js';

/** What a number is given for: the organisation's document of a kind, dated `date` (YYYY-MM-DD). */
export type NumberRequest = {
  organizationId: string;
  documentType: DocumentType;
  date: string;
  /** What the number starts with, from the organisation's settings: `INV/`. */
  prefix: string;
};

/** The sequence's digits at least: `0001`; the ten-thousandth document of a month is `10000`. */
const SEQUENCE_DIGITS = 4;

/** `INV/` + 2026-11-05 + 1 is `INV/2026/11/0001`. */
export function documentNumber(prefix: string, date: string, sequence: number): string {
  const [year, month] = date.split('-');
  return `${prefix}${year}/${month}/${String(sequence).padStart(SEQUENCE_DIGITS, '0')}`;
}

/**
 * Gives the document its number, in the transaction that issues it: the
 * next of its organisation, kind and month. The counter's row stays locked
 * until the transaction ends, so parallel issues take their numbers one after
 * another, and one that rolls back gives its number back to the next: the
 * numbers of issued documents have no gap and none is given twice. A
 * cancelled document keeps the number it was given.
 */
export async function issueNumber(
  trx: Transaction<InvoicingDatabase>,
  request: NumberRequest,
): Promise<string> {
  const [number] = await issueNumbers(trx, request, 1);
  return number!;
}

/**
 * Gives `count` documents of one kind and month their numbers, in one
 * update of the counter (`issueNumber` for a batch issued in one
 * transaction): the next `count` of the sequence, in order, without a gap.
 */
export async function issueNumbers(
  trx: Transaction<InvoicingDatabase>,
  request: NumberRequest,
  count: number,
): Promise<string[]> {
  const { lastNumber } = await trx
    .insertInto('document_number_counters')
    .values({
      organization_id: request.organizationId,
      document_type: request.documentType,
      period: request.date.slice(0, 7),
      last_number: count,
    })
    .onConflict((conflict) =>
      conflict
        .columns(['organization_id', 'document_type', 'period'])
        .doUpdateSet({ last_number: sql`document_number_counters.last_number + ${count}` }),
    )
    .returning('last_number as lastNumber')
    .executeTakeFirstOrThrow();
  return Array.from({ length: count }, (_, index) =>
    documentNumber(request.prefix, request.date, lastNumber - count + 1 + index),
  );
}
