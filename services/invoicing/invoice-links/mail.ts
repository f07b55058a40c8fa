import type { Task } from 'graphile-worker';
import type { Kysely } from 'kysely';
import { INVOICE_MAIL_JOB } from '../../../contracts/invoicing/invoice-links.js';
import type { InvoicePdfLanguage } from '../../../contracts/invoicing/sales-invoices.js';
import type { Mailer, MailMessage } from '../../kit/mailer.js';
import { mailLanguages } from '../customers/mails.js';
import type { InvoicingDatabase } from '../db-types.js';
import type { RegionService } from '../regions/service.js';
import { issuedInvoice, printInvoice } from '../sales-invoices/invoice-pdf.js';
import { pdfDate, pdfMoney } from '../sales-invoices/pdf/invoice-document.js';
import { pdfIntl } from '../sales-invoices/pdf/messages.js';
import { newInvoiceLink } from './links.js';

export { INVOICE_MAIL_JOB };

/** What the invoice mail job is given: which invoice; the rest is read when it runs. */
export type InvoiceMail = { organizationId: string; invoiceId: string };

/** What the job needs beside its database. */
export type InvoiceMailDeps = { regions: RegionService; mailer: Mailer; appUrl: string };

/** The page a buyer's link opens: the invoice, its PDF, and paying it. */
export const invoiceLinkUrl = (appUrl: string, token: string) =>
  `${appUrl}/checkout?token=${encodeURIComponent(token)}`;

/**
 * Mails an issued invoice to its buyer's finance contact (the customer's
 * email when the profile names none), in the buyer's language (both, English
 * first, when it has none), with the PDF in each, and a new link to the
 * invoice, which spends any older one. The link is made here, not when the
 * invoice is issued, so that no usable token is ever stored: a retry after a
 * failed send mails a new one. An invoice cancelled meanwhile is not sent.
 */
export function invoiceMailTask(db: Kysely<InvoicingDatabase>, deps: InvoiceMailDeps): Task {
  return async (payload) => {
    const { organizationId, invoiceId } = payload as InvoiceMail;
    const issued = await issuedInvoice(db, organizationId, invoiceId);
    const number = issued?.invoice.number;
    if (!issued || !number || issued.invoice.status === 'CANCELLED') return;
    const { invoice, seller } = issued;
    const customer = await db
      .selectFrom('customers')
      .select(['email', 'language', 'profile'])
      .where('id', '=', invoice.customer.id)
      .executeTakeFirstOrThrow();
    const to = customer.profile.invoiceDelivery?.financeContactEmail?.trim() || customer.email;
    // The language the buyer's profile names for invoices, else the one it was invited in; both without either.
    const chosen = customer.profile.invoiceDelivery?.invoiceLanguage;
    const languages = mailLanguages(
      chosen ? (chosen.toLowerCase() as 'en' | 'id') : customer.language,
    );
    const pdfs = await Promise.all(
      languages.map((language) =>
        printInvoice({ db, regions: deps.regions }, organizationId, { invoice, seller }, language),
      ),
    );
    const link = await db
      .transaction()
      .execute((trx) =>
        newInvoiceLink(trx, { organizationId, id: invoiceId, dueDate: invoice.dueDate }),
      );
    const facts = {
      number,
      seller: seller.legalName || seller.name,
      buyer: invoice.customer.name,
      amount: invoice.remainingAmount,
      currency: invoice.currency,
      dueDate: invoice.dueDate,
      expiresOn: link.expiresAt.toISOString().slice(0, 10),
      link: invoiceLinkUrl(deps.appUrl, link.token),
    };
    await deps.mailer.send({
      ...invoiceMail(to, facts, languages),
      attachments: pdfs.map(({ fileName, pdf }, index) => ({
        filename:
          languages.length > 1 ? fileName.replace(/\.pdf$/, `-${languages[index]}.pdf`) : fileName,
        content: pdf,
        contentType: 'application/pdf',
      })),
    });
  };
}

/** The invoice mail's words in the languages: the subjects joined by " / ", the texts one after the other. */
function invoiceMail(
  to: string,
  facts: {
    number: string;
    seller: string;
    buyer: string;
    amount: string;
    currency: string;
    dueDate: string;
    expiresOn: string;
    link: string;
  },
  languages: InvoicePdfLanguage[],
): MailMessage {
  const parts = languages.map((language) => {
    const intl = pdfIntl(language);
    const values = {
      ...facts,
      amount: pdfMoney(facts.amount, facts.currency, language),
      dueDate: pdfDate(facts.dueDate, intl),
      expiresOn: pdfDate(facts.expiresOn, intl),
    };
    return {
      subject: intl.formatMessage({ id: 'mail.subject' }, values),
      text: intl.formatMessage({ id: 'mail.body' }, values),
    };
  });
  return {
    to,
    subject: parts.map((part) => part.subject).join(' / '),
    text: parts.map((part) => part.text).join('\n—\n\n'),
  };
}
