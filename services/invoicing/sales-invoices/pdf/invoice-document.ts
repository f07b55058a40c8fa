import type { IntlShape } from '@formatjs/intl';
import Decimal from 'decimal.js';
import type { Content, ContentTable, ContentText, Size, TableCell } from 'pdfmake/interfaces.js';
import type {
  InvoicePdfLanguage,
  SalesInvoiceResponse,
} from '../../../../contracts/invoicing/sales-invoices.js';
import { writtenDecimal } from '../../../../formats/amount.js';
import { npwpDigits } from '../../../../formats/indonesia.js';
import { plainQuantity } from '../../../../formats/quantity.js';
import { needsStampDuty } from '../../../../formats/stamp-duty.js';
import {
  BRAND,
  MUTED,
  PAGE_COUNT,
  PAGE_NUMBER,
  type PdfDefinition,
} from '../../documents/pdf-definition.js';
import { pdfIntl, PDF_LOCALES } from './messages.js';

/** Everything an invoice's PDF shows: the invoice as the API answers it, its seller and its buyer. */
export type PrintableInvoice = {
  invoice: SalesInvoiceResponse;
  /** The organisation's company profile (the account service's `seller`), as the invoice was issued with it. */
  seller: {
    name: string;
    legalName: string | null;
    taxNumber: string | null;
    address?: string | null;
  };
  /** The buyer's customer profile: its billing (or registered) address, NPWP and owner's NIK where recorded. */
  buyer: { name: string; address: string | null; taxNumber: string | null; nik: string | null };
};

/** How an amount sits in its cell: right-aligned, on one line, in Inter without kerning (./fonts.ts). */
export const FIGURE = { alignment: 'right', noWrap: true, font: 'InterFigures' } as const;

/**
 * An amount of money as a buyer reads it in the language: `Rp 1.250.000,00`
 * in Indonesian (other currencies by their code), `IDR 1,250,000.00` in
 * English. The digits are the stored decimal string's: never a float.
 */
export function pdfMoney(amount: string, currency: string, language: InvoicePdfLanguage): string {
  const sign = language === 'id' && currency === 'IDR' ? 'Rp' : currency;
  return `${sign} ${writtenDecimal(amount, language)}`;
}

