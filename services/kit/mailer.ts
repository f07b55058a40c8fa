import nodemailer, { type Transporter } from 'nodemailer';
import { sql, type Kysely } from 'kysely';

export type MailMessage = { to: string; subject: string; text: string; html?: string };
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
      await transport.sendMail({ from: MAIL_FROM, ...message });
      await sql`insert into mail_outbox (to_address, subject, text_body, html_body, delivered) values (${message.to}, ${message.subject}, ${message.text}, ${message.html ?? null}, ${Boolean(smtpUrl)})`.execute(
        db,
      );
    },
  };
}
