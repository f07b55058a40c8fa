/** Invitations: a buyer invited by email, the link mailed again, or withdrawn. */

import type { Transaction } from 'kysely';
import {
  type CustomerEdge,
  type CustomerInviteBody,
  type CustomerResponse,
} from '../../../contracts/invoicing/customers.js';
import type { OnBehalfOf } from '../../kit/account-client.js';
import { describeActivity } from '../../kit/activity.js';
import { requirePermission, type AccessClaims } from '../../kit/auth.js';
import { invitationMail, mailLanguages, type MailLanguage } from './mails.js';
import type { InvoicingDatabase } from '../db-types.js';
import { customerErrors as errors } from './errors.js';
import { isEmail } from '../../../formats/email.js';
import { fieldChanges } from './profile.js';
import { insertRevision } from './repository.js';
import { newLinkToken } from '../../kit/link-tokens.js';
import { CustomerJob, LINK_LIFETIME_MS } from './customer-job.js';

/** Invites buyers: the customer is INVITED and a mail carries the link to its request. */
export class CustomerInvitations extends CustomerJob {
  /** Invites a buyer by email: the customer is INVITED and the mail carries the link, valid 7 days. */
  async invite(
    auth: AccessClaims,
    body: CustomerInviteBody,
    caller: OnBehalfOf,
  ): Promise<CustomerEdge> {
    requirePermission(auth, 'customers:manage');
    const email = body.email.trim();
    if (!isEmail(email)) throw errors.invalidEmail();
    const name = body.name?.trim() || null;
    const me = await this.deps.account.me(caller);
    const organizationName = me.organization.name;
    const { id, token } = await this.write(async (trx) => {
      const made = await trx
        .insertInto('customers')
        .values({
          organization_id: auth.org,
          type: body.type,
          status: 'INVITED',
          name,
          email,
          language: body.language ?? null,
          profile: '{}',
          organization_name: organizationName,
          created_by: auth.sub,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const link = await this.newLink(trx, made.id, 1);
      await insertRevision(
        trx,
        made.id,
        'INVITED',
        { userId: auth.sub },
        fieldChanges({}, { type: body.type, name, email, status: 'INVITED' }),
      );
      await this.log(
        trx,
        auth,
        made.id,
        'CREATED',
        describeActivity('CUSTOMER_INVITED', { email }),
      );
      return { id: made.id, token: link };
    });
    // Mailed once the invitation is committed: the mailer writes its outbox on a connection of its own, which twenty invitations
    // holding the pool's connections would wait for forever. A mail that fails is sent again with Resend.
    await this.mailInvitation(email, organizationName, token, mailLanguages(body.language));
    return this.edge(auth, id);
  }

  /** Mails an invited (or expired) buyer a new link, valid 7 days from now; the old link stops working. */
  async resendInvitation(
    auth: AccessClaims,
    id: string,
    caller: OnBehalfOf,
  ): Promise<CustomerResponse> {
    requirePermission(auth, 'customers:manage');
    const me = await this.deps.account.me(caller);
    const { email, token } = await this.db.transaction().execute(async (trx) => {
      const customer = await this.locked(trx, auth, id);
      if (customer.status !== 'INVITED' || !customer.invitation) throw errors.statusNotValid();
      const link = await this.newLink(trx, id, customer.invitation.send_count + 1);
      await trx
        .updateTable('customers')
        .set({
          organization_name: me.organization.name,
          updated_at: new Date(),
          version: customer.version + 1,
        })
        .where('id', '=', id)
        .execute();
      await insertRevision(trx, id, 'INVITATION_RESENT', { userId: auth.sub }, []);
      await this.log(
        trx,
        auth,
        id,
        'UPDATED',
        describeActivity('CUSTOMER_INVITATION_RESENT', { email: customer.email }),
      );
      return { email: customer.email, token: link };
    });
    await this.mailInvitation(email, me.organization.name, token, mailLanguages(me.user.language));
    return this.get(auth, id);
  }

  /** Withdraws an invitation: the link stops working and the customer is CANCELLED. */
  async cancelInvitation(auth: AccessClaims, id: string): Promise<CustomerResponse> {
    requirePermission(auth, 'customers:manage');
    await this.db.transaction().execute(async (trx) => {
      const customer = await this.locked(trx, auth, id);
      if (customer.status !== 'INVITED') throw errors.statusNotValid();
      await trx.deleteFrom('customer_invitations').where('customer_id', '=', id).execute();
      await this.move(trx, customer, { status: 'CANCELLED' });
      await insertRevision(trx, id, 'INVITATION_CANCELLED', { userId: auth.sub }, [
        { field: 'status', from: 'INVITED', to: 'CANCELLED' },
      ]);
      await this.log(
        trx,
        auth,
        id,
        'CANCELLED',
        describeActivity('CUSTOMER_INVITATION_CANCELLED', { email: customer.email }),
      );
    });
    return this.get(auth, id);
  }

  /** A new link for the customer (the old one, if any, stops working): its token, to mail. */
  private async newLink(
    trx: Transaction<InvoicingDatabase>,
    customerId: string,
    sendCount: number,
  ): Promise<string> {
    const { token, hash } = newLinkToken();
    const now = new Date();
    const link = {
      token_hash: hash,
      sent_at: now,
      expires_at: new Date(now.getTime() + LINK_LIFETIME_MS),
      send_count: sendCount,
    };
    await trx
      .insertInto('customer_invitations')
      .values({ customer_id: customerId, ...link })
      .onConflict((conflict) => conflict.column('customer_id').doUpdateSet(link))
      .execute();
    return token;
  }

  private async mailInvitation(
    email: string,
    organizationName: string,
    token: string,
    languages: MailLanguage[],
  ): Promise<void> {
    const link = `${this.deps.appUrl}/invitation?request=${encodeURIComponent(token)}`;
    await this.deps.mailer.send(invitationMail(email, organizationName, link, languages));
  }
}
