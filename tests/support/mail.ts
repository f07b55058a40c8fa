import { sql } from 'kysely';
import type { System } from '../../system.js';

/**
 * The token of the link to `pathName` (`/invitation`, `/forgot-password`) in the latest mail the
 * account service put in its outbox for `email` (no SMTP_URL in tests); it throws when none was mailed.
 */
export async function mailedToken(
  system: Pick<System, 'account'>,
  email: string,
  pathName = '/invitation',
): Promise<string> {
  const mail = await system.account.db
    .selectFrom('mail_outbox')
    .selectAll()
    .where('to_address', '=', email)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  return mail.text_body.match(new RegExp(`${pathName}\\?token=([\\w-]+)`))![1]!;
}

/** The link to `pathName` mailed to `email` (`mailedToken`), at the system's web address. */
export const mailedLink = async (
  system: Pick<System, 'account' | 'url'>,
  email: string,
  pathName: string,
): Promise<string> =>
  `${system.url}${pathName}?token=${await mailedToken(system, email, pathName)}`;

/**
 * The token of the customer request link (`/invitation?request=…`) in the latest mail the invoicing
 * service put in its outbox for `email`, decoded; it throws when none was mailed.
 */
export async function mailedRequestToken(
  system: Pick<System, 'invoicing'>,
  email: string,
): Promise<string> {
  const { rows } = await sql<{
    text_body: string;
  }>`select text_body from mail_outbox where to_address = ${email} order by id desc limit 1`.execute(
    system.invoicing.db,
  );
  const link = /\/invitation\?request=(\S+)/.exec(rows[0]?.text_body ?? '');
  if (!link) throw new Error(`no invitation mailed to ${email}`);
  return decodeURIComponent(link[1]!);
}
