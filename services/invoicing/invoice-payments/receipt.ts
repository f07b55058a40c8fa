import Decimal from 'decimal.js';
import type { Content } from 'pdfmake/interfaces.js';
import type { InvoicePaymentResponse } from '../../../contracts/invoicing/invoice-payments.js';
import type { InvoiceSeller } from '../../../contracts/invoicing/invoice-links.js';
import type { InvoicePdfLanguage } from '../../../contracts/invoicing/sales-invoices.js';
import { pdfFileName } from '../sales-invoices/invoice-pdf.js';
import {
  documentHeading,
  framedNote,
  pdfDate,
  pdfMoney,
} from '../sales-invoices/pdf/invoice-document.js';
import { PDF_LOCALES, pdfIntl } from '../sales-invoices/pdf/messages.js';
import { BRAND, MUTED, type PdfDefinition } from '../documents/pdf-definition.js';
import type { PdfRenderer } from '../documents/pdf-renderer.js';

/** How the receipt says things in its language: a message, an amount in the payment's currency, a field's label. */
type ReceiptWords = {
  t: (id: string, values?: Record<string, string>) => string;
  money: (amount: string) => string;
  label: (id: string) => Content;
};

/**
 * What the payment paid, a row each: the money paid of each invoice, and
 * beside it what settled it with no money (the rounding a checkout payment
 * settled, PPh 23 withheld, with its slip once there is one); what is kept
 * as credit last.
 */
function whatItPaid(
  payment: InvoicePaymentResponse,
  { t, money }: ReceiptWords,
): [string, string][] {
  return [
    ...payment.allocations.flatMap((allocation): [string, string][] => [
      [
        t('receipt.invoice', { number: allocation.invoice.number }),
        money(new Decimal(allocation.amount).minus(allocation.rounding).toFixed(2)),
      ],
      ...(new Decimal(allocation.rounding).gt(0)
        ? [
            [
              t('receipt.rounding', { number: allocation.invoice.number }),
              money(allocation.rounding),
            ] as [string, string],
          ]
        : []),
    ]),
    ...payment.withholdings
      .filter((withholding) => withholding.status !== 'CANCELLED')
      .map((withholding): [string, string] => [
        withholding.slip
          ? t('receipt.withheld', {
              number: withholding.invoice.number,
              slip: withholding.slip.number,
            })
          : t('receipt.withheldAwaiting', { number: withholding.invoice.number }),
        money(withholding.amount),
      ]),
    ...(new Decimal(payment.unallocatedAmount).gt(0)
      ? [[t('receipt.credit'), money(payment.unallocatedAmount)] as [string, string]]
      : []),
  ];
}

/** From whom and how much on the left; the receipt's number, date, method and reference on the right. */
function payerAndFacts(
  payment: InvoicePaymentResponse,
  { t, money, label }: ReceiptWords,
  intl: ReturnType<typeof pdfIntl>,
): Content {
  const facts: [string, string][] = [
    ['receipt.number', payment.number],
    ['receipt.date', pdfDate(payment.paymentDate, intl)],
    ['receipt.method', t(`receipt.method.${payment.method}`)],
    ...(payment.reference ? [['receipt.reference', payment.reference] as [string, string]] : []),
  ];
  return {
    columns: [
      {
        width: '*',
        stack: [
          label('receipt.receivedFrom'),
          { text: payment.customer.name, bold: true, fontSize: 11, margin: [0, 2, 0, 8] },
          label('receipt.amount'),
          {
            text: money(payment.amount),
            font: 'InterFigures',
            bold: true,
            fontSize: 16,
            color: BRAND,
          },
        ],
      },
      {
        width: 'auto',
        layout: 'noBorders',
        table: {
          body: facts.map(([id, value]) => [label(id), { text: value, alignment: 'right' }]),
        },
      },
    ],
    columnGap: 24,
    margin: [0, 0, 0, 12],
  };
}

/**
 * The pdfmake document of a payment's receipt (kuitansi) in a language
 * (pure): who received it, from whom, when, how, how much; what it paid
 * (`whatItPaid`); the e-Meterai flag above the stamp duty's threshold;
 * CANCELLED across a cancelled one.
 */
export function receiptDocument(
  payment: InvoicePaymentResponse,
  seller: InvoiceSeller,
  language: InvoicePdfLanguage,
): PdfDefinition {
  const intl = pdfIntl(language);
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const words: ReceiptWords = {
    t,
    money: (amount) => pdfMoney(amount, payment.currency, language),
    label: (id) => ({ text: t(id), color: MUTED, fontSize: 7.5 }),
  };
  return {
    pageSize: 'A5',
    pageOrientation: 'landscape',
    pageMargins: [36, 32, 36, 32],
    language: PDF_LOCALES[language],
    info: { title: `${t('receipt.title')} ${payment.number}`, author: seller.name },
    defaultStyle: { font: 'Inter', fontSize: 8.5, lineHeight: 1.25, color: '#1A202C' },
    ...(payment.status === 'CANCELLED'
      ? {
          watermark: {
            text: t('receipt.cancelled'),
            font: 'Rubik',
            bold: true,
            color: '#C53030',
            opacity: 0.12,
          },
        }
      : {}),
    content: [
      documentHeading(
        seller,
        t,
        { title: t('receipt.title'), name: payment.number },
        { sizes: { seller: 13, title: 20, name: 10 }, below: 14 },
      ),
      payerAndFacts(payment, words, intl),
      words.label('receipt.for'),
      {
        layout: 'lightHorizontalLines',
        margin: [0, 4, 0, 10],
        table: {
          widths: ['*', 'auto'],
          body: whatItPaid(payment, words).map(([what, amount]) => [
            what,
            { text: amount, alignment: 'right', font: 'InterFigures', noWrap: true },
          ]),
        },
      },
      ...(payment.stampDuty ? [framedNote(t('receipt.stampDuty'))] : []),
    ],
  };
}

/** A payment's receipt as a PDF in the language, named after its number (`PAY-2026-11-0001.pdf`). */
export async function printReceipt(
  pdfs: PdfRenderer,
  payment: InvoicePaymentResponse,
  seller: InvoiceSeller,
  language: InvoicePdfLanguage,
): Promise<{ fileName: string; pdf: Buffer }> {
  return {
    fileName: pdfFileName(payment),
    pdf: await pdfs.render(receiptDocument(payment, seller, language)),
  };
}
