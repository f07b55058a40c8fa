import type { InvoicePdfLanguage } from '../../../contracts/invoicing/sales-invoices.js';
import { fromCents } from '../../../formats/cents.js';
import { pdfDate, pdfMoney } from '../sales-invoices/pdf/invoice-document.js';
import { pdfIntl } from '../sales-invoices/pdf/messages.js';
import type { Movement } from './statement.js';

/** How a statement writes in its language: labels from the PDF catalogue, dates and money its way. */
export type StatementWords = {
  language: InvoicePdfLanguage;
  t: (id: string, values?: Record<string, string | number>) => string;
  /** A date in the language's long form: `November 12, 2026`, `12 November 2026`. */
  date: (date: string) => string;
  /** A date as a table's column fits it: `Nov 12, 2026`, `12 Nov 2026`. */
  shortDate: (date: string) => string;
  /** An amount (a decimal string) with its currency: `Rp 1.250.000,00`, `IDR 1,250,000.00`. */
  money: (amount: string) => string;
};

/** The words of a statement in `language`, its amounts in `currency`. */
export function statementWords(language: InvoicePdfLanguage, currency: string): StatementWords {
  const intl = pdfIntl(language);
  return {
    language,
    t: (id, values) => intl.formatMessage({ id }, values),
    date: (date) => pdfDate(date, intl),
    shortDate: (date) =>
      intl.formatDate(`${date}T00:00:00Z`, {
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        timeZone: 'UTC',
      }),
    money: (amount) => pdfMoney(amount, currency, language),
  };
}

/** The message that words a movement: its type's, or a variant of it. */
function messageOf(movement: Movement): string {
  const key = `statement.entry.${movement.type}`;
  if (movement.type === 'CUSTOMER_CREDIT' && movement.facts.cancelledLater)
    return `${key}.cancelled`;
  if (movement.type === 'WITHHOLDING' && !movement.facts.slipNumber) return `${key}.awaiting`;
  return key;
}

/**
 * What a statement's line says of a movement in the words' language: the
 * invoice it is about, the due date of an invoice, the slip of PPh 23
 * withheld (or that it is awaited), why something was cancelled.
 *
 * @example describeMovement(invoice, statementWords('en', 'IDR')) // 'Invoice INV/2026/11/0001, due December 12, 2026'
 */
export function describeMovement(movement: Movement, words: StatementWords): string {
  const { facts } = movement;
  return words.t(messageOf(movement), {
    invoice: movement.invoiceNumber ?? '',
    dueDate: facts.dueDate ? words.date(facts.dueDate) : '',
    slip: facts.slipNumber ?? '',
    reason: facts.reason ?? '',
    amount: movement.applied === null ? '' : words.money(fromCents(movement.applied)),
  });
}
