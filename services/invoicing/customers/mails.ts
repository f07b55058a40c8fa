import { CUSTOMER_INVITATION_DAYS } from '../../../contracts/invoicing/customers.js';
import type { MailMessage } from '../../kit/mailer.js';

export type MailLanguage = 'en' | 'id';
type MailText = { subject: string; text: string };

/**
 * The languages a buyer's mail is written in: the one the member chose
 * (given in the request, or their own interface language), else both,
 * English then Indonesian, as the account service writes its mail when it
 * cannot know the reader's language.
 */
export function mailLanguages(language: MailLanguage | null | undefined): MailLanguage[] {
  return language === 'en' || language === 'id' ? [language] : ['en', 'id'];
}

/** One mail in the given languages: the subjects joined by " / ", the texts one after the other. */
export function inLanguages(
  to: string,
  languages: MailLanguage[],
  write: (language: MailLanguage) => MailText,
): MailMessage {
  const parts = languages.map(write);
  return {
    to,
    subject: parts.map((part) => part.subject).join(' / '),
    text: parts.map((part) => part.text).join('\n'),
  };
}

/** The invitation with the link to the request form, valid `CUSTOMER_INVITATION_DAYS` days. */
export function invitationMail(
  to: string,
  organizationName: string,
  link: string,
  languages: MailLanguage[],
): MailMessage {
  return inLanguages(to, languages, (language) =>
    language === 'id'
      ? {
          subject: `${organizationName} mengundang Anda sebagai pelanggan`,
          text: `${organizationName} mengundang Anda untuk mendaftar sebagai pelanggan.\n\nIsi formulir permintaan (data pelanggan, alamat penagihan, dokumen) melalui tautan ini, berlaku ${CUSTOMER_INVITATION_DAYS} hari:\n${link}\n`,
        }
      : {
          subject: `${organizationName} invites you as a customer`,
          text: `${organizationName} invites you to register as a customer.\n\nFill in the request form (customer data, billing address, documents) through this link, valid ${CUSTOMER_INVITATION_DAYS} days:\n${link}\n`,
        },
  );
}

/** The terms a buyer was approved with, as the approval mail states them. */
export type ApprovedTerms = { paymentTermDays: number; creditLimit: string; currency: string };

/** Tells the buyer their request was approved, with the payment term and the credit limit they were given. */
export function approvalMail(
  to: string,
  organizationName: string,
  terms: ApprovedTerms,
  languages: MailLanguage[],
): MailMessage {
  return inLanguages(to, languages, (language) => {
    // A limit of 0 is none (services/invoicing/sales-orders/service.ts, checkCredit): the mail says so rather than "IDR 0.00".
    const limit = /^0+(\.0+)?$/.test(terms.creditLimit)
      ? NO_LIMIT[language]
      : `${terms.currency} ${formatMailAmount(terms.creditLimit, language)}`;
    return language === 'id'
      ? {
          subject: `${organizationName} menyetujui Anda sebagai pelanggan`,
          text: `${organizationName} telah menyetujui permintaan Anda sebagai pelanggan.\n\nJangka waktu pembayaran: ${terms.paymentTermDays} hari\nBatas kredit: ${limit}\n`,
        }
      : {
          subject: `${organizationName} approved you as a customer`,
          text: `${organizationName} approved your request to become a customer.\n\nPayment term: ${terms.paymentTermDays} days\nCredit limit: ${limit}\n`,
        };
  });
}

const NO_LIMIT: Record<MailLanguage, string> = { en: 'no limit', id: 'tanpa batas' };

/** A decimal string with the language's grouping and two decimals, exact (formatted from the string, never a float). */
export function formatMailAmount(amount: string, language: MailLanguage): string {
  const format = new Intl.NumberFormat(language === 'id' ? 'id-ID' : 'en-US', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  return format.format(amount as Intl.StringNumericLiteral);
}
