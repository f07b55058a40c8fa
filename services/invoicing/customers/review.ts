/** The review of a request: approval with its terms, rejection, deactivation. */

import Decimal from 'decimal.js';
import {
  BILLING_CYCLES,
  type BillingCycle,
  type OrganizationSettingsResponse,
} from '../../../contracts/account/organizations.js';
import {
  type CustomerApproveBody,
  type CustomerResponse,
  type CustomerTermsBody,
} from '../../../contracts/invoicing/customers.js';
import type { OnBehalfOf } from '../../kit/account-client.js';
import { describeActivity } from '../../kit/activity.js';
import { requirePermission, type AccessClaims } from '../../kit/auth.js';
import { barredAsAuthor } from '../../../platform/four-eyes.js';
import { approvalMail, mailLanguages } from './mails.js';
import { customerErrors as errors } from './errors.js';
import { fieldChanges } from './profile.js';
import { insertRevision } from './repository.js';
import { CustomerJob, displayName, reasonOf } from './customer-job.js';
import type { LockedCustomer } from './repository.js';

/** Approving a request is a decision on the work of whoever invited or added the customer (platform/four-eyes.ts). */
const CUSTOMER_APPROVAL = { action: 'approve', byAnother: 'unless-self-approval' } as const;

/** Decides on customers: approved with terms, rejected or deactivated, each with its reason where one is required. */
export class CustomerReview extends CustomerJob {
  /**
   * Approves a request: ACTIVE with a payment term, a billing cycle and a
   * credit limit, each the Orders settings' default when left out. Whoever
   * invited or added the customer approves them only when the company's
   * controls allow self-approval (four eyes: their API keys are them).
   */
  async approve(
    auth: AccessClaims,
    id: string,
    body: CustomerApproveBody,
    caller: OnBehalfOf,
  ): Promise<CustomerResponse> {
    requirePermission(auth, 'customers:approve');
    const settings = await this.deps.account.settings(caller);
    const terms = this.terms(body, settings.orders);
    const approved = await this.db.transaction().execute(async (trx) => {
      const customer = await this.locked(trx, auth, id);
      if (customer.status !== 'REQUEST_SENT') throw errors.statusNotValid();
      const authorship = {
        person: auth.sub,
        authors: [customer.created_by],
        selfApprovalAllowed: settings.selfApprovalAllowed,
      };
      if (barredAsAuthor(CUSTOMER_APPROVAL, authorship)) throw errors.ownCustomer();
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
        // A limit of 0 is none (sales-orders/service.ts, checkCredit): the log says so rather than "IDR 0.00".
        new Decimal(terms.creditLimit).isZero()
          ? describeActivity('CUSTOMER_APPROVED_NO_LIMIT', { name: displayName(customer) })
          : describeActivity('CUSTOMER_APPROVED', {
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

  /**
   * Changes an active buyer's payment term, billing cycle and credit limit on
   * the version it was read at (the spec's customer edit), checked as approval
   * checks them; written field by field (old and new) to the revision history
   * and the activity log. It needs customers:approve, not customers:manage:
   * the terms, the credit limit above all, are the credit decision approval
   * makes (contracts/account/permissions.ts gives approving to the Approver),
   * and a member who only prepares records must not raise a limit no approver
   * set. Nothing changed writes nothing.
   */
  async changeTerms(
    auth: AccessClaims,
    id: string,
    body: CustomerTermsBody,
  ): Promise<CustomerResponse> {
    requirePermission(auth, 'customers:approve');
    const { paymentTermDays, billingCycle, creditLimit } = checkedTerms(body);
    if (paymentTermDays === null) throw errors.invalidPaymentTerm();
    if (billingCycle === null) throw errors.invalidBillingCycle();
    if (creditLimit === null) throw errors.invalidCreditLimit();
    await this.db.transaction().execute(async (trx) => {
      const customer = await this.locked(trx, auth, id);
      if (customer.status !== 'ACTIVE') throw errors.termsNotActive();
      if (customer.version !== body.version) throw errors.versionConflict();
      const changes = fieldChanges(termsOf(customer), {
        paymentTermDays,
        billingCycle,
        creditLimit,
      });
      if (changes.length === 0) return;
      await this.move(trx, customer, {
        payment_term_days: paymentTermDays,
        billing_cycle: billingCycle,
        credit_limit: creditLimit,
      });
      await insertRevision(trx, id, 'TERMS_CHANGED', { userId: auth.sub }, changes);
      await this.log(
        trx,
        auth,
        id,
        'UPDATED',
        describeActivity('CUSTOMER_TERMS_CHANGED', { name: displayName(customer) }),
        changes,
      );
    });
    return this.get(auth, id);
  }

  /** The approval's terms: each given one checked, the others the organisation's Orders settings' defaults. */
  private terms(
    body: CustomerApproveBody,
    defaults: OrganizationSettingsResponse['orders'],
  ): { paymentTermDays: number; billingCycle: BillingCycle; creditLimit: string } {
    const given = checkedTerms(body);
    return {
      paymentTermDays: given.paymentTermDays ?? defaults.defaultPaymentTermDays,
      billingCycle: given.billingCycle ?? (defaults.defaultBillingCycle as BillingCycle),
      creditLimit: given.creditLimit ?? new Decimal(defaults.defaultCreditLimit).toFixed(2),
    };
  }
}

/** A buyer's terms as the revision history compares them. */
const termsOf = (customer: LockedCustomer) => ({
  paymentTermDays: customer.payment_term_days,
  billingCycle: customer.billing_cycle,
  creditLimit: customer.credit_limit,
});

/**
 * The terms as given, each checked the one way approval and a later change
 * both check them: a payment term of 0 to 365 whole days (U-INV-CU-25), a
 * billing cycle of the list (U-INV-CU-26), a credit limit of zero or more
 * with at most two decimals (U-INV-CU-27), as two decimals. Null where none
 * was given.
 */
function checkedTerms(body: {
  paymentTermDays?: number | null;
  billingCycle?: string | null;
  creditLimit?: string | null;
}): {
  paymentTermDays: number | null;
  billingCycle: BillingCycle | null;
  creditLimit: string | null;
} {
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
  return {
    paymentTermDays,
    billingCycle: billingCycle as BillingCycle | null,
    creditLimit: written === null ? null : new Decimal(written).toFixed(2),
  };
}
