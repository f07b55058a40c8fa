import type { Transaction } from 'kysely';
import type { DocumentType } from '../../../contracts/invoicing/documents.js';
import type { ActivityDescription, ActivityEntity } from '../../kit/activity.js';
import type { AccessClaims } from '../../kit/auth.js';
import type { InvoicingDatabase } from '../db-types.js';
import type { ReadLines } from './lines.js';
import { issueNumber } from './numbering.js';
import { recordCreation } from './revisions.js';

/** A document to write numbered: its kind, the date its number's month is of, and what it writes besides. */
export type NumberedDocument<Written extends { id: string }> = {
  documentType: DocumentType & ActivityEntity;
  /** The document's own date (YYYY-MM-DD): its number counts in that month. */
  date: string;
  /** What its number starts with (`SO/`). */
  prefix: string;
  /** Its lines and totals, when it has lines. */
  read?: ReadLines;
  /** Inserts its row, numbered `number`, answering at least its id. */
  insert: (number: string) => Promise<Written>;
  /** Its activity entry's description, once it has its number and its row. */
  describe: (number: string, written: Written) => ActivityDescription;
};

/**
 * Writes a document numbered when it is written, in the caller's
 * transaction, as every such kind writes one: its number first (the next of
 * its kind and month, ./numbering.ts), then its row, then its lines, its
 * CREATED revision and its activity entry. Answers the row `insert` returned
 * with the number it was given.
 */
export async function createNumberedDocument<Written extends { id: string }>(
  trx: Transaction<InvoicingDatabase>,
  auth: AccessClaims,
  document: NumberedDocument<Written>,
): Promise<Written & { number: string }> {
  const number = await issueNumber(trx, {
    organizationId: auth.org,
    documentType: document.documentType,
    date: document.date,
    prefix: document.prefix,
  });
  const written = await document.insert(number);
  await recordCreation(
    trx,
    auth,
    {
      documentType: document.documentType,
      documentId: written.id,
      ...(document.read && { read: document.read }),
    },
    document.describe(number, written),
  );
  return { ...written, number };
}
