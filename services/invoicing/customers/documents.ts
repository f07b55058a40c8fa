/** A customer's documents: stored while checked as they stream in, removed, read back. */

import type { Readable } from 'node:stream';
import type { Transaction } from 'kysely';
import {
  CUSTOMER_DOCUMENT_MAX_BYTES,
  DOCUMENTS_BY_TYPE,
  type CustomerDocumentKind,
  type CustomerDocumentResponse,
  type CustomerResponse,
} from '../../../contracts/invoicing/customers.js';
import { requirePermission, type AccessClaims } from '../../kit/auth.js';
import {
  documentContentType,
  putDocument,
  recordedOrDeleted,
  type Upload,
} from '../../kit/document-files.js';
import type { InvoicingDatabase } from '../db-types.js';
import { customerErrors as errors } from './errors.js';
import {
  documentResponse,
  findCustomers,
  insertRevision,
  type LockedCustomer,
} from './repository.js';
import { CustomerJob } from './customer-job.js';

/** The most documents one customer keeps: a long checklist with a few pages each, and no more. */
const DOCUMENTS_MAX = 40;

export { documentContentType };

/** Documents, by staff here and by the buyer through the link (`requests.ts` stores and removes through this). */
export class CustomerDocuments extends CustomerJob {
  /** A document added by staff to a customer waiting for review. */
  async addDocument(
    auth: AccessClaims,
    id: string,
    kind: CustomerDocumentKind,
    upload: Upload,
  ): Promise<CustomerDocumentResponse> {
    requirePermission(auth, 'customers:manage');
    const [customer] = await findCustomers(this.db, auth.org, [id]);
    if (!customer) {
      upload.source.resume();
      throw errors.notFound();
    }
    return this.storeDocument(
      upload,
      kind,
      async (trx) => {
        const locked = await this.locked(trx, auth, id);
        if (locked.status !== 'REQUEST_SENT') throw errors.statusNotValid();
        return locked;
      },
      { userId: auth.sub },
    );
  }

  async removeDocument(
    auth: AccessClaims,
    id: string,
    documentId: string,
  ): Promise<CustomerResponse> {
    requirePermission(auth, 'customers:manage');
    const key = await this.db.transaction().execute(async (trx) => {
      const customer = await this.locked(trx, auth, id);
      if (customer.status !== 'REQUEST_SENT') throw errors.statusNotValid();
      return this.deleteDocument(trx, customer, documentId, { userId: auth.sub });
    });
    await this.deps.storage.delete(key);
    return this.get(auth, id);
  }

  /** A stored document's bytes for a member who may read customers; another organisation's answers as not found. */
  async documentFile(
    auth: AccessClaims,
    id: string,
    documentId: string,
  ): Promise<{ file: CustomerDocumentResponse; stream: Readable }> {
    requirePermission(auth, 'customers:read');
    const row = await this.db
      .selectFrom('customer_documents as d')
      .innerJoin('customers as c', 'c.id', 'd.customer_id')
      .selectAll('d')
      .where('c.organization_id', '=', auth.org)
      .where('c.id', '=', id)
      .where('d.id', '=', documentId)
      .executeTakeFirst();
    if (!row) throw errors.documentNotFound();
    return { file: documentResponse(row), stream: this.deps.storage.get(row.storage_key) };
  }

  /** Stores a document's bytes (checked while they stream in), then records it under the customer's lock; a refusal keeps nothing. */
  async storeDocument(
    upload: Upload,
    kind: CustomerDocumentKind,
    lock: (trx: Transaction<InvoicingDatabase>) => Promise<LockedCustomer>,
    actor: { userId: string } | 'CUSTOMER',
  ): Promise<CustomerDocumentResponse> {
    const stored = await putDocument(this.deps.storage, 'customer-documents', upload, {
      maxBytes: CUSTOMER_DOCUMENT_MAX_BYTES,
      refusals: {
        fileName: () => errors.required('fileName'),
        wrongType: () => errors.documentType(),
        tooLarge: () => errors.documentTooLarge(),
      },
    });
    const name = stored.fileName;
    return recordedOrDeleted(this.deps.storage, stored.key, () =>
      this.db.transaction().execute(async (trx) => {
        const customer = await lock(trx);
        const listed = DOCUMENTS_BY_TYPE[customer.type];
        if (!listed.required.includes(kind) && !listed.optional.includes(kind))
          throw errors.documentKindNotListed();
        const count = await trx
          .selectFrom('customer_documents')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where('customer_id', '=', customer.id)
          .executeTakeFirstOrThrow();
        if (Number(count.n) >= DOCUMENTS_MAX) throw errors.documentsTooMany();
        const row = await trx
          .insertInto('customer_documents')
          .values({
            customer_id: customer.id,
            kind,
            file_name: name,
            content_type: stored.contentType,
            size: stored.size,
            sha256: stored.sha256,
            storage_key: stored.key,
            uploaded_by: actor === 'CUSTOMER' ? null : actor.userId,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        await insertRevision(trx, customer.id, 'DOCUMENT_ADDED', actor, [
          { field: `documents.${kind}`, from: null, to: name },
        ]);
        await trx
          .updateTable('customers')
          .set({ updated_at: new Date(), version: customer.version + 1 })
          .where('id', '=', customer.id)
          .execute();
        return documentResponse(row);
      }),
    );
  }

  /** Removes a document's row and answers its storage key (the bytes go once the transaction is done). */
  async deleteDocument(
    trx: Transaction<InvoicingDatabase>,
    customer: LockedCustomer,
    documentId: string,
    actor: { userId: string } | 'CUSTOMER',
  ): Promise<string> {
    const row = await trx
      .deleteFrom('customer_documents')
      .where('customer_id', '=', customer.id)
      .where('id', '=', documentId)
      .returningAll()
      .executeTakeFirst();
    if (!row) throw errors.documentNotFound();
    await insertRevision(trx, customer.id, 'DOCUMENT_REMOVED', actor, [
      { field: `documents.${row.kind}`, from: row.file_name, to: null },
    ]);
    await trx
      .updateTable('customers')
      .set({ updated_at: new Date(), version: customer.version + 1 })
      .where('id', '=', customer.id)
      .execute();
    return row.storage_key;
  }
}
