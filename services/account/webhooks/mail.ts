import type { Kysely } from 'kysely';
import type { Mailer, MailMessage } from '../../kit/mailer.js';
import type { AccountDatabase } from '../db-types.js';
import { MembershipStatus } from '../membership-status.js';

type Recipient = { email: string; full_name: string; language: 'en' | 'id' | null };
type Disabled = { name: string; url: string; organization: string; link: string };

const ENGLISH = (to: Recipient, endpoint: Disabled) => ({
  subject: `Webhook endpoint “${endpoint.name}” was disabled`,
  text: [
    `Hello ${to.full_name},`,
    '',
    `Every webhook to ${endpoint.url} failed for its whole retry schedule, about three days, so Kas disabled the endpoint “${endpoint.name}” of ${endpoint.organization}. It receives no events until it is enabled again.`,
    'Mend the receiver, then enable the endpoint and replay the failed deliveries from its delivery log:',
    endpoint.link,
  ],
});

const INDONESIAN = (to: Recipient, endpoint: Disabled) => ({
  subject: `Endpoint webhook “${endpoint.name}” dinonaktifkan`,
  text: [
    `Halo ${to.full_name},`,
    '',
    `Setiap webhook ke ${endpoint.url} gagal sepanjang jadwal pengulangannya, sekitar tiga hari, sehingga Kas menonaktifkan endpoint “${endpoint.name}” milik ${endpoint.organization}. Endpoint ini tidak menerima peristiwa apa pun sampai diaktifkan kembali.`,
    'Perbaiki penerimanya, lalu aktifkan endpoint dan kirim ulang pengiriman yang gagal dari log pengirimannya:',
    endpoint.link,
  ],
});

/** The mail in the member's language; in both, English first, when they chose none. */
export function disabledMail(to: Recipient, endpoint: Disabled): MailMessage {
  const parts =
    to.language === 'id'
      ? [INDONESIAN(to, endpoint)]
      : to.language === 'en'
        ? [ENGLISH(to, endpoint)]
        : [ENGLISH(to, endpoint), INDONESIAN(to, endpoint)];
  return {
    to: to.email,
    subject: parts.map((part) => part.subject).join(' / '),
    text: parts.map((part) => part.text.join('\n')).join('\n\n'),
  };
}

/**
 * Tells that an endpoint was disabled after failing (the job its disabling
 * queued, once): to the member who made it while they are still an active
 * member of the organisation, else to its owners. Nothing is sent when the
 * endpoint was deleted or enabled again meanwhile.
 */
export async function mailDisabledEndpoint(
  db: Kysely<AccountDatabase>,
  mailer: Mailer,
  appUrl: string,
  endpointId: string,
): Promise<void> {
  const endpoint = await db
    .selectFrom('webhook_endpoints as e')
    .innerJoin('organizations as o', 'o.id', 'e.organization_id')
    .select(['e.id', 'e.name', 'e.url', 'e.organization_id', 'e.created_by', 'e.disabled_reason'])
    .select('o.name as organization')
    .where('e.id', '=', endpointId)
    .executeTakeFirst();
  if (!endpoint || endpoint.disabled_reason !== 'FAILING') return;
  const members = db
    .selectFrom('users as u')
    .innerJoin('memberships as m', 'm.user_id', 'u.id')
    .innerJoin('roles as r', 'r.id', 'm.role_id')
    .select(['u.email', 'u.full_name', 'u.language'])
    .where('m.organization_id', '=', endpoint.organization_id)
    .where('m.status', '=', MembershipStatus.active);
  const creator = endpoint.created_by
    ? await members.where('u.id', '=', endpoint.created_by).executeTakeFirst()
    : undefined;
  const recipients = creator ? [creator] : await members.where('r.is_owner', '=', true).execute();
  // The endpoint's page in the app (web/features/webhooks/webhookRoutes.tsx), with its delivery log.
  const link = `${appUrl}/management/webhooks/${endpoint.id}`;
  for (const recipient of recipients)
    await mailer.send(
      disabledMail(recipient, {
        name: endpoint.name,
        url: endpoint.url,
        organization: endpoint.organization,
        link,
      }),
    );
}
