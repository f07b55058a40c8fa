import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ColumnTypes } from '../kit/database.js';

/** The PostgreSQL schema the invoicing service's tables live in. */
export const INVOICING_SCHEMA = 'invoicing';

/** The schema of the invoicing service's own job queue (graphile-worker): mail sent once a change commits. */
export const INVOICING_JOBS_SCHEMA = 'invoicing_jobs';

/** The invoicing service's migrations, `NNNN-name.sql`, applied in order. */
export const INVOICING_MIGRATIONS = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  'migrations',
);

/** The column types the migrations cannot tell (JSON shapes, bytea), for `npm run db-types` (services/kit/database.ts `ColumnTypes`). */
export const INVOICING_COLUMN_TYPES: ColumnTypes = {
  columns: {
    'customers.profile': 'ColumnType<CustomerProfile, string, string>',
    'customer_revisions.changes': "ColumnType<CustomerRevisionResponse['changes'], string, string>",
    // Text without a CHECK: the actions are the contract's list.
    'customer_revisions.action': 'CustomerRevisionAction',
    'document_revisions.changes': "ColumnType<DocumentRevisionResponse['changes'], string, string>",
    'sales_invoices.seller': 'ColumnType<InvoiceSeller | null, string | null, string | null>',
    'sales_invoices.buyer': 'ColumnType<InvoiceBuyer | null, string | null, string | null>',
    // Generated: the grand total less what was paid, credited and withheld (or awaits its slip).
    'sales_invoices.remaining_amount': 'ColumnType<string, never, never>',
    // Generated: whether the seller the invoice keeps from its issue had an NPWP (null before issue, migrations/0055).
    'sales_invoices.seller_had_npwp': 'ColumnType<boolean | null, never, never>',
    // Generated: the event's change ('' when its type says none), which the vocabulary's key checks (migrations/0041).
    'outbox.change': 'ColumnType<string, never, never>',
    'recurring_invoices.lines': 'ColumnType<RecurringInvoiceLine[], string, string>',
  },
  imports: {
    CustomerProfile: '../../contracts/invoicing/customers.js',
    CustomerRevisionResponse: '../../contracts/invoicing/customers.js',
    CustomerRevisionAction: '../../contracts/invoicing/customers.js',
    DocumentRevisionResponse: '../../contracts/invoicing/documents.js',
    InvoiceSeller: '../../contracts/invoicing/invoice-links.js',
    InvoiceBuyer: '../../contracts/invoicing/invoice-links.js',
    RecurringInvoiceLine: '../../contracts/invoicing/recurring-invoices.js',
  },
};
