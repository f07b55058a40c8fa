import type { Transaction } from 'kysely';
import type { DocumentType } from '../../../contracts/invoicing/documents.js';
import { plainQuantity } from '../../../formats/quantity.js';
import {
  recordActivityBy,
  type ActivityDescription,
  type ActivityEntity,
  type FieldChange,
} from '../../kit/activity.js';
import type { AccessClaims } from '../../kit/auth.js';
import type { InvoicingDatabase } from '../db-types.js';
import { recordRevision, type DocumentRef } from './revisions.js';

/*
 * What every document's draft edit shares (an invoice's, an order's, a
 * credit memo's): it is refused once the document is no longer a draft or
 * changed since it was read; its lines' changes are named one by one in its
 * revision; and the edit is one revision and one activity entry.
 */

/**
 * Refuses an edit of `document` unless it is still a DRAFT and at the
 * `version` the edit was read at, with the area's own refusals (each names
 * its document). Called under the document's row lock, before anything is
 * written.
 */
export function checkDraftEdit(
  document: { status: string; version: number },
  version: number,
  refusals: { notDraft: () => Error; versionConflict: () => Error },
): void {
  if (document.status !== 'DRAFT') throw refusals.notDraft();
  if (document.version !== version) throw refusals.versionConflict();
}

/** A line as a revision names it: `3 × Kopi Arabika`. */
export const lineText = (line: { quantity: string; product: string }) =>
  `${plainQuantity(line.quantity)} × ${line.product}`;

/**
 * Each line added, removed or changed between two versions of a draft, by
 * what identifies it (`key`: the line it was taken from, or its place):
 * `line`, before and after as `text` (null for none).
 */
export function lineChanges(
  before: readonly { key: string | number | null; text: string }[],
  after: readonly { key: string | number | null; text: string }[],
): FieldChange[] {
  const was = new Map(before.map((line) => [line.key, line.text]));
  const now = new Map(after.map((line) => [line.key, line.text]));
  return [...new Set([...was.keys(), ...now.keys()])].flatMap((key) =>
    was.get(key) === now.get(key)
      ? []
      : [{ field: 'line', before: was.get(key) ?? null, after: now.get(key) ?? null }],
  );
}

/** Deletes a draft's lines, before its edit writes them again (`insertLines`). */
export async function deleteLines(
  trx: Transaction<InvoicingDatabase>,
  document: DocumentRef,
): Promise<void> {
  await trx
    .deleteFrom('document_lines')
    .where('organization_id', '=', document.organizationId)
    .where('document_type', '=', document.documentType)
    .where('document_id', '=', document.documentId)
    .execute();
}

/**
 * Records a change of a document beside its lifecycle, in the transaction
 * that wrote it: its revision (`action`, field by field) and the activity
 * log's entry (`description`) with the same changes, so the two never
 * disagree.
 */
export async function recordDocumentChange(
  trx: Transaction<InvoicingDatabase>,
  auth: Pick<AccessClaims, 'sub' | 'org'>,
  document: { documentType: DocumentType & ActivityEntity; documentId: string },
  change: { action: string; changes: FieldChange[]; description: ActivityDescription },
): Promise<void> {
  await recordRevision(
    trx,
    { organizationId: auth.org, ...document },
    { action: change.action, actorId: auth.sub, changes: change.changes },
  );
  await recordActivityBy(trx, auth, {
    entity: document.documentType,
    entityId: document.documentId,
    action: 'UPDATED',
    description: change.description,
    changes: change.changes,
  });
}
