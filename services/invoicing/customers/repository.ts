import { sql, type Transaction } from 'kysely';
import type {
  CustomerDocumentResponse,
  CustomerResponse,
  CustomerRevisionAction,
  CustomerRevisionResponse,
  CustomerStatus,
  CustomerType,
} from '../../../contracts/invoicing/customers.js';
import { STAGE_STATUSES, type CustomerStage } from '../../../contracts/invoicing/customers.js';
import { instantKey } from '../../kit/cursor.js';
import { likePattern } from '../../kit/database.js';
import { newestFirstPage, type PageQuery } from '../../kit/newest-first.js';
import type { InvoicingDatabase } from '../db-types.js';
import type { Db } from '../db.js';

/** The stored statuses: EXPIRED is INVITED past its link's date (migrations/0028-baseline). */
export type StoredStatus = Exclude<CustomerStatus, 'EXPIRED'>;

/** A `customers` row as Kysely sees it (db-types.ts, generated from the migrations). */
export type CustomersTable = InvoicingDatabase['customers'];

/** A `customer_invitations` row as Kysely sees it (db-types.ts, generated from the migrations). */
export type CustomerInvitationsTable = InvoicingDatabase['customer_invitations'];

/** A `customer_documents` row as Kysely sees it (db-types.ts, generated from the migrations). */
export type CustomerDocumentsTable = InvoicingDatabase['customer_documents'];

/** A `customer_revisions` row as Kysely sees it (db-types.ts, generated from the migrations). */
export type CustomerRevisionsTable = InvoicingDatabase['customer_revisions'];

/** Where a customer sits in the list: newest first. */
export type Keyset = { createdAt: string; id: string };

export type ListFilter = {
  stage?: CustomerStage | undefined;
  status?: CustomerStatus | undefined;
  type?: CustomerType | undefined;
  search?: string | undefined;
};

const iso = (value: Date | string) => new Date(value).toISOString();

/** Whether the row's link is out and past its date: the customer reads as EXPIRED. */
const expired = sql<boolean>`(c.status = 'INVITED' and i.expires_at <= now())`;
const shownStatus = sql<CustomerStatus>`case when ${expired} then 'EXPIRED' else c.status end`;

function filtered(db: Db, organizationId: string, filter: ListFilter) {
  let query = db
    .selectFrom('customers as c')
    .leftJoin('customer_invitations as i', 'i.customer_id', 'c.id')
    .where('c.organization_id', '=', organizationId);
  if (filter.stage)
    query = query.where(
      sql<boolean>`${shownStatus} in (${sql.join(STAGE_STATUSES[filter.stage].map((status) => sql.lit(status)))})`,
    );
  if (filter.status) query = query.where(sql<boolean>`${shownStatus} = ${filter.status}`);
  if (filter.type) query = query.where('c.type', '=', filter.type);
  const search = filter.search?.trim();
  if (search) {
    const pattern = likePattern(search);
    query = query.where((eb) =>
      eb.or([
        eb('c.name', 'ilike', pattern),
        eb('c.email', 'ilike', pattern),
        eb(sql<string>`c.profile #>> '{business,alias}'`, 'ilike', pattern),
      ]),
    );
  }
  return query;
}

const columns = (db: Db, organizationId: string, filter: ListFilter) =>
  filtered(db, organizationId, filter)
    .selectAll('c')
    .select([
      'i.sent_at as invitation_sent_at',
      'i.expires_at as invitation_expires_at',
      'i.send_count as invitation_send_count',
    ])
    .select(shownStatus.as('shown_status'))
    .select(instantKey('c.created_at').as('created_key'));

type Row = Awaited<ReturnType<ReturnType<typeof columns>['executeTakeFirstOrThrow']>>;

export function documentResponse(
  row: Pick<
    CustomerDocumentsTable,
    'kind' | 'file_name' | 'content_type' | 'size' | 'sha256' | 'uploaded_by'
  > & { id: string; uploaded_at: Date | string },
): CustomerDocumentResponse {
  return {
    id: row.id,
    kind: row.kind,
    fileName: row.file_name,
    contentType: row.content_type,
    size: row.size,
    sha256: row.sha256,
    uploadedAt: iso(row.uploaded_at),
    uploadedBy: row.uploaded_by,
  };
}

function toResponse(row: Row, documents: CustomerDocumentResponse[]): CustomerResponse {
  return {
    id: row.id,
    type: row.type,
    status: row.shown_status,
    name: row.name,
    email: row.email,
    phone: row.phone,
    profile: row.profile,
    paymentTermDays: row.payment_term_days,
    billingCycle: row.billing_cycle,
    creditLimit: row.credit_limit,
    currency: row.currency,
    invitation:
      row.status === 'INVITED' && row.invitation_sent_at && row.invitation_expires_at
        ? {
            sentAt: iso(row.invitation_sent_at),
            expiresAt: iso(row.invitation_expires_at),
            sendCount: row.invitation_send_count ?? 1,
          }
        : null,
    requestSubmittedAt: row.request_submitted_at ? iso(row.request_submitted_at) : null,
    approval:
      row.approved_by && row.approved_at ? { by: row.approved_by, at: iso(row.approved_at) } : null,
    rejection:
      row.rejection_reason && row.rejected_at
        ? { reason: row.rejection_reason, by: row.rejected_by, at: iso(row.rejected_at) }
        : null,
    deactivation:
      row.deactivation_reason && row.deactivated_at
        ? { reason: row.deactivation_reason, by: row.deactivated_by, at: iso(row.deactivated_at) }
        : null,
    documents,
    createdBy: row.created_by,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
    version: row.version,
  };
}

