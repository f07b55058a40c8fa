import type { Kysely } from 'kysely';
import {
  customerStatementErrors,
  MAX_STATEMENT_DAYS,
  type CustomerStatementQuery,
  type CustomerStatementResponse,
} from '../../../contracts/invoicing/customer-statements.js';
import { fromCents } from '../../../formats/cents.js';
import { daysFrom, isCalendarDate } from '../../../formats/calendar.js';
import type { AccountClient, OnBehalfOf } from '../../kit/account-client.js';
import { requirePermission, type AccessClaims } from '../../kit/auth.js';
import { errorsOf } from '../../kit/errors.js';
import { agedAmounts } from '../aged-receivables/service.js';
import { customerErrors } from '../customers/errors.js';
import type { InvoicingDatabase } from '../db-types.js';
import type { PdfRenderer } from '../documents/pdf-renderer.js';
import type { RegionService } from '../regions/service.js';
import { documentBuyer } from '../sales-invoices/invoice-pdf.js';
import { statementCsv } from './csv.js';
import { printStatement } from './pdf.js';
import { statementRecords } from './repository.js';
import { customerStatement, type StatementFigures } from './statement.js';
import { describeMovement, statementWords } from './words.js';

const errors = errorsOf(customerStatementErrors);

/** A statement's period as asked: two real dates, in order, at most `MAX_STATEMENT_DAYS` days with both ends. */
export function readPeriod(query: Pick<CustomerStatementQuery, 'from' | 'to'>): {
  from: string;
  to: string;
} {
  if (!isCalendarDate(query.from)) throw errors.invalidDate('from');
  if (!isCalendarDate(query.to)) throw errors.invalidDate('to');
  if (query.from > query.to) throw errors.fromAfterTo();
  if (daysFrom(query.from, query.to) + 1 > MAX_STATEMENT_DAYS) throw errors.tooLong();
  return { from: query.from, to: query.to };
}

/** A file's name part from a buyer's name: its letters and digits, `PT Maju Jaya` → `PT-Maju-Jaya`. */
const fileStem = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '') || 'customer';

/** A statement as a file to download: its name, content type and bytes. */
export type StatementFile = { fileName: string; contentType: string; body: Buffer };

/** The figures of a statement as the API answers them, in its language. */
export function statementResponse(
  figures: StatementFigures,
  head: Pick<CustomerStatementResponse, 'customer' | 'currency' | 'from' | 'to' | 'language'>,
): CustomerStatementResponse {
  const words = statementWords(head.language, head.currency);
  const amount = (cents: bigint) => (cents === 0n ? null : fromCents(cents));
  return {
    ...head,
    openingBalance: fromCents(figures.opening),
    entries: figures.entries.map(({ movement, balance }) => ({
      date: movement.date,
      type: movement.type,
      documentNumber: movement.documentNumber,
      invoiceNumber: movement.invoiceNumber,
      description: describeMovement(movement, words),
      debit: amount(movement.debit),
      credit: amount(movement.credit),
      amount: movement.applied === null ? null : fromCents(movement.applied),
      balance: fromCents(balance),
    })),
    totals: { debit: fromCents(figures.debit), credit: fromCents(figures.credit) },
    closingBalance: fromCents(figures.closing),
    ageing: agedAmounts(figures.ageing),
    customerCredit: fromCents(figures.customerCredit),
  };
}

/**
 * Statements of account of the organisation's buyers (needs `invoices:read`):
 * as data, as CSV, or as the PDF for the buyer with the seller from the
 * company profile (contracts/invoicing/customer-statements.ts says what each
 * movement is and when).
 */
export class CustomerStatementService {
  constructor(
    private readonly db: Kysely<InvoicingDatabase>,
    private readonly deps: { account: AccountClient; regions: RegionService; pdfs: PdfRenderer },
  ) {}

  /** The statement of a buyer for the period; a customer of another organisation is not found. */
  async statement(
    auth: AccessClaims,
    customerId: string,
    query: CustomerStatementQuery,
  ): Promise<CustomerStatementResponse> {
    requirePermission(auth, 'invoices:read');
    const period = readPeriod(query);
    const buyer = await documentBuyer(this.db, this.deps.regions, auth.org, customerId);
    if (!buyer) throw customerErrors.notFound();
    const currency = query.currency ?? 'IDR';
    const records = await statementRecords(this.db, {
      organizationId: auth.org,
      customerId,
      currency,
      to: period.to,
    });
    return statementResponse(customerStatement(records, period), {
      customer: {
        id: customerId,
        name: buyer.name,
        address: buyer.address,
        taxNumber: buyer.taxNumber,
      },
      currency,
      ...period,
      language: query.language ?? 'id',
    });
  }

  /**
   * The statement as a file, `Statement-<buyer>-<from>-<to>.csv|pdf`: the CSV,
   * or the PDF with the seller as the company profile names it now (asked of
   * the account service on the caller's behalf, as a receipt's).
   */
  async file(
    statement: CustomerStatementResponse,
    format: 'pdf' | 'csv',
    caller: OnBehalfOf,
  ): Promise<StatementFile> {
    const stem = `Statement-${fileStem(statement.customer.name)}-${statement.from}-${statement.to}`;
    if (format === 'csv')
      return {
        fileName: `${stem}.csv`,
        contentType: 'text/csv; charset=utf-8',
        body: Buffer.from(statementCsv(statement), 'utf8'),
      };
    const { seller } = await this.deps.account.settings(caller);
    return {
      fileName: `${stem}.pdf`,
      contentType: 'application/pdf',
      body: await printStatement(this.deps.pdfs, statement, seller),
    };
  }
}
