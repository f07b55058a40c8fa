import { createHash, randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import Decimal from 'decimal.js';
import type { Kysely, Transaction, Updateable } from 'kysely';
import { BILLING_CYCLES, type BillingCycle } from '../../../contracts/account/organizations.js';
import {
  CUSTOMER_DOCUMENT_MAX_BYTES,
  CUSTOMER_INVITATION_DAYS,
  DOCUMENTS_BY_TYPE,
  type CustomerApproveBody,
  type CustomerCreateBody,
  type CustomerDocumentKind,
  type CustomerDocumentResponse,
  type CustomerEdge,
  type CustomerInviteBody,
  type CustomerListQuery,
  type CustomerListResponse,
  type CustomerProfile,
  type CustomerRequestResponse,
  type CustomerRequestSaveBody,
  type CustomerResponse,
  type CustomerRevisionListResponse,
  type CustomerRevisionAction,
  type CustomerUpdateBody,
} from '../../../contracts/invoicing/customers.js';
import type { AccountClient, OnBehalfOf } from '../../kit/account-client.js';
import {
  describeActivity,
  recordActivityBy,
  type ActivityDescription,
} from '../../kit/activity.js';
import { requirePermission, type AccessClaims } from '../../kit/auth.js';
import { decodeCursor, encodeCursor, forwardPage } from '../../kit/cursor.js';
import { isUniqueViolation } from '../../kit/database.js';
import type { Mailer } from '../../kit/mailer.js';
import { approvalMail, invitationMail, mailLanguages, type MailLanguage } from './mails.js';
import { StorageLimitError, type FileStorage } from '../../kit/storage.js';
import type { InvoicingDatabase } from '../db-types.js';
import type { RegionService } from '../regions/service.js';
import { customerErrors as errors } from './errors.js';
import { checkAddresses, checkCustomerData, fieldChanges, isEmail } from './profile.js';
import {
  countCustomers,
  documentResponse,
  findCustomerByToken,
  findCustomers,
  findListedCustomer,
  insertRevision,
  listCustomers,
  listRevisions,
  lockCustomer,
  lockCustomerByToken,
  type CustomersTable,
  type Keyset,
  type LockedCustomer,
} from './repository.js';

const DEFAULT_PAGE_SIZE = 20;
const LIVE_EMAIL_INDEX = 'customers_live_email';
/** The most documents one customer keeps: a long checklist with a few pages each, and no more. */
const DOCUMENTS_MAX = 40;
const DAY_MS = 24 * 3_600_000;

const encodeKey = (key: Keyset) => encodeCursor([key.createdAt, key.id]);
function decodeKey(cursor: string): Keyset {
  const value = decodeCursor(cursor, ['instant', 'uuid']);
  if (!value) throw errors.invalidCursor();
  return { createdAt: value[0] as string, id: value[1] as string };
}

/** A link's token as stored: its SHA-256, so the table never holds a usable link. */
const hashToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

/** The kind of file from its first bytes (spec: PDF, JPG or PNG), never from its name. */
export function documentContentType(
  head: Buffer,
): 'application/pdf' | 'image/jpeg' | 'image/png' | null {
  if (head.subarray(0, 5).toString('latin1') === '%PDF-') return 'application/pdf';
  if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'image/jpeg';
  if (head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'image/png';
  return null;
}

/**
 * What an invitation link still opens: OPEN while the invitation is live,
 * SENT while its request waits for review and the link has not expired.
 * Anything else is SPENT (approved, rejected, deactivated, expired, withdrawn):
 * the link says only that it is no longer valid, and shows none of the
 * buyer's data (NIK, bank account, documents) to whoever holds it.
 */
function linkState(
  customer: Pick<LockedCustomer, 'status'>,
  expiresAt: Date | string,
): 'OPEN' | 'SENT' | 'SPENT' {
  if (new Date(expiresAt).getTime() <= Date.now()) return 'SPENT';
  if (customer.status === 'INVITED') return 'OPEN';
  return customer.status === 'REQUEST_SENT' ? 'SENT' : 'SPENT';
}

function reasonOf(reason: string): string {
  const trimmed = reason.trim();
  if (!trimmed) throw errors.reasonRequired();
  return trimmed;
}

/** What the customer record says, as the revision history compares it. */
const comparable = (customer: {
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

const displayName = (customer: { name: string | null; email: string }) =>
  customer.name ?? customer.email;

/**
 * Customers (buyers): invited by a member who may manage
 * customers, the request filled by the buyer through the link (no staff
 * account: the link's token is the credential), reviewed by a member who may
 * approve customers. Every change runs under the customer's row lock and
 * writes its revision (who, when, field by field) in the same transaction;
 * staff changes also go to the activity log.
 */
export class CustomerService {
  constructor(
    private readonly db: Kysely<InvoicingDatabase>,
    private readonly deps: {
      regions: RegionService;
      storage: FileStorage;
      mailer: Mailer;
      account: AccountClient;
      appUrl: string;
    },
  ) {}

  async list(auth: AccessClaims, query: CustomerListQuery): Promise<CustomerListResponse> {
    requirePermission(auth, 'customers:read');
    const filter = {
      stage: query.stage,
      status: query.status,
      type: query.type,
      search: query.search,
    };
    const limit = query.first ?? DEFAULT_PAGE_SIZE;
    const cursor = query.after ? decodeKey(query.after) : undefined;
    const [page, totalCount] = await Promise.all([
      listCustomers(this.db, auth.org, filter, { limit, cursor }),
      countCustomers(this.db, auth.org, filter),
    ]);
    return forwardPage(
      page.rows.map(({ node, key }) => ({ cursor: encodeKey(key), node })),
      { hasMore: page.hasMore, after: cursor },
      totalCount,
    );
  }

  async findByIds(auth: AccessClaims, ids: readonly string[]): Promise<CustomerResponse[]> {
    requirePermission(auth, 'customers:read');
    return findCustomers(this.db, auth.org, ids);
  }

  async get(auth: AccessClaims, id: string): Promise<CustomerResponse> {
    requirePermission(auth, 'customers:read');
    const [found] = await findCustomers(this.db, auth.org, [id]);
    if (!found) throw errors.notFound();
    return found;
  }

  async revisions(
    auth: AccessClaims,
    id: string,
    query: { first?: number | undefined; after?: string | undefined },
  ): Promise<CustomerRevisionListResponse> {
    await this.get(auth, id);
    let cursor: { at: string; id: string } | undefined;
    if (query.after) {
      const value = decodeCursor(query.after, ['instant', 'uuid']);
      if (!value) throw errors.invalidCursor();
      cursor = { at: value[0] as string, id: value[1] as string };
    }
    const page = await listRevisions(this.db, id, {
      limit: query.first ?? DEFAULT_PAGE_SIZE,
      cursor,
    });
    return forwardPage(
      page.rows.map(({ node, key }) => ({ cursor: encodeCursor([key.at, key.id]), node })),
      { hasMore: page.hasMore, after: cursor },
      page.total,
    );
  }

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

  /** Adds a buyer directly with the whole request: it waits for review (REQUEST_SENT) like one the buyer sent. */
  async create(auth: AccessClaims, body: CustomerCreateBody): Promise<CustomerEdge> {
    requirePermission(auth, 'customers:manage');
    const values = this.wholeRequest(body);
    const id = await this.write(async (trx) => {
      const made = await trx
        .insertInto('customers')
        .values({
          organization_id: auth.org,
          type: values.type,
          status: 'REQUEST_SENT',
          name: values.name,
          email: values.email,
          phone: values.phone,
          profile: JSON.stringify(values.profile),
          completed_steps: ['CUSTOMER_DATA', 'BILLING_ADDRESS'],
          request_submitted_at: new Date(),
          created_by: auth.sub,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await insertRevision(
        trx,
        made.id,
        'CREATED',
        { userId: auth.sub },
        fieldChanges({}, { ...comparable(values), status: 'REQUEST_SENT' }),
      );
      await this.log(
        trx,
        auth,
        made.id,
        'CREATED',
        describeActivity('CUSTOMER_CREATED', { name: displayName(values) }),
      );
      return made.id;
    });
    return this.edge(auth, id);
  }

  /** Changes a customer waiting for review or active: every field again, on the version it was read at. */
  async update(
    auth: AccessClaims,
    id: string,
    body: CustomerUpdateBody,
  ): Promise<CustomerResponse> {
    requirePermission(auth, 'customers:manage');
    const values = this.wholeRequest(body);
    await this.write(async (trx) => {
      const customer = await this.locked(trx, auth, id);
      if (customer.status !== 'REQUEST_SENT' && customer.status !== 'ACTIVE')
        throw errors.statusNotValid();
      if (customer.version !== body.version) throw errors.versionConflict();
      const changes = fieldChanges(comparable(customer), comparable(values));
      if (changes.length === 0) return;
      await trx
        .updateTable('customers')
        .set({
          type: values.type,
          name: values.name,
          email: values.email,
          phone: values.phone,
          profile: JSON.stringify(values.profile),
          updated_at: new Date(),
          version: customer.version + 1,
        })
        .where('id', '=', id)
        .execute();
      await insertRevision(trx, id, 'UPDATED', { userId: auth.sub }, changes);
      await this.log(
        trx,
        auth,
        id,
        'UPDATED',
        describeActivity('CUSTOMER_CHANGED', { name: displayName(values) }),
        changes,
      );
    });
    return this.get(auth, id);
  }

  /** Approves a request: ACTIVE with a payment term, a billing cycle and a credit limit, each the Orders settings' default when left out. */
  async approve(
    auth: AccessClaims,
    id: string,
    body: CustomerApproveBody,
    caller: OnBehalfOf,
  ): Promise<CustomerResponse> {
    requirePermission(auth, 'customers:approve');
    const terms = await this.terms(body, caller);
    const approved = await this.db.transaction().execute(async (trx) => {
      const customer = await this.locked(trx, auth, id);
      if (customer.status !== 'REQUEST_SENT') throw errors.statusNotValid();
      const now = new Date();
      await this.move(trx, customer, {
        status: 'ACTIVE',
        payment_term_days: terms.paymentTermDays,
        billing_cycle: terms.billingCycle,
        credit_limit: terms.creditLimit,
        approved_by: auth.sub,
        approved_at: now,
      });
      await insertRevision(
        trx,
        id,
        'APPROVED',
        { userId: auth.sub },
        fieldChanges(
          {
            status: customer.status,
            paymentTermDays: customer.payment_term_days,
            billingCycle: customer.billing_cycle,
            creditLimit: customer.credit_limit,
          },
          { status: 'ACTIVE', ...terms },
        ),
      );
      await this.log(
        trx,
        auth,
        id,
        'APPROVED',
        describeActivity('CUSTOMER_APPROVED', {
          name: displayName(customer),
          amount: { amount: terms.creditLimit, currency: customer.currency },
        }),
      );
      return customer;
    });
    // Mailed once the approval is committed, in the approving member's language (both when they chose none), as the invitation is.
    const me = await this.deps.account.me(caller);
    await this.deps.mailer.send(
      approvalMail(
        approved.email,
        me.organization.name,
        {
          paymentTermDays: terms.paymentTermDays,
          creditLimit: terms.creditLimit,
          currency: approved.currency,
        },
        mailLanguages(me.user.language),
      ),
    );
    return this.get(auth, id);
  }

  /** Rejects a request with a reason (required). */
  async reject(auth: AccessClaims, id: string, reason: string): Promise<CustomerResponse> {
    requirePermission(auth, 'customers:approve');
    const why = reasonOf(reason);
    await this.db.transaction().execute(async (trx) => {
      const customer = await this.locked(trx, auth, id);
      if (customer.status !== 'REQUEST_SENT') throw errors.statusNotValid();
      await this.move(trx, customer, {
        status: 'REJECTED',
        rejection_reason: why,
        rejected_by: auth.sub,
        rejected_at: new Date(),
      });
      await insertRevision(
        trx,
        id,
        'REJECTED',
        { userId: auth.sub },
        fieldChanges({ status: customer.status }, { status: 'REJECTED', rejectionReason: why }),
      );
      await this.log(
        trx,
        auth,
        id,
        'REJECTED',
        describeActivity('CUSTOMER_REJECTED', { name: displayName(customer), reason: why }),
      );
    });
    return this.get(auth, id);
  }

  /** Deactivates an active buyer with a reason (required). */
  async deactivate(auth: AccessClaims, id: string, reason: string): Promise<CustomerResponse> {
    requirePermission(auth, 'customers:approve');
    const why = reasonOf(reason);
    await this.db.transaction().execute(async (trx) => {
      const customer = await this.locked(trx, auth, id);
      if (customer.status !== 'ACTIVE') throw errors.statusNotValid();
      await this.move(trx, customer, {
        status: 'DEACTIVATED',
        deactivation_reason: why,
        deactivated_by: auth.sub,
        deactivated_at: new Date(),
      });
      await insertRevision(
        trx,
        id,
        'DEACTIVATED',
        { userId: auth.sub },
        fieldChanges(
          { status: customer.status },
          { status: 'DEACTIVATED', deactivationReason: why },
        ),
      );
      await this.log(
        trx,
        auth,
        id,
        'UPDATED',
        describeActivity('CUSTOMER_DEACTIVATED', { name: displayName(customer), reason: why }),
      );
    });
    return this.get(auth, id);
  }

  /** A document added by staff to a customer waiting for review. */
  async addDocument(
    auth: AccessClaims,
    id: string,
    kind: CustomerDocumentKind,
    fileName: string,
    source: Readable,
  ): Promise<CustomerDocumentResponse> {
    requirePermission(auth, 'customers:manage');
    const [customer] = await findCustomers(this.db, auth.org, [id]);
    if (!customer) {
      source.resume();
      throw errors.notFound();
    }
    return this.storeDocument(
      source,
      fileName,
      kind,
      async (trx) => {
        const locked = await this.locked(trx, auth, id);
        if (locked.status !== 'REQUEST_SENT') throw errors.statusNotValid();
        return locked;
      },
      { userId: auth.sub },
    );
  }

  async removeDocument(
    auth: AccessClaims,
    id: string,
    documentId: string,
  ): Promise<CustomerResponse> {
    requirePermission(auth, 'customers:manage');
    const key = await this.db.transaction().execute(async (trx) => {
      const customer = await this.locked(trx, auth, id);
      if (customer.status !== 'REQUEST_SENT') throw errors.statusNotValid();
      return this.deleteDocument(trx, customer, documentId, { userId: auth.sub });
    });
    await this.deps.storage.delete(key);
    return this.get(auth, id);
  }

  /** A stored document's bytes for a member who may read customers; another organisation's answers as not found. */
  async documentFile(
    auth: AccessClaims,
    id: string,
    documentId: string,
  ): Promise<{ document: CustomerDocumentResponse; stream: Readable }> {
    requirePermission(auth, 'customers:read');
    const row = await this.db
      .selectFrom('customer_documents as d')
      .innerJoin('customers as c', 'c.id', 'd.customer_id')
      .selectAll('d')
      .where('c.organization_id', '=', auth.org)
      .where('c.id', '=', id)
      .where('d.id', '=', documentId)
      .executeTakeFirst();
    if (!row) throw errors.documentNotFound();
    return { document: documentResponse(row), stream: this.deps.storage.get(row.storage_key) };
  }

  // The buyer's side, through the link's token.

  /** The request a token opens: OPEN, SENT (read only) or EXPIRED (an unknown, replaced or spent link: nothing else). */
  async request(token: string): Promise<CustomerRequestResponse> {
    const found = token ? await findCustomerByToken(this.db, hashToken(token)) : undefined;
    const state = found ? linkState(found, found.expires_at) : 'SPENT';
    if (!found || state === 'SPENT') return expiredRequest();
    return {
      state,
      organizationName: found.organization_name,
      email: found.email,
      expiresAt: new Date(found.expires_at).toISOString(),
      type: found.type,
      name: found.name,
      phone: found.phone,
      profile: found.profile,
      completedSteps: found.completed_steps,
      documents: found.documents,
    };
  }

  /** Saves one step of the request; its fields are checked as they are saved. */
  async saveRequest(
    token: string,
    body: CustomerRequestSaveBody,
  ): Promise<CustomerRequestResponse> {
    await this.db.transaction().execute(async (trx) => {
      const customer = await this.openRequest(trx, token);
      const before = comparable(customer);
      let after: ReturnType<typeof comparable>;
      const steps = new Set(customer.completed_steps);
      if (body.step === 'CUSTOMER_DATA') {
        const type = body.type ?? customer.type;
        const data = checkCustomerData(
          { type, name: body.name ?? null, phone: body.phone ?? null, profile: body.profile },
          this.deps.regions,
          { complete: true },
        );
        const { address, billingAddressSameAsRegistered, billingAddress } = customer.profile;
        after = {
          ...before,
          type,
          name: data.name,
          phone: data.phone,
          profile: { ...data.profile, address, billingAddressSameAsRegistered, billingAddress },
        };
      } else {
        const addresses = checkAddresses(body.profile, this.deps.regions);
        after = { ...before, profile: { ...customer.profile, ...addresses } };
      }
      steps.add(body.step);
      const changes = fieldChanges(before, after);
      await trx
        .updateTable('customers')
        .set({
          type: after.type as CustomerResponse['type'],
          name: after.name,
          phone: after.phone,
          profile: JSON.stringify(after.profile),
          completed_steps: [...steps],
          updated_at: new Date(),
          version: customer.version + 1,
        })
        .where('id', '=', customer.id)
        .execute();
      if (changes.length > 0)
        await insertRevision(trx, customer.id, 'REQUEST_SAVED', 'CUSTOMER', changes);
    });
    return this.request(token);
  }

  async addRequestDocument(
    token: string,
    kind: CustomerDocumentKind,
    fileName: string,
    source: Readable,
  ): Promise<CustomerDocumentResponse> {
    const found = token ? await findCustomerByToken(this.db, hashToken(token)) : undefined;
    const state = found ? linkState(found, found.expires_at) : 'SPENT';
    if (state !== 'OPEN') {
      source.resume();
      throw state === 'SENT' ? errors.requestSent() : errors.invitationExpired();
    }
    return this.storeDocument(
      source,
      fileName,
      kind,
      (trx) => this.openRequest(trx, token),
      'CUSTOMER',
    );
  }

  async removeRequestDocument(token: string, documentId: string): Promise<CustomerRequestResponse> {
    const key = await this.db.transaction().execute(async (trx) => {
      const customer = await this.openRequest(trx, token);
      return this.deleteDocument(trx, customer, documentId, 'CUSTOMER');
    });
    await this.deps.storage.delete(key);
    return this.request(token);
  }

  /** Sends the request for review once both steps are complete and every required document is there. */
  async submitRequest(token: string): Promise<CustomerRequestResponse> {
    await this.db.transaction().execute(async (trx) => {
      const customer = await this.openRequest(trx, token);
      if (
        !customer.completed_steps.includes('CUSTOMER_DATA') ||
        !customer.completed_steps.includes('BILLING_ADDRESS')
      )
        throw errors.stepsIncomplete();
      const kinds = new Set(
        (
          await trx
            .selectFrom('customer_documents')
            .select('kind')
            .where('customer_id', '=', customer.id)
            .execute()
        ).map((row) => row.kind),
      );
      if (DOCUMENTS_BY_TYPE[customer.type].required.some((kind) => !kinds.has(kind)))
        throw errors.documentsMissing();
      await this.move(trx, customer, {
        status: 'REQUEST_SENT',
        request_submitted_at: new Date(),
        completed_steps: [...customer.completed_steps, 'DOCUMENTS'],
      });
      await insertRevision(trx, customer.id, 'REQUEST_SENT', 'CUSTOMER', [
        { field: 'status', from: 'INVITED', to: 'REQUEST_SENT' },
      ]);
    });
    return this.request(token);
  }

  // Shared steps.

  /** Staff's whole request (create, update): the customer data and the addresses, both complete. */
  private wholeRequest(body: CustomerCreateBody) {
    const email = body.email.trim();
    if (!isEmail(email)) throw errors.invalidEmail();
    const data = checkCustomerData(
      { type: body.type, name: body.name, phone: body.phone, profile: body.profile },
      this.deps.regions,
      { complete: true },
    );
    return {
      ...data,
      email,
      profile: { ...data.profile, ...checkAddresses(body.profile, this.deps.regions) },
    };
  }

  /** The approval's terms: each given one checked, the others the organisation's Orders settings' defaults. */
  private async terms(
    body: CustomerApproveBody,
    caller: OnBehalfOf,
  ): Promise<{ paymentTermDays: number; billingCycle: BillingCycle; creditLimit: string }> {
    const paymentTermDays = body.paymentTermDays ?? null;
    if (
      paymentTermDays !== null &&
      (!Number.isInteger(paymentTermDays) || paymentTermDays < 0 || paymentTermDays > 365)
    )
      throw errors.invalidPaymentTerm();
    const billingCycle = body.billingCycle?.trim().toUpperCase() || null;
    if (billingCycle !== null && !(BILLING_CYCLES as readonly string[]).includes(billingCycle))
      throw errors.invalidBillingCycle();
    const written = body.creditLimit?.trim() || null;
    if (written !== null && !/^\d{1,18}(\.\d{1,2})?$/.test(written))
      throw errors.invalidCreditLimit();
    const defaults =
      paymentTermDays === null || billingCycle === null || written === null
        ? (await this.deps.account.settings(caller)).orders
        : null;
    return {
      paymentTermDays: paymentTermDays ?? defaults!.defaultPaymentTermDays,
      billingCycle: (billingCycle ?? defaults!.defaultBillingCycle) as BillingCycle,
      creditLimit: new Decimal(written ?? defaults!.defaultCreditLimit).toFixed(2),
    };
  }

  /** Stores a document's bytes (checked while they stream in), then records it under the customer's lock; a refusal keeps nothing. */
  private async storeDocument(
    source: Readable,
    fileName: string,
    kind: CustomerDocumentKind,
    lock: (trx: Transaction<InvoicingDatabase>) => Promise<LockedCustomer>,
    actor: { userId: string } | 'CUSTOMER',
  ): Promise<CustomerDocumentResponse> {
    const name = fileName.trim().slice(0, 200);
    if (!name) {
      source.resume();
      throw errors.required('fileName');
    }
    let contentType: ReturnType<typeof documentContentType> = null;
    let stored;
    try {
      stored = await this.deps.storage.put('customer-documents', source, {
        maxBytes: CUSTOMER_DOCUMENT_MAX_BYTES,
        sniff: (head) => {
          contentType = documentContentType(head);
          return contentType ? null : 'Not a PDF, JPG or PNG file.';
        },
      });
    } catch (error) {
      source.resume();
      if (error instanceof StorageLimitError)
        throw error.reason === 'TOO_LARGE' ? errors.documentTooLarge() : errors.documentType();
      throw error;
    }
    if (stored.size === 0 || !contentType) {
      await this.deps.storage.delete(stored.key);
      throw errors.documentType();
    }
    try {
      return await this.db.transaction().execute(async (trx) => {
        const customer = await lock(trx);
        const listed = DOCUMENTS_BY_TYPE[customer.type];
        if (!listed.required.includes(kind) && !listed.optional.includes(kind))
          throw errors.documentKindNotListed();
        const count = await trx
          .selectFrom('customer_documents')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where('customer_id', '=', customer.id)
          .executeTakeFirstOrThrow();
        if (Number(count.n) >= DOCUMENTS_MAX) throw errors.documentsTooMany();
        const row = await trx
          .insertInto('customer_documents')
          .values({
            customer_id: customer.id,
            kind,
            file_name: name,
            content_type: contentType!,
            size: stored.size,
            sha256: stored.sha256,
            storage_key: stored.key,
            uploaded_by: actor === 'CUSTOMER' ? null : actor.userId,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        await insertRevision(trx, customer.id, 'DOCUMENT_ADDED', actor, [
          { field: `documents.${kind}`, from: null, to: name },
        ]);
        await trx
          .updateTable('customers')
          .set({ updated_at: new Date(), version: customer.version + 1 })
          .where('id', '=', customer.id)
          .execute();
        return documentResponse(row);
      });
    } catch (error) {
      await this.deps.storage.delete(stored.key);
      throw error;
    }
  }

  /** Removes a document's row and answers its storage key (the bytes go once the transaction is done). */
  private async deleteDocument(
    trx: Transaction<InvoicingDatabase>,
    customer: LockedCustomer,
    documentId: string,
    actor: { userId: string } | 'CUSTOMER',
  ): Promise<string> {
    const row = await trx
      .deleteFrom('customer_documents')
      .where('customer_id', '=', customer.id)
      .where('id', '=', documentId)
      .returningAll()
      .executeTakeFirst();
    if (!row) throw errors.documentNotFound();
    await insertRevision(trx, customer.id, 'DOCUMENT_REMOVED', actor, [
      { field: `documents.${row.kind}`, from: row.file_name, to: null },
    ]);
    await trx
      .updateTable('customers')
      .set({ updated_at: new Date(), version: customer.version + 1 })
      .where('id', '=', customer.id)
      .execute();
    return row.storage_key;
  }

  /** The request of a token under its lock, while it is open; a sent one refuses as sent, a spent link as expired. */
  private async openRequest(
    trx: Transaction<InvoicingDatabase>,
    token: string,
  ): Promise<LockedCustomer> {
    const customer = token ? await lockCustomerByToken(trx, hashToken(token)) : undefined;
    const state = customer?.invitation
      ? linkState(customer, customer.invitation.expires_at)
      : 'SPENT';
    if (state === 'SENT') throw errors.requestSent();
    if (!customer || state !== 'OPEN') throw errors.invitationExpired();
    return customer;
  }

  private async locked(
    trx: Transaction<InvoicingDatabase>,
    auth: AccessClaims,
    id: string,
  ): Promise<LockedCustomer> {
    const customer = await lockCustomer(trx, auth.org, id);
    if (!customer) throw errors.notFound();
    return customer;
  }

  private async move(
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

  /** A new link for the customer (the old one, if any, stops working): its token, to mail. */
  private async newLink(
    trx: Transaction<InvoicingDatabase>,
    customerId: string,
    sendCount: number,
  ): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    const now = new Date();
    const link = {
      token_hash: hashToken(token),
      sent_at: now,
      expires_at: new Date(now.getTime() + CUSTOMER_INVITATION_DAYS * DAY_MS),
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

  private async log(
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

  private async edge(auth: AccessClaims, id: string): Promise<CustomerEdge> {
    const listed = await findListedCustomer(this.db, auth.org, id);
    if (!listed) throw errors.notFound();
    return { cursor: encodeKey(listed.key), node: listed.node };
  }

  /** Runs a write in a transaction; a live customer with the same email, won by a concurrent write, answers as "email exists". */
  private async write<T>(work: (trx: Transaction<InvoicingDatabase>) => Promise<T>): Promise<T> {
    try {
      return await this.db.transaction().execute(work);
    } catch (error) {
      if (isUniqueViolation(error, LIVE_EMAIL_INDEX)) throw errors.emailExists();
      throw error;
    }
  }
}

function expiredRequest(): CustomerRequestResponse {
  return {
    state: 'EXPIRED',
    organizationName: null,
    email: null,
    expiresAt: null,
    type: null,
    name: null,
    phone: null,
    profile: null,
    completedSteps: [],
    documents: [],
  };
}

export type { CustomerRevisionAction };
