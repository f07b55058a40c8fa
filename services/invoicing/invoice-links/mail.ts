import type { Task } from 'graphile-worker';
import type { Kysely, Transaction } from 'kysely';
import { INVOICE_MAIL_JOB } from '../../../contracts/invoicing/invoice-links.js';
import type {
  InvoiceMilestoneResponse,
  InvoicePdfLanguage,
} from '../../../contracts/invoicing/sales-invoices.js';
import type { Mailer, MailMessage } from '../../kit/mailer.js';
import { mailLanguages } from '../customers/mails.js';
import type { InvoicingDatabase } from '../db-types.js';
import type { PdfRenderer } from '../documents/pdf-renderer.js';
import type { RegionService } from '../regions/service.js';
import { issuedInvoice, printInvoice, type IssuedInvoice } from '../sales-invoices/invoice-pdf.js';
import { pdfDate, pdfMoney } from '../sales-invoices/pdf/invoice-document.js';
import { pdfIntl } from '../sales-invoices/pdf/messages.js';
import { newInvoiceLink } from './links.js';

export { INVOICE_MAIL_JOB };

/** What the invoice mail job is given: which invoice; the rest is read when it runs. */
export type InvoiceMail = { organizationId: string; invoiceId: string };

/** What the job needs beside its database. */
export type InvoiceMailDeps = {
  regions: RegionService;
  pdfs: PdfRenderer;
  mailer: Mailer;
  appUrl: string;
};

/** The page a buyer's link opens: the invoice, its PDF, and paying it. */
export const invoiceLinkUrl = (appUrl: string, token: string) =>
  `${appUrl}/checkout?token=${encodeURIComponent(token)}`;

/** Whom a buyer's mail about an invoice goes to, and in which languages. */
export type InvoiceRecipient = { to: string; languages: InvoicePdfLanguage[] };

/**
 * The buyer's finance contact (the customer's email when the profile names
 * none), in the language the buyer's profile names for invoices, else the one
 * it was invited in; both, English first, without either. Every mail about an
 * invoice (the invoice itself, its reminders) goes out so.
 */
export async function invoiceRecipient(
  db: Kysely<InvoicingDatabase>,
  organizationId: string,
  customerId: string,
): Promise<InvoiceRecipient> {
  const customer = await db
    .selectFrom('customers')
    .select(['email', 'language', 'profile'])
    .where('organization_id', '=', organizationId)
    .where('id', '=', customerId)
    .executeTakeFirstOrThrow();
  const to = customer.profile.invoiceDelivery?.financeContactEmail?.trim() || customer.email;
  const chosen = customer.profile.invoiceDelivery?.invoiceLanguage;
  const languages = mailLanguages(
    chosen ? (chosen.toLowerCase() as 'en' | 'id') : customer.language,
  );
  return { to, languages };
}

/** What a buyer's mail about an invoice says of it: as the invoice's words take them (the PDF catalogues' `mail.*`, `reminder.*`). */
export type InvoiceMailFacts = {
  number: string;
  seller: string;
  buyer: string;
  amount: string;
  currency: string;
  dueDate: string;
  expiresOn: string;
  link: string;
  /** The milestones the invoice is paid in, each named with its share and due date in the mail; none when paid at once. */
  milestones: readonly Pick<InvoiceMilestoneResponse, 'name' | 'percent' | 'amount' | 'dueDate'>[];
  /** The milestone a reminder is of, by name. */
  milestone?: string;
};

/**
 * The facts of an issued invoice for its buyer's mail, with a new link to it
 * made in the transaction (which spends any older one): what is left to pay,
 * the due date, and until when the link opens the invoice.
 */
export async function invoiceMailFacts(
  trx: Transaction<InvoicingDatabase>,
  organizationId: string,
  { invoice, seller, buyer }: IssuedInvoice,
  appUrl: string,
): Promise<InvoiceMailFacts> {
  const link = await newInvoiceLink(trx, {
    organizationId,
    id: invoice.id,
    dueDate: invoice.dueDate,
  });
  return {
    number: invoice.number ?? '',
    seller: seller.legalName || seller.name,
    buyer: buyer.name,
    amount: invoice.remainingAmount,
    currency: invoice.currency,
    dueDate: invoice.dueDate,
    expiresOn: link.expiresAt.toISOString().slice(0, 10),
    link: invoiceLinkUrl(appUrl, link.token),
    milestones: invoice.milestones,
  };
}

/**
 * Mails an issued invoice to its buyer (`invoiceRecipient`), with the PDF in
 * each language, and a new link to the invoice, which spends any older one.
 * The link is made here, not when the invoice is issued, so that no usable
 * token is ever stored: a retry after a failed send mails a new one. An
 * invoice cancelled meanwhile is not sent.
 */
export function invoiceMailTask(db: Kysely<InvoicingDatabase>, deps: InvoiceMailDeps): Task {
  return async (payload) => {
    const { organizationId, invoiceId } = payload as InvoiceMail;
    const issued = await issuedInvoice(db, organizationId, invoiceId);
    if (!issued?.invoice.number || issued.invoice.status === 'CANCELLED') return;
    const { to, languages } = await invoiceRecipient(
      db,
      organizationId,
      issued.invoice.customer.id,
    );
    const pdfs = await Promise.all(
      languages.map((language) =>
        printInvoice(
          { db, regions: deps.regions, pdfs: deps.pdfs },
          organizationId,
          issued,
          language,
        ),
      ),
    );
    const facts = await db
      .transaction()
      .execute((trx) => invoiceMailFacts(trx, organizationId, issued, deps.appUrl));
    await deps.mailer.send({
      ...invoiceMail(to, 'mail', facts, languages),
      attachments: pdfs.map(({ fileName, pdf }, index) => ({
        filename:
          languages.length > 1 ? fileName.replace(/\.pdf$/, `-${languages[index]}.pdf`) : fileName,
        content: pdf,
        contentType: 'application/pdf',
      })),
    });
  };
}

/**
 * A buyer's mail about an invoice in the languages, from the PDF catalogues'
 * `<kind>.subject` and `<kind>.body`, amounts and dates written as each
 * language writes them (`Rp 1.250.000,00`, `12 Desember 2026`): the subjects
 * joined by " / ", the texts one after the other.
 */
export function invoiceMail(
  to: string,
  kind: 'mail' | 'reminder' | 'milestoneReminder',
  facts: InvoiceMailFacts & { daysOverdue?: number },
  languages: InvoicePdfLanguage[],
): MailMessage {
  const parts = languages.map((language) => {
    const intl = pdfIntl(language);
    const money = (amount: string) => pdfMoney(amount, facts.currency, language);
    const lines = facts.milestones.map((milestone) =>
      intl.formatMessage(
        { id: 'mail.milestone' },
        {
          ...milestone,
          amount: money(milestone.amount),
          dueDate: pdfDate(milestone.dueDate, intl),
        },
      ),
    );
    const values = {
      ...facts,
      amount: money(facts.amount),
      dueDate: pdfDate(facts.dueDate, intl),
      expiresOn: pdfDate(facts.expiresOn, intl),
      milestones:
        lines.length > 0
          ? intl.formatMessage({ id: 'mail.milestones' }, { lines: lines.join('') })
          : '',
    };
    return {
      subject: intl.formatMessage({ id: `${kind}.subject` }, values),
      text: intl.formatMessage({ id: `${kind}.body` }, values),
    };
  });
  return {
    to,
    subject: parts.map((part) => part.subject).join(' / '),
    text: parts.map((part) => part.text).join('\n—\n\n'),
  };
}
