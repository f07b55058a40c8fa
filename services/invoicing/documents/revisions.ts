import type { Kysely, Transaction } from 'kysely';
import type {
  DocumentRevisionResponse,
  DocumentType,
} from '../../../contracts/invoicing/documents.js';
import {
  recordActivityBy,
  type ActivityDescription,
  type ActivityEntity,
  type FieldChange,
} from '../../kit/activity.js';
import type { AccessClaims } from '../../kit/auth.js';
import type { InvoicingDatabase } from '../db-types.js';
import { insertLines, type ReadLines } from './lines.js';

/** Which document a revision is of. */
export type DocumentRef = {
  organizationId: string;
  documentType: DocumentType;
  documentId: string;
};

/** Records a change to a document (who, what before and after), in the transaction that makes it. */
export async function recordRevision(
  trx: Transaction<InvoicingDatabase>,
  document: DocumentRef,
  revision: { action: string; actorId: string | null; changes: readonly FieldChange[] },
): Promise<void> {
  await trx
    .insertInto('document_revisions')
    .values({
      organization_id: document.organizationId,
      document_type: document.documentType,
      document_id: document.documentId,
      action: revision.action,
      actor_id: revision.actorId,
      changes: JSON.stringify(revision.changes),
    })
    .execute();
}

/**
 * Records a move in the document's history (its status before and after,
 * the move's own `changes`, such as the number an approval gives, and the
 * reason given, if any) and answers those changes, which the activity log
 * records too.
 */
export async function recordMove(
  trx: Transaction<InvoicingDatabase>,
  document: DocumentRef,
  move: { action: string; actorId: string; before: string; after: string; reason?: string },
  own: readonly FieldChange[] = [],
): Promise<FieldChange[]> {
  const changes: FieldChange[] = [
    { field: 'status', before: move.before, after: move.after },
    ...own,
    ...(move.reason ? [{ field: 'reason', before: null, after: move.reason }] : []),
  ];
  await recordRevision(trx, document, { action: move.action, actorId: move.actorId, changes });
  return changes;
}

/** A document's revisions, newest first. */
export async function revisionsOf(
  db: Kysely<InvoicingDatabase>,
  organizationId: string,
  documentType: DocumentType,
  documentId: string,
): Promise<{ items: DocumentRevisionResponse[] }> {
  const document = { organizationId, documentType, documentId };
  const rows = await db
    .selectFrom('document_revisions')
    .select(['id', 'action', 'actor_id', 'changes', 'at'])
    .where('organization_id', '=', document.organizationId)
    .where('document_type', '=', document.documentType)
    .where('document_id', '=', document.documentId)
    .orderBy('at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return {
    items: rows.map((row) => ({
      id: row.id,
      action: row.action,
      actorId: row.actor_id,
      at: row.at.toISOString(),
      changes: row.changes,
    })),
  };
}

/**
 * What writing a document records besides its row, in the same transaction:
 * its lines with their figures (a document with lines: not a credit memo),
 * the CREATED revision (with `changes`, what
 * it was written with that its history shows, such as an invoice's
 * approver), and the activity (`description`, from the area's messages),
 * logged for the document's own type, so the two can never disagree.
 */
export async function recordCreation(
  trx: Transaction<InvoicingDatabase>,
  auth: Pick<AccessClaims, 'sub' | 'org'>,
  document: {
    documentType: DocumentType & ActivityEntity;
    documentId: string;
    read?: ReadLines;
    changes?: readonly FieldChange[];
  },
  description: ActivityDescription,
): Promise<void> {
  const ref = {
    organizationId: auth.org,
    documentType: document.documentType,
    documentId: document.documentId,
  };
  if (document.read) await insertLines(trx, ref, document.read);
  await recordRevision(trx, ref, {
    action: 'CREATED',
    actorId: auth.sub,
    changes: document.changes ?? [],
  });
  await recordActivityBy(trx, auth, {
    entity: document.documentType,
    entityId: document.documentId,
    action: 'CREATED',
    description,
  });
}
