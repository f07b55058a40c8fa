import type { Kysely } from 'kysely';
import type { InvoicingDatabase } from '../db-types.js';
import type { CustomerDeps } from './customer-job.js';
import { CustomerDirectory } from './directory.js';
import { CustomerDocuments } from './documents.js';
import { CustomerInvitations } from './invitations.js';
import { CustomerRecords } from './records.js';
import { CustomerRequests } from './requests.js';
import { CustomerReview } from './review.js';

export type { CustomerRevisionAction } from '../../../contracts/invoicing/customers.js';
export { documentContentType } from './documents.js';

/**
 * Customers (buyers), one job a file: the staff's list and history
 * (`directory.ts`), invitations (`invitations.ts`), records added or changed
 * by staff (`records.ts`), the review of requests (`review.ts`), documents
 * (`documents.ts`) and the buyer's request through the link (`requests.ts`).
 */
export class CustomerService {
  readonly directory: CustomerDirectory;
  readonly invitations: CustomerInvitations;
  readonly records: CustomerRecords;
  readonly review: CustomerReview;
  readonly documents: CustomerDocuments;
  readonly requests: CustomerRequests;

  constructor(db: Kysely<InvoicingDatabase>, deps: CustomerDeps) {
    this.directory = new CustomerDirectory(db, deps);
    this.invitations = new CustomerInvitations(db, deps);
    this.records = new CustomerRecords(db, deps);
    this.review = new CustomerReview(db, deps);
    this.documents = new CustomerDocuments(db, deps);
    this.requests = new CustomerRequests(db, deps);
  }
}
