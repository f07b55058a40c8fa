import nodemailer, { type Transporter } from 'nodemailer';
import { sql, type Kysely } from 'kysely';

/** A file sent with a mail (an invoice's PDF). */
export type MailAttachment = { filename: string; content: Buffer; contentType: string };
export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: readonly MailAttachment[];
};
export type Mailer = { send: (message: MailMessage) => Promise<void> };

export const MAIL_FROM = process.env.MAIL_FROM || 'Kas <no-reply@kas.local>';

/**
 * Sends mail through nodemailer. With `SMTP_URL` it goes to that server;
 * without it every message lands in the service's `mail_outbox` table, which
 * development shows and tests read, and nothing leaves the machine.
 */
export function createMailer(db: Kysely<unknown>, smtpUrl = process.env.SMTP_URL): Mailer {
  const transport: Transporter = smtpUrl
    ? nodemailer.createTransport(smtpUrl)
    : nodemailer.createTransport({ jsonTransport: true });
  return {
    async send(message) {
      await transport.sendMail({
        from: MAIL_FROM,
        ...message,
        attachments: message.attachments?.map((attachment) => ({ ...attachment })),
      });
      // Only a service whose outbox keeps attachments (invoicing's) sends them: what development shows of each.
      const attachments = message.attachments?.length
        ? JSON.stringify(
            message.attachments.map((attachment) => ({
              filename: attachment.filename,
              contentType: attachment.contentType,
              size: attachment.content.length,
              ...(smtpUrl ? {} : { content: attachment.content.toString('base64') }),
            })),
          )
        : null;
      await sql`insert into mail_outbox (to_address, subject, text_body, html_body, delivered${attachments ? sql`, attachments` : sql``})
        values (${message.to}, ${message.subject}, ${message.text}, ${message.html ?? null}, ${Boolean(smtpUrl)}${attachments ? sql`, ${attachments}::jsonb` : sql``})`.execute(
        db,
      );
    },
  };
}
