import type { Task } from 'graphile-worker';
import type { Kysely, Transaction } from 'kysely';
import {
  COMMENTED_DOCUMENTS,
  documentErrors,
  MAX_COMMENT_LENGTH,
  type CommentedDocumentPath,
  type DocumentCommentBody,
  type DocumentCommentResponse,
} from '../../../contracts/invoicing/documents.js';
import type { AccountClient, OnBehalfOf } from '../../kit/account-client.js';
import { requirePermission, type AccessClaims } from '../../kit/auth.js';
import { errorsOf } from '../../kit/errors.js';
import { addJobInTransaction } from '../../kit/jobs.js';
import type { Mailer } from '../../kit/mailer.js';
import { INVOICING_JOBS_SCHEMA } from '../database-schema.js';
import type { InvoicingDatabase } from '../db-types.js';

const errors = errorsOf(documentErrors);

/** Where each commented document lives: its table, who may read it (and so discuss it), its page and name. */
const DOCUMENTS = {
  SALES_ORDER: {
    table: 'sales_orders',
    permission: 'sales-orders:read',
    page: '/sales-order/detail/',
  },
  PURCHASE_ORDER: {
    table: 'purchase_orders',
    permission: 'purchase-orders:read',
    page: '/purchase-order/detail/',
  },
  SALES_INVOICE: {
    table: 'sales_invoices',
    permission: 'invoices:read',
    page: '/invoices/detail/',
  },
  GOODS_RECEIPT: { table: 'goods_receipts', permission: 'sales-orders:read', page: null },
  CREDIT_MEMO: { table: 'credit_memos', permission: 'credit-memos:read', page: null },
} as const;

type Commented = (typeof COMMENTED_DOCUMENTS)[CommentedDocumentPath];

/** The services a conversation uses beside its database. */
export type CommentDeps = { account: AccountClient; appUrl: string };

/** The job that mails a member mentioned in a comment, queued in the comment's own transaction. */
export const MENTION_MAIL_JOB = 'mention-mail';

/** What the mention mail job is given: to whom, who wrote, on which document, what, and the link. */
type MentionMail = { to: string; author: string; document: string; body: string; link: string };

const toResponse = (row: {
  id: string;
  author_id: string;
  body: string;
  mentions: string[];
  created_at: Date;
}): DocumentCommentResponse => ({
  id: row.id,
  authorId: row.author_id,
  body: row.body,
  mentions: row.mentions,
  createdAt: row.created_at.toISOString(),
});

/**
 * The conversation on a document: whoever may read the document reads and
 * writes its comments; a comment may mention active members of the
 * organisation, who are mailed a link to the document: the mail is a job
 * queued in the comment's transaction (`MENTION_MAIL_JOB`), so a comment is
 * never saved without its mail nor answered as failed once saved (a retry
 * would post it twice), and a mail server that is down is tried again.
 * Another organisation's document, or none, is not found.
 */
export class DocumentComments {
  constructor(
    private readonly db: Kysely<InvoicingDatabase>,
    private readonly deps: CommentDeps,
  ) {}

  async list(
    auth: AccessClaims,
    path: CommentedDocumentPath,
    id: string,
  ): Promise<{ items: DocumentCommentResponse[] }> {
    const document = await this.found(auth, COMMENTED_DOCUMENTS[path], id);
    const rows = await this.db
      .selectFrom('document_comments')
      .select(['id', 'author_id', 'body', 'mentions', 'created_at'])
      .where('organization_id', '=', auth.org)
      .where('document_type', '=', document.type)
      .where('document_id', '=', id)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    return { items: rows.map(toResponse) };
  }

  /** Adds a comment; its mentions must be active members (asked of the account service), each mailed a link. */
  async add(
    auth: AccessClaims,
    caller: OnBehalfOf,
    path: CommentedDocumentPath,
    id: string,
    body: DocumentCommentBody,
  ): Promise<DocumentCommentResponse> {
    const document = await this.found(auth, COMMENTED_DOCUMENTS[path], id);
    const text = body.body.trim();
    if (text.length === 0 || text.length > MAX_COMMENT_LENGTH) throw errors.commentBody();
    const mentions = [...new Set(body.mentions ?? [])];
    // The mentioned members and the author, in one question to the account service.
    const people = await this.deps.account.users(caller, [...new Set([auth.sub, ...mentions])]);
    const author = people.find((person) => person.id === auth.sub);
    const active = new Map(
      people
        .filter((person) => person.active && mentions.includes(person.id))
        .map((person) => [person.id, person]),
    );
    if (mentions.some((mention) => !active.has(mention))) throw errors.mentionNotMember();
    const link = document.page ? `${this.deps.appUrl}${document.page}${id}` : this.deps.appUrl;
    const row = await this.db.transaction().execute(async (trx) => {
      const comment = await trx
        .insertInto('document_comments')
        .values({
          organization_id: auth.org,
          document_type: document.type,
          document_id: id,
          author_id: auth.sub,
          body: text,
          mentions,
        })
        .returning(['id', 'author_id', 'body', 'mentions', 'created_at'])
        .executeTakeFirstOrThrow();
      for (const member of active.values()) {
        const mail: MentionMail = {
          to: member.email,
          author: author?.fullName || author?.email || '',
          document: document.name,
          body: text,
          link,
        };
        await addJobInTransaction(
          trx as unknown as Transaction<unknown>,
          INVOICING_JOBS_SCHEMA,
          MENTION_MAIL_JOB,
          mail,
          { jobKey: `mention-mail:${comment.id}:${member.id}` },
        );
      }
      return comment;
    });
    return toResponse(row);
  }

  /** The organisation's document of that type, once the caller may read it; not found otherwise. */
  private async found(auth: AccessClaims, type: Commented, id: string) {
    const where = DOCUMENTS[type];
    requirePermission(auth, where.permission);
    const row = await this.db
      .selectFrom(where.table)
      .select(['id', 'number'])
      .where('organization_id', '=', auth.org)
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) throw errors.documentNotFound();
    return { type, page: where.page, name: row.number ?? '' };
  }
}

/** Sends a mention's mail (`MENTION_MAIL_JOB`); a failure throws, and the queue tries again later. */
export function mentionMailTask(mailer: Mailer): Task {
  return async (payload) => {
    const { to, author, document, body, link } = payload as MentionMail;
    await mailer.send(mentionMail({ to, author, document, body, link }));
  };
}

/** The mail to a member mentioned in a comment, in English and Indonesian: who, on which document, what, and the link. */
function mentionMail({ to, author, document, body, link }: MentionMail) {
  const quoted = body.length > 500 ? `${body.slice(0, 500)}…` : body;
  return {
    to,
    subject: `${author} mentioned you on ${document} · ${author} menyebut Anda di ${document}`,
    text: [
      `${author} mentioned you on ${document}:`,
      '',
      quoted,
      '',
      `Open it: ${link}`,
      '',
      '—',
      '',
      `${author} menyebut Anda di ${document}:`,
      '',
      quoted,
      '',
      `Buka: ${link}`,
    ].join('\n'),
  };
}
