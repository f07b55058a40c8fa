import type {
  CustomerDocumentsTable,
  CustomerInvitationsTable,
  CustomerRevisionsTable,
  CustomersTable,
} from './customers/repository.js';

/** The invoicing schema's tables as Kysely sees them (migrations/). */
export type InvoicingDatabase = {
  customers: CustomersTable;
  customer_invitations: CustomerInvitationsTable;
  customer_documents: CustomerDocumentsTable;
  customer_revisions: CustomerRevisionsTable;
};
