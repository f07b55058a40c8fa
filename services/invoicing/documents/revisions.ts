import { sql, type Kysely, type RawBuilder, type Transaction } from 'kysely';
import type {
  DocumentRevisionResponse,
  DocumentType,
} from '../../../contracts/invoicing/documents.js';
import {
  activitiesInsert,
  type ActivityDescription,
  type ActivityEntry,
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

/** A change to a document to record: which, who, and what before and after. */
export type Revision = Parameters<typeof recordRevision>[2] & { document: DocumentRef };

/** Records a change to a document (who, what before and after), in the transaction that makes it. */
export async function recordRevision(
  trx: Transaction<InvoicingDatabase>,
  document: DocumentRef,
  revision: { action: string; actorId: string | null; changes: readonly FieldChange[] },
): Promise<void> {
  await recordHistory(trx, { revisions: [{ document, ...revision }], activities: [] });
}

/**
 * What documents' changes write of their history: their revisions and their
 * activity entries, and `before`, statements of rows they change (a move's
 * status and actor columns). One statement for all of it, each part a
 * common table expression of the activity's insert, however many documents
 * a batch moves: a round trip per table per document was most of what a
 * move cost (bench/foreign-invoice-issue.ts).
 */
export async function recordHistory(
  trx: Transaction<InvoicingDatabase>,
  history: {
    revisions: readonly Revision[];
    activities: readonly ActivityEntry[];
    before?: readonly RawBuilder<unknown>[];
  },
): Promise<void> {
  const parts = [...(history.before ?? [])];
  if (history.revisions.length > 0) parts.push(revisionsInsert(history.revisions));
  const named = parts.map((part, index) => sql`${sql.raw(`part_${index}`)} as (${part})`);
  const last = history.activities.length > 0 ? activitiesInsert(history.activities) : sql`select 1`;
  if (named.length === 0 && history.activities.length === 0) return;
  await (named.length > 0 ? sql`with ${sql.join(named)} ${last}` : last).execute(trx);
}

/** The insert of documents' revisions, in one statement. */
function revisionsInsert(revisions: readonly Revision[]) {
  const column = <T>(pick: (revision: Revision) => T) => revisions.map(pick);
  return sql`insert into document_revisions (organization_id, document_type, document_id, action, actor_id, changes)
    select * from unnest(${column((r) => r.document.organizationId)}::uuid[], ${column((r) => r.document.documentType)}::text[],
      ${column((r) => r.document.documentId)}::uuid[], ${column((r) => r.action)}::text[], ${column((r) => r.actorId)}::uuid[],
      ${column((r) => JSON.stringify(r.changes))}::jsonb[])`;
}

/** The changes a move records in the document's history: its status before and after, its own changes, and the reason given. */
export function moveChanges(
  move: { before: string; after: string; reason?: string },
  own: readonly FieldChange[] = [],
): FieldChange[] {
  return [
    { field: 'status', before: move.before, after: move.after },
    ...own,
    ...(move.reason ? [{ field: 'reason', before: null, after: move.reason }] : []),
  ];
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
  const changes = moveChanges(move, own);
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
  await recordHistory(trx, {
    revisions: [
      { document: ref, action: 'CREATED', actorId: auth.sub, changes: document.changes ?? [] },
    ],
    activities: [
      {
        actor: auth,
        organizationId: auth.org,
        entity: document.documentType,
        entityId: document.documentId,
        action: 'CREATED',
        description,
      },
    ],
  });
}