/** A `YYYY-MM-DD` business date in the language's long form: `November 12, 2026`, `12 November 2026`. */
export function pdfDate(date: string, intl: IntlShape<string>): string {
  return intl.formatDate(`${date}T00:00:00Z`, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

type Words = {
  intl: IntlShape<string>;
  language: InvoicePdfLanguage;
  t: (id: string, values?: Record<string, string | number>) => string;
  money: (amount: string) => string;
};

/**
 * An NPWP as a document prints it. DJP's own documents print the 16-digit
 * NPWP (PMK 112/PMK.03/2022) as its 16 digits alone, without the dots and dash
 * of the old form: the examples in the annex of PER-6/PJ/2024 (Article 4 (3)),
 * summarised at
 * https://ortax.org/implementasi-npwp-16-digit-djp-sesuaikan-format-dokumen-perpajakan.
 * A 15-digit NPWP kept from before is printed in its own form,
 * `01.234.567.8-901.000` (documents bearing it keep their force, Article 4
 * (2)), rather than turned into a 16-digit number it may not be (a resident
 * person's is their NIK). Anything else prints as stored.
 */
export function writtenNpwp(taxNumber: string): string {
  const digits = npwpDigits(taxNumber);
  if (digits?.length === 15)
    return digits.replace(/^(\d{2})(\d{3})(\d{3})(\d)(\d{3})(\d{3})$/, '$1.$2.$3.$4-$5.$6');
  return digits ?? taxNumber;
}

/**
 * A party's NPWP line (`NPWP 01.234.567.8-901.000`), none when it has no
 * NPWP; in Inter without kerning, as amounts are, so the number is copied
 * from the PDF as written (kerned, `7.` reads back as `7 .`).
 */
export function npwpLines(
  taxNumber: string | null | undefined,
  t: (id: string, values?: Record<string, string>) => string,
): ContentText[] {
  return taxNumber
    ? [{ text: t('taxNumber', { number: writtenNpwp(taxNumber) }), font: FIGURE.font }]
    : [];
}

/** A note in a box drawn in the brand's colour, across the page (`spaceAbove` points under what precedes it): a stamp duty's e-Meterai. */
export function framedNote(text: string, spaceAbove = 0): ContentTable {
  return {
    table: { widths: ['*'], body: [[{ text, margin: [6, 5, 6, 5] }]] },
    layout: 'brandFrame',
    margin: [0, spaceAbove, 0, 0],
  };
}

/** A small muted caption above what it names. */
export const pdfLabel = (text: string): ContentText => ({ text, color: MUTED, fontSize: 7.5 });

/** The seller as a document names it at its top: its name in the brand's colour, its legal name, its address, its NPWP. */
export function sellerLines(
  seller: PrintableInvoice['seller'],
  t: (id: string, values?: Record<string, string>) => string,
  fontSize: number,
): Content[] {
  return [
    { text: seller.name, font: 'Rubik', bold: true, fontSize, color: BRAND },
    ...(seller.legalName && seller.legalName !== seller.name ? [seller.legalName] : []),
    ...(seller.address ? [seller.address] : []),
    ...npwpLines(seller.taxNumber, t),
  ];
}

/**
 * The top of a document's PDF: the seller on the left; on the right the
 * document's title in the brand's colour, what names this one (its number,
 * its period) and any further lines. `sizes` are the font sizes of the
 * seller's name, the title and the name; `below`, the space under it.
 */
export function documentHeading(
  seller: PrintableInvoice['seller'],
  t: (id: string, values?: Record<string, string>) => string,
  right: { title: string; name: string; more?: Content[] },
  layout: { sizes: { seller: number; title: number; name: number }; below: number },
): Content {
  const { sizes } = layout;
  return {
    columns: [
      { width: '*', stack: sellerLines(seller, t, sizes.seller) },
      {
        width: 'auto',
        alignment: 'right',
        stack: [
          { text: right.title, font: 'Rubik', bold: true, fontSize: sizes.title, color: BRAND },
          { text: right.name, bold: true, fontSize: sizes.name },
          ...(right.more ?? []),
        ],
      },
    ],
    margin: [0, 0, 0, layout.below],
  };
}

/** The seller on the left; the title, the number (or what the draft is) and the status on the right. */
function heading({ invoice, seller }: PrintableInvoice, { t }: Words): Content {
  return documentHeading(
    seller,
    t,
    {
      title: t('title'),
      name: invoice.number ?? t('draftNumber', { order: invoice.salesOrder.number }),
      more: [{ text: t(`status.${invoice.status}`), color: MUTED }],
    },
    { sizes: { seller: 14, title: 22, name: 11 }, below: 18 },
  );
}

/** The buyer on the left; the invoice's dates, terms and references on the right. */
function parties({ invoice, buyer }: PrintableInvoice, { t, intl }: Words): Content {
  const facts: [string, string | null][] = [
    ['field.number', invoice.number],
    ['field.invoiceDate', pdfDate(invoice.invoiceDate, intl)],
    ['field.dueDate', pdfDate(invoice.dueDate, intl)],
    ['field.paymentTerms', t('field.paymentTermsValue', { days: invoice.paymentTermDays })],
    ['field.poReference', invoice.poReference],
    ['field.salesOrder', invoice.salesOrder.number],
    ['field.taxInvoiceNumber', invoice.taxInvoiceNumber],
  ];
  return {
    columns: [
      {
        width: '*',
        stack: [
          pdfLabel(t('buyer')),
          { text: buyer.name, bold: true, fontSize: 10, margin: [0, 2, 0, 2] },
          ...(buyer.address ? [buyer.address] : []),
          ...npwpLines(buyer.taxNumber, t),
          ...(buyer.nik ? [t('nik', { number: buyer.nik })] : []),
        ],
      },
      {
        width: 'auto',
        layout: 'noBorders',
        table: {
          body: facts
            .filter((fact): fact is [string, string] => Boolean(fact[1]))
            .map(([id, value]) => [pdfLabel(t(id)), { text: value, alignment: 'right' }]),
        },
      },
    ],
    columnGap: 24,
    margin: [0, 0, 0, 16],
  };
}

/**
 * The lines: product (and its description), whether it is goods or a service
 * (the e-Faktur's A or B), quantity and its unit (its name in DJP's list of
 * units), unit price, discount (with the percent it was written as, if it
 * was), tax code and line total, as stored.
 */
function linesTable({ invoice }: PrintableInvoice, { t, language }: Words): Content {
  const figure = (amount: string): TableCell => ({
    text: writtenDecimal(amount, language),
    ...FIGURE,
  });
  const header = [
    'line.position',
    'line.product',
    'line.kind',
    'line.quantity',
    'line.unitPrice',
    'line.discount',
    'line.taxCode',
    'line.total',
  ].map((id, column): TableCell => ({
    text: t(id),
    bold: true,
    color: BRAND,
    alignment: column <= 2 || column === 6 ? 'left' : 'right',
  }));
  const rows = invoice.lines.map((line): TableCell[] => [
    { text: String(line.position), color: MUTED, noWrap: true },
    line.description
      ? {
          text: [
            { text: line.product, bold: true },
            { text: `\n${line.description}`, color: MUTED, fontSize: 7.5 },
          ],
        }
      : { text: line.product, bold: true },
    { text: t(`kind.${line.kind}`), fontSize: 7.5 },
    {
      text: [
        writtenDecimal(plainQuantity(line.quantity), language),
        { text: `\n${t(`unit.${line.unit}`)}`, color: MUTED, fontSize: 7 },
      ],
      alignment: 'right',
    },
    // A tax invoice's price is without PPN, also for a price written with PPN in it.
    figure(line.netUnitPrice),
    line.discountPercent
      ? {
          ...FIGURE,
          text: [
            writtenDecimal(line.discount, language),
            {
              text: `\n${t('line.discountPercent', { percent: writtenDecimal(plainQuantity(line.discountPercent), language) })}`,
              color: MUTED,
              fontSize: 7,
            },
          ],
        }
      : figure(line.discount),
    { text: t(`taxCode.${line.taxCode}`), fontSize: 7.5 },
    figure(line.total),
  ]);
  return amountsTable(
    t('line.amountsIn', { currency: invoice.currency }),
    { widths: [22, '*', 34, 46, 66, 54, 56, 66], body: [header, ...rows] },
    14,
  );
}

/**
 * A ruled table of figures under the note of the currency they are in, its
 * header row repeated on every page and no row split across two, with
 * `spaceBelow` points under it: the lines of an invoice, a statement's entries.
 */
export function amountsTable(
  note: string,
  { widths, body }: { widths: Size[]; body: TableCell[][] },
  spaceBelow: number,
): Content {
  return {
    stack: [
      { ...pdfLabel(note), alignment: 'right', margin: [0, 0, 0, 3] },
      { table: { headerRows: 1, dontBreakRows: true, widths, body }, layout: 'ruled' },
    ],
    margin: [0, 0, 0, spaceBelow],
  };
}

/** The totals block: the document's figures, then what is paid, credited and left to pay. */
function totalsTable({ invoice }: PrintableInvoice, words: Words): Content {
  const { t, money } = words;
  const { totals } = invoice;
  const row = (id: string, amount: string, strong = false): TableCell[] => [
    { text: t(id), bold: strong, color: strong ? BRAND : undefined },
    { text: money(amount), ...FIGURE, bold: strong },
  ];
  return {
    layout: 'noBorders',
    table: {
      widths: ['*', 'auto'],
      body: [
        row('totals.subtotal', totals.subtotal),
        row('totals.discount', totals.discount),
        row('totals.taxBase', totals.taxBase),
        row('totals.otherTaxBase', totals.otherTaxBase),
        row('totals.vat', totals.vat),
        // PPnBM only where a line carries it: most invoices have none.
        ...(totals.luxuryTax === '0.00' ? [] : [row('totals.luxuryTax', totals.luxuryTax)]),
        row('totals.grandTotal', totals.grandTotal, true),
        row('totals.paid', invoice.paidAmount),
        row('totals.credited', invoice.creditedAmount),
        row('totals.remaining', invoice.remainingAmount, true),
        ...rupiahRows(invoice, words),
      ],
    },
  };
}

/**
 * An invoice in USD or SGD prints the kurs pajak it was issued at and its
 * DPP, DPP nilai lain and PPN in rupiah (PP 44/2022 art. 21: the tax is
 * computed in rupiah at the Minister's rate), as its tax invoice states them.
 */
function rupiahRows(invoice: SalesInvoiceResponse, { t, language }: Words): TableCell[][] {
  const conversion = invoice.taxConversion;
  if (!conversion) return [];
  const rupiah = (id: string, amount: string): TableCell[] => [
    { text: t(id) },
    { text: pdfMoney(amount, 'IDR', language), ...FIGURE },
  ];
  return [
    [
      {
        text: t('totals.taxRate', {
          currency: invoice.currency,
          rate: pdfMoney(conversion.rate, 'IDR', language),
          source: conversion.source,
        }),
        colSpan: 2,
        margin: [0, 6, 0, 0],
      },
      {},
    ],
    rupiah('totals.taxBaseIdr', conversion.taxBase),
    rupiah('totals.otherTaxBaseIdr', conversion.otherTaxBase),
    rupiah('totals.vatIdr', conversion.vat),
  ];
}

/** Milestones (when the grand total is split), where to pay, and the notes, beside the totals. */
function closing(printable: PrintableInvoice, words: Words): Content {
  const { invoice } = printable;
  const { t, money, language } = words;
  const left: Content[] = [];
  if (invoice.milestones.length > 0)
    left.push(pdfLabel(t('milestones.title')), {
      layout: 'lightHorizontalLines',
      margin: [0, 2, 0, 10],
      table: {
        widths: ['*', 'auto', 'auto'],
        body: [
          ['milestones.name', 'milestones.percent', 'milestones.amount'].map(
            (id, column): TableCell => ({
              text: t(id),
              bold: true,
              alignment: column ? 'right' : 'left',
            }),
          ),
          ...invoice.milestones.map((milestone): TableCell[] => [
            milestone.name,
            { text: `${writtenDecimal(milestone.percent, language)}%`, alignment: 'right' },
            { text: money(milestone.amount), ...FIGURE },
          ]),
        ],
      },
    });
  if (invoice.bankDetails)
    left.push(pdfLabel(t('bankDetails')), { text: invoice.bankDetails, margin: [0, 2, 0, 10] });
  if (invoice.notes)
    left.push(pdfLabel(t('notes')), { text: invoice.notes, margin: [0, 2, 0, 10] });
  return {
    columns: [
      { width: '*', stack: left },
      { width: 230, stack: [totalsTable(printable, words)] },
    ],
    columnGap: 24,
    unbreakable: invoice.milestones.length <= 4,
  };
}

/**
 * The e-Meterai note of an invoice that acknowledges more than Rp5,000,000
 * of it paid (an invoice in USD or SGD valued at the kurs pajak it was
 * issued at) or set off by credit: stamp duty of Rp10,000 is due
 * on a document stating an amount of more than Rp5,000,000 that mentions money
 * received or acknowledges a debt paid in whole or in part or set off (Law
 * 10/2020 on Stamp Duty, Article 3 (2) g; the rate by Article 5). A bill that
 * only states what is owed is not such a document, so an unpaid invoice
 * carries no note whatever its total. The threshold is the receipt's
 * (formats/stamp-duty.ts).
 */
function stampDutyNote({ invoice }: PrintableInvoice, { t }: Words): Content[] {
  const settled = new Decimal(invoice.paidAmount).plus(invoice.creditedAmount).toFixed(2);
  return needsStampDuty(settled, invoice.currency, invoice.taxConversion?.rate)
    ? [framedNote(t('stampDuty'), 12)]
    : [];
}

/** What marks a document that is not (or no longer) a bill: a draft or a cancelled invoice. */
const WATERMARKS: Partial<Record<SalesInvoiceResponse['status'], string>> = {
  DRAFT: 'watermark.DRAFT',
  PENDING_APPROVAL: 'watermark.DRAFT',
  CANCELLED: 'watermark.CANCELLED',
};

/**
 * An A4 document of the product in a language: its margins, its fonts and
 * text style, who wrote it, and on every page a footer naming it
 * (`reference`) and the page; its content (and a watermark) as given.
 */
export function a4Document(
  frame: {
    language: InvoicePdfLanguage;
    title: string;
    author: string;
    reference: string;
    t: (id: string, values?: Record<string, string | number>) => string;
  },
  document: Pick<PdfDefinition, 'content' | 'watermark'>,
): PdfDefinition {
  return {
    pageSize: 'A4',
    pageMargins: [40, 40, 40, 48],
    language: PDF_LOCALES[frame.language],
    info: { title: frame.title, author: frame.author, creator: frame.author },
    defaultStyle: { font: 'Inter', fontSize: 8.5, lineHeight: 1.2, color: '#1A202C' },
    pageFooter: {
      columns: [
        { text: frame.reference, color: MUTED },
        {
          text: frame.t('page', { page: PAGE_NUMBER, pages: PAGE_COUNT }),
          alignment: 'right',
          color: MUTED,
        },
      ],
      fontSize: 7.5,
      margin: [40, 16, 40, 0],
    },
    ...document,
  };
}

/**
 * The pdfmake document of an invoice in a language (pure: no I/O): A4, the
 * product's fonts, labels from the language's catalogue, amounts and dates
 * written the language's way. A draft (or one waiting for approval) carries
 * a DRAFT watermark on every page, a cancelled one CANCELLED.
 */
export function invoiceDocument(
  printable: PrintableInvoice,
  language: InvoicePdfLanguage,
): PdfDefinition {
  const intl = pdfIntl(language);
  const { invoice, seller } = printable;
  const words: Words = {
    intl,
    language,
    t: (id, values) => intl.formatMessage({ id }, values),
    money: (amount) => pdfMoney(amount, invoice.currency, language),
  };
  const reference = invoice.number ?? words.t('draftNumber', { order: invoice.salesOrder.number });
  const watermark = WATERMARKS[invoice.status];
  return a4Document(
    {
      language,
      title: `${words.t('title')} ${reference}`,
      author: seller.name,
      reference,
      t: words.t,
    },
    {
      ...(watermark
        ? {
            watermark: {
              text: words.t(watermark),
              font: 'Rubik',
              bold: true,
              color: invoice.status === 'CANCELLED' ? '#C53030' : BRAND,
              opacity: 0.12,
            },
          }
        : {}),
      content: [
        heading(printable, words),
        parties(printable, words),
        linesTable(printable, words),
        closing(printable, words),
        ...stampDutyNote(printable, words),
      ],
    },
  );
}
