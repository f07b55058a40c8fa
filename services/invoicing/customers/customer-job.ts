/**
 * What every customer job shares: the database and the services it calls,
 * the customer locked and moved, its activity entry, its list edge, and the
 * rules of links, reasons and names.
 */

import { hashLinkToken } from '../../kit/link-tokens.js';
import type { Kysely, Transaction, Updateable } from 'kysely';
import {
  CUSTOMER_INVITATION_DAYS,
  type CustomerEdge,
  type CustomerProfile,
  type CustomerResponse,
} from '../../../contracts/invoicing/customers.js';
import type { AccountClient } from '../../kit/account-client.js';
import { recordActivityBy, type ActivityDescription } from '../../kit/activity.js';
import { requirePermission, type AccessClaims } from '../../kit/auth.js';
import { encodeCursor } from '../../kit/cursor.js';
import { refusingTaken } from '../../kit/database.js';
import type { Mailer } from '../../kit/mailer.js';
import { type FileStorage } from '../../kit/storage.js';
import type { InvoicingDatabase } from '../db-types.js';
import type { RegionService } from '../regions/service.js';
import { customerErrors as errors } from './errors.js';
import {
  findCustomers,
  findListedCustomer,
  lockCustomer,
  type CustomersTable,
  type Keyset,
  type LockedCustomer,
} from './repository.js';

const LIVE_EMAIL_INDEX = 'customers_live_email';
const DAY_MS = 24 * 3_600_000;
/** How long a new invitation link opens the request. */
export const LINK_LIFETIME_MS = CUSTOMER_INVITATION_DAYS * DAY_MS;

export const encodeKey = (key: Keyset) => encodeCursor([key.createdAt, key.id]);

/** A link's token as stored: its SHA-256, so the table never holds a usable link. */
export const hashToken = hashLinkToken;

/**
 * What an invitation link still opens: OPEN while the invitation is live,
 * SENT while its request waits for review and the link has not expired.
 * Anything else is SPENT (approved, rejected, deactivated, expired, withdrawn):
 * the link says only that it is no longer valid, and shows none of the
 * buyer's data (NIK, bank account, documents) to whoever holds it.
 */
export function linkState(
  customer: Pick<LockedCustomer, 'status'>,
  expiresAt: Date | string,
): 'OPEN' | 'SENT' | 'SPENT' {
  if (new Date(expiresAt).getTime() <= Date.now()) return 'SPENT';
  if (customer.status === 'INVITED') return 'OPEN';
  return customer.status === 'REQUEST_SENT' ? 'SENT' : 'SPENT';
}

export function reasonOf(reason: string): string {
  const trimmed = reason.trim();
  if (!trimmed) throw errors.reasonRequired();
  return trimmed;
}

/** What the customer record says, as the revision history compares it. */
export const comparable = (customer: {
  type: string;
  name: string | null;
  email: string;
  phone: string | null;
  profile: CustomerProfile;
}) => ({
  type: customer.type,
  name: customer.name,
  email: customer.email,
  phone: customer.phone,
  profile: customer.profile,
});

export const displayName = (customer: { name: string | null; email: string }) =>
  customer.name ?? customer.email;

/** The services a customer job calls beside its database. */
export type CustomerDeps = {
  regions: RegionService;
  storage: FileStorage;
  mailer: Mailer;
  account: AccountClient;
  appUrl: string;
};

/**
 * The base of every customer job: every change runs under the customer's row
 * lock and writes its revision (who, when, field by field) in the same
 * transaction; staff changes also go to the activity log.
 */
export class CustomerJob {
  constructor(
    protected readonly db: Kysely<InvoicingDatabase>,
    protected readonly deps: CustomerDeps,
  ) {}

  async get(auth: AccessClaims, id: string): Promise<CustomerResponse> {
    requirePermission(auth, 'customers:read');
    const [found] = await findCustomers(this.db, auth.org, [id]);
    if (!found) throw errors.notFound();
    return found;
  }

  protected async locked(
    trx: Transaction<InvoicingDatabase>,
    auth: AccessClaims,
    id: string,
  ): Promise<LockedCustomer> {
    const customer = await lockCustomer(trx, auth.org, id);
    if (!customer) throw errors.notFound();
    return customer;
  }

  protected async move(
    trx: Transaction<InvoicingDatabase>,
    customer: LockedCustomer,
    values: Updateable<CustomersTable>,
  ) {
    await trx
      .updateTable('customers')
      .set({ ...values, updated_at: new Date(), version: customer.version + 1 })
      .where('id', '=', customer.id)
      .execute();
  }

  protected async log(
    trx: Transaction<InvoicingDatabase>,
    auth: AccessClaims,
    id: string,
    action: 'CREATED' | 'UPDATED' | 'APPROVED' | 'REJECTED' | 'CANCELLED',
    description: ActivityDescription,
    changes: { field: string; from: string | null; to: string | null }[] = [],
  ) {
    await recordActivityBy(trx, auth, {
      entity: 'CUSTOMER',
      entityId: id,
      action,
      description,
      changes: changes.map((change) => ({
        field: change.field,
        before: change.from,
        after: change.to,
      })),
    });
  }

  protected async edge(auth: AccessClaims, id: string): Promise<CustomerEdge> {
    const listed = await findListedCustomer(this.db, auth.org, id);
    if (!listed) throw errors.notFound();
    return { cursor: encodeKey(listed.key), node: listed.node };
  }

  /** Runs a write in a transaction; a live customer with the same email, won by a concurrent write, answers as "email exists". */
  protected async write<T>(work: (trx: Transaction<InvoicingDatabase>) => Promise<T>): Promise<T> {
    return refusingTaken(() => this.db.transaction().execute(work), {
      [LIVE_EMAIL_INDEX]: errors.emailExists,
    });
  }
}