/** The documents of these customers, newest first, by customer. */
async function documentsOf(
  db: Db,
  customerIds: readonly string[],
): Promise<Map<string, CustomerDocumentResponse[]>> {
  const byCustomer = new Map<string, CustomerDocumentResponse[]>();
  if (customerIds.length === 0) return byCustomer;
  const rows = await db
    .selectFrom('customer_documents')
    .selectAll()
    .where('customer_id', 'in', customerIds)
    .orderBy('uploaded_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  for (const row of rows) {
    const list = byCustomer.get(row.customer_id) ?? [];
    list.push(documentResponse(row));
    byCustomer.set(row.customer_id, list);
  }
  return byCustomer;
}

async function withDocuments(db: Db, rows: Row[]): Promise<CustomerResponse[]> {
  const documents = await documentsOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toResponse(row, documents.get(row.id) ?? []));
}

/** A page of the organisation's customers the filters keep, newest first, read forward by keyset (kit/newest-first.ts). */
export function customerPage(
  db: Db,
  organizationId: string,
  filter: ListFilter,
  query: PageQuery,
  invalidCursor: () => Error,
) {
  return newestFirstPage(
    columns(db, organizationId, filter),
    { at: 'c.created_at', id: 'c.id', updatedAt: 'c.updated_at' },
    query,
    (rows) => withDocuments(db, rows),
    invalidCursor,
  );
}

export async function findCustomers(
  db: Db,
  organizationId: string,
  ids: readonly string[],
): Promise<CustomerResponse[]> {
  if (ids.length === 0) return [];
  const rows = await columns(db, organizationId, {}).where('c.id', 'in', ids).execute();
  return withDocuments(db, rows);
}

export async function findListedCustomer(
  db: Db,
  organizationId: string,
  id: string,
): Promise<{ node: CustomerResponse; key: Keyset } | undefined> {
  const row = await columns(db, organizationId, {}).where('c.id', '=', id).executeTakeFirst();
  if (!row) return undefined;
  const [node] = await withDocuments(db, [row]);
  return { node: node!, key: { createdAt: row.created_key, id: row.id } };
}

/** The customer under its row lock, with its link's dates: what every change reads first. */
export async function lockCustomer(
  trx: Transaction<InvoicingDatabase>,
  organizationId: string,
  id: string,
) {
  const row = await trx
    .selectFrom('customers as c')
    .selectAll('c')
    .where('c.organization_id', '=', organizationId)
    .where('c.id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  if (!row) return undefined;
  const invitation = await trx
    .selectFrom('customer_invitations')
    .selectAll()
    .where('customer_id', '=', id)
    .executeTakeFirst();
  return { ...row, invitation };
}
export type LockedCustomer = NonNullable<Awaited<ReturnType<typeof lockCustomer>>>;

/** The customer whose link carries this token's hash, under its row lock. */
export async function lockCustomerByToken(trx: Transaction<InvoicingDatabase>, tokenHash: string) {
  const invitation = await trx
    .selectFrom('customer_invitations')
    .select('customer_id')
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
  if (!invitation) return undefined;
  const customer = await trx
    .selectFrom('customers')
    .select('organization_id')
    .where('id', '=', invitation.customer_id)
    .executeTakeFirstOrThrow();
  const locked = await lockCustomer(trx, customer.organization_id, invitation.customer_id);
  // A resend between the two reads replaced the token: the old link no longer opens the request.
  return locked?.invitation?.token_hash === tokenHash ? locked : undefined;
}

/** The customer a token opens, read without a lock (the buyer's page). */
export async function findCustomerByToken(db: Db, tokenHash: string) {
  const row = await db
    .selectFrom('customer_invitations as i')
    .innerJoin('customers as c', 'c.id', 'i.customer_id')
    .selectAll('c')
    .select(['i.expires_at', 'i.token_hash'])
    .where('i.token_hash', '=', tokenHash)
    .executeTakeFirst();
  if (!row) return undefined;
  const documents = await documentsOf(db, [row.id]);
  return { ...row, documents: documents.get(row.id) ?? [] };
}

/** A page of a customer's revision history, newest first, read forward by keyset (kit/newest-first.ts). */
export function revisionPage(
  db: Db,
  customerId: string,
  query: PageQuery,
  invalidCursor: () => Error,
) {
  return newestFirstPage(
    db.selectFrom('customer_revisions').selectAll().where('customer_id', '=', customerId),
    { at: 'at', id: 'id' },
    query,
    (rows) =>
      rows.map((row) => ({
        id: row.id,
        action: row.action,
        actor: {
          kind: row.by_customer ? ('CUSTOMER' as const) : ('STAFF' as const),
          userId: row.actor_id,
        },
        at: iso(row.at),
        changes: row.changes,
      })),
    invalidCursor,
  );
}

export async function insertRevision(
  trx: Db,
  customerId: string,
  action: CustomerRevisionAction,
  actor: { userId: string } | 'CUSTOMER',
  changes: CustomerRevisionResponse['changes'],
): Promise<void> {
  await trx
    .insertInto('customer_revisions')
    .values({
      customer_id: customerId,
      action,
      actor_id: actor === 'CUSTOMER' ? null : actor.userId,
      by_customer: actor === 'CUSTOMER',
      changes: JSON.stringify(changes),
    })
    .execute();
}
