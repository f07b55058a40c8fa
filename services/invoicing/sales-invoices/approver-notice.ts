import type { Task } from 'graphile-worker';
import type { Transaction } from 'kysely';
import type { OrganizationUserResponse } from '../../../contracts/account/users.js';
import type { InvoicesAwaitingApprovalResponse } from '../../../contracts/invoicing/sales-invoices.js';
import { requirePermission, type AccessClaims } from '../../kit/auth.js';
import { addJobInTransaction } from '../../kit/jobs.js';
import type { Mailer } from '../../kit/mailer.js';
import {
  formatMailAmount,
  inLanguages,
  mailLanguages,
  type MailLanguage,
} from '../customers/mails.js';
import { INVOICING_JOBS_SCHEMA } from '../database-schema.js';
import type { Db } from '../db.js';

/** The job that mails an invoice's named approver that it waits for them, queued in the move's own transaction. */
export const APPROVER_MAIL_JOB = 'invoice-approver-mail';

/** How many of the invoices waiting for a member Home names one by one (the count says the rest). */
const AWAITING_SHOWN = 5;

/** What the approver mail job is given: to whom, in which languages, which invoice, who sent it their way, and the link. */
type ApproverMail = {
  to: string;
  languages: MailLanguage[];
  customer: string;
  order: string;
  amount: string;
  currency: string;
  by: string;
  link: string;
};

/** The invoice as the mail names it. */
type NoticeInvoice = {
  id: string;
  customer_name: string;
  order_number: string;
  grand_total: string;
  currency: string;
};

/**
 * Queues the mail that tells `approver` an invoice waits for their approval
 * (submitted naming them, or named its approver while it waits), in the
 * language they chose (both when none), inside the move's transaction: the
 * move is never saved without its mail, and a mail server that is down is
 * tried again. `by` is who sent it their way; `appUrl` the web app's address.
 */
export async function queueApproverMail<Database>(
  trx: Transaction<Database>,
  notice: {
    approver: OrganizationUserResponse;
    by: OrganizationUserResponse | undefined;
    invoice: NoticeInvoice;
    appUrl: string;
    at: Date;
  },
): Promise<void> {
  const { approver, by, invoice } = notice;
  const mail: ApproverMail = {
    to: approver.email,
    languages: mailLanguages(approver.language),
    customer: invoice.customer_name,
    order: invoice.order_number,
    amount: invoice.grand_total,
    currency: invoice.currency,
    by: by?.fullName || by?.email || '',
    link: `${notice.appUrl}/invoices/detail/${invoice.id}`,
  };
  await addJobInTransaction(trx, INVOICING_JOBS_SCHEMA, APPROVER_MAIL_JOB, mail, {
    jobKey: `invoice-approver-mail:${invoice.id}:${approver.id}:${notice.at.getTime()}`,
  });
}

/** Sends an approver's mail (`APPROVER_MAIL_JOB`); a failure throws, and the queue tries again later. */
export function approverMailTask(mailer: Mailer): Task {
  return async (payload) => {
    await mailer.send(approverMail(payload as ApproverMail));
  };
}

/** The mail to an invoice's approver: whose invoice, of which order, how much, who sent it, and the link. */
function approverMail(mail: ApproverMail) {
  return inLanguages(mail.to, mail.languages, (language) => {
    const amount = `${mail.currency} ${formatMailAmount(mail.amount, language)}`;
    return language === 'id'
      ? {
          subject: `Faktur untuk ${mail.customer} menunggu persetujuan Anda`,
          text: `${mail.by} meminta persetujuan Anda atas faktur untuk ${mail.customer} (pesanan penjualan ${mail.order}) sebesar ${amount}.\n\nBuka faktur: ${mail.link}\n`,
        }
      : {
          subject: `An invoice for ${mail.customer} waits for your approval`,
          text: `${mail.by} asks you to approve the invoice for ${mail.customer} (sales order ${mail.order}) of ${amount}.\n\nOpen the invoice: ${mail.link}\n`,
        };
  });
}

/**
 * The invoices waiting for the caller's approval: submitted, naming them or
 * naming no one, and neither written nor submitted by them (who may never
 * approve their own: ./service.ts). How many, and the oldest first few.
 * Needs `invoices:approve`.
 */
export async function invoicesAwaitingApproval(
  db: Db,
  auth: AccessClaims,
): Promise<InvoicesAwaitingApprovalResponse> {
  requirePermission(auth, 'invoices:approve');
  const rows = await db
    .selectFrom('sales_invoices')
    .select(['id', (eb) => eb.fn.countAll<string>().over().as('total')])
    .where('organization_id', '=', auth.org)
    .where('status', '=', 'PENDING_APPROVAL')
    .where((eb) => eb.or([eb('approver_id', 'is', null), eb('approver_id', '=', auth.sub)]))
    .where((eb) =>
      eb.and([
        eb('created_by', '<>', auth.sub),
        eb.not(eb(eb.val(auth.sub), '=', eb.fn.any('submitters'))),
      ]),
    )
    .orderBy('updated_at')
    .orderBy('id')
    .limit(AWAITING_SHOWN)
    .execute();
  return { count: Number(rows[0]?.total ?? 0), invoiceIds: rows.map((row) => row.id) };
}
