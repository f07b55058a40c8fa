import type { Kysely, Transaction } from 'kysely';
import type {
  DocumentRevisionResponse,
  DocumentType,
} from '../../../contracts/invoicing/documents.js';
import type { FieldChange } from '../../kit/activity.js';
import type { InvoicingDatabase } from '../db-types.js';

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
  revision: { action: string; actorId: string; changes: readonly FieldChange[] },
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

/** A document's revisions, newest first. */
export async function revisionsOf(
  db: Kysely<InvoicingDatabase>,
  document: DocumentRef,
): Promise<DocumentRevisionResponse[]> {
  const rows = await db
    .selectFrom('document_revisions')
    .select(['id', 'action', 'actor_id', 'changes', 'at'])
    .where('organization_id', '=', document.organizationId)
    .where('document_type', '=', document.documentType)
    .where('document_id', '=', document.documentId)
    .orderBy('at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    action: row.action,
    actorId: row.actor_id,
    at: row.at.toISOString(),
    changes: row.changes,
  }));
}
