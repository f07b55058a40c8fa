import type { Content, TableCell } from 'pdfmake/interfaces.js';
import {
  AGED_RECEIVABLE_BUCKETS,
  type AgedReceivableAmounts,
} from '../../../contracts/invoicing/aged-receivables.js';
import type { CustomerStatementResponse } from '../../../contracts/invoicing/customer-statements.js';
import type { InvoiceSeller } from '../../../contracts/invoicing/invoice-links.js';
import { writtenDecimal } from '../../../formats/amount.js';
import { BRAND, type PdfDefinition } from '../documents/pdf-definition.js';
import type { PdfRenderer } from '../documents/pdf-renderer.js';
import {
  a4Document,
  amountsTable,
  documentHeading,
  FIGURE,
  npwpLines,
  pdfLabel,
} from '../sales-invoices/pdf/invoice-document.js';
import { statementWords, type StatementWords } from './words.js';

type Statement = CustomerStatementResponse;

/** The seller (its company profile) on the left; the title and the period on the right. */
function heading(statement: Statement, seller: InvoiceSeller, words: StatementWords): Content {
  return documentHeading(
    seller,
    words.t,
    { title: words.t('statement.title'), name: period(statement, words) },
    { sizes: { seller: 14, title: 20, name: 10 }, below: 18 },
  );
}

const period = (statement: Statement, words: StatementWords) =>
  words.t('statement.periodValue', {
    from: words.date(statement.from),
    to: words.date(statement.to),
  });

/** The buyer (name, address, NPWP) on the left; the currency and the balances on the right. */
function parties(statement: Statement, words: StatementWords): Content {
  const { customer } = statement;
  const facts: [string, TableCell][] = [
    ['statement.currency', { text: statement.currency, alignment: 'right' }],
    ['statement.opening', { text: words.money(statement.openingBalance), ...FIGURE }],
    ['statement.closing', { text: words.money(statement.closingBalance), ...FIGURE, bold: true }],
  ];
  return {
    columns: [
      {
        width: '*',
        stack: [
          pdfLabel(words.t('statement.customer')),
          { text: customer.name, bold: true, fontSize: 10, margin: [0, 2, 0, 2] },
          ...(customer.address ? [customer.address] : []),
          ...npwpLines(customer.taxNumber, words.t),
        ],
      },
      {
        width: 'auto',
        layout: 'noBorders',
        table: {
          body: facts.map(([id, value]) => [{ ...pdfLabel(words.t(id)), noWrap: true }, value]),
        },
      },
    ],
    columnGap: 24,
    margin: [0, 0, 0, 16],
  };
}

/** The movements: the opening balance, each entry with the balance after it, the period's totals. */
function entriesTable(statement: Statement, words: StatementWords): Content {
  const figure = (amount: string | null, bold = false): TableCell =>
    amount === null ? '' : { text: writtenDecimal(amount, words.language), ...FIGURE, bold };
  const header = ['date', 'document', 'description', 'debit', 'credit', 'balance'].map(
    (id, column): TableCell => ({
      text: words.t(`statement.column.${id}`),
      bold: true,
      color: BRAND,
      alignment: column < 3 ? 'left' : 'right',
    }),
  );
  const balanceRow = (date: string, label: string, balance: string): TableCell[] => [
    { text: words.shortDate(date), noWrap: true },
    '',
    { text: words.t(label), bold: true },
    '',
    '',
    figure(balance, true),
  ];
  return amountsTable(
    words.t('line.amountsIn', { currency: statement.currency }),
    {
      widths: [52, 78, '*', 62, 62, 66],
      body: [
        header,
        balanceRow(statement.from, 'statement.opening', statement.openingBalance),
        ...statement.entries.map((entry): TableCell[] => [
          { text: words.shortDate(entry.date), noWrap: true },
          { text: entry.documentNumber ?? '', fontSize: 7.5 },
          entry.description,
          figure(entry.debit),
          figure(entry.credit),
          figure(entry.balance),
        ]),
        [
          '',
          '',
          { text: words.t('statement.totals'), bold: true },
          figure(statement.totals.debit, true),
          figure(statement.totals.credit, true),
          '',
        ],
        balanceRow(statement.to, 'statement.closing', statement.closingBalance),
      ],
    },
    16,
  );
}

/** What is open at the end date by days past due, less the buyer's credit: the closing balance. */
function ageing(statement: Statement, words: StatementWords): Content {
  const buckets = [...AGED_RECEIVABLE_BUCKETS, 'total'] as const;
  const amounts: AgedReceivableAmounts = statement.ageing;
  const row = (id: string, amount: string, strong = false): TableCell[] => [
    { text: words.t(id), bold: strong, color: strong ? BRAND : undefined },
    { text: words.money(amount), ...FIGURE, bold: strong },
  ];
  return {
    unbreakable: true,
    stack: [
      pdfLabel(words.t('statement.ageing.title', { date: words.date(statement.to) })),
      {
        margin: [0, 4, 0, 10],
        table: {
          headerRows: 1,
          widths: buckets.map(() => '*'),
          body: [
            buckets.map((bucket): TableCell => ({
              text: words.t(`statement.ageing.${bucket}`),
              bold: true,
              color: BRAND,
              alignment: 'right',
            })),
            buckets.map((bucket): TableCell => ({
              text: writtenDecimal(amounts[bucket], words.language),
              ...FIGURE,
              bold: bucket === 'total',
            })),
          ],
        },
        layout: 'ruled',
      },
      {
        columns: [
          { width: '*', text: '' },
          {
            width: 250,
            layout: 'noBorders',
            table: {
              widths: ['*', 'auto'],
              body: [
                row('statement.ageing.total', statement.ageing.total),
                row('statement.ageing.credit', statement.customerCredit),
                row('statement.ageing.due', statement.closingBalance, true),
              ],
            },
          },
        ],
      },
    ],
  };
}

/**
 * The pdfmake document of a buyer's statement (pure): A4, the product's
 * fonts, the seller as its company profile names it, the buyer, the period,
 * the movements with their running balance and the period's totals, then
 * what is open at the end date by days past due and the balance due.
 */
export function statementDocument(statement: Statement, seller: InvoiceSeller): PdfDefinition {
  const words = statementWords(statement.language, statement.currency);
  return a4Document(
    {
      language: statement.language,
      title: `${words.t('statement.title')} ${statement.customer.name}`,
      author: seller.name,
      reference: `${statement.customer.name} · ${period(statement, words)}`,
      t: words.t,
    },
    {
      content: [
        heading(statement, seller, words),
        parties(statement, words),
        entriesTable(statement, words),
        ageing(statement, words),
      ],
    },
  );
}

/** A statement as PDF bytes, rendered by the instance's `pdfs`. */
export function printStatement(
  pdfs: PdfRenderer,
  statement: Statement,
  seller: InvoiceSeller,
): Promise<Buffer> {
  return pdfs.render(statementDocument(statement, seller));
}
