/** The buyer's side of a customer, through the link's token: no staff account, the token is the credential. */

import type { Transaction } from 'kysely';
import {
  DOCUMENTS_BY_TYPE,
  expiredCustomerRequest,
  type CustomerDocumentKind,
  type CustomerDocumentResponse,
  type CustomerRequestResponse,
  type CustomerRequestSaveBody,
  type CustomerResponse,
} from '../../../contracts/invoicing/customers.js';
import type { Upload } from '../../kit/document-files.js';
import type { InvoicingDatabase } from '../db-types.js';
import { customerErrors as errors } from './errors.js';
import { checkAddresses, checkCustomerData, fieldChanges } from './profile.js';
import {
  findCustomerByToken,
  insertRevision,
  lockCustomerByToken,
  type LockedCustomer,
} from './repository.js';
import { CustomerJob, comparable, hashToken, linkState } from './customer-job.js';
import { CustomerDocuments } from './documents.js';

/** The request a link opens: read, saved step by step, its documents, and sent for review. */
export class CustomerRequests extends CustomerJob {
  private readonly documents = new CustomerDocuments(this.db, this.deps);

  /** The request a token opens: OPEN, SENT (read only) or EXPIRED (an unknown, replaced or spent link: nothing else). */
  async request(token: string): Promise<CustomerRequestResponse> {
    const found = token ? await findCustomerByToken(this.db, hashToken(token)) : undefined;
    const state = found ? linkState(found, found.expires_at) : 'SPENT';
    if (!found || state === 'SPENT') return expiredCustomerRequest();
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
    upload: Upload,
  ): Promise<CustomerDocumentResponse> {
    const found = token ? await findCustomerByToken(this.db, hashToken(token)) : undefined;
    const state = found ? linkState(found, found.expires_at) : 'SPENT';
    if (state !== 'OPEN') {
      upload.source.resume();
      throw state === 'SENT' ? errors.requestSent() : errors.invitationExpired();
    }
    return this.documents.storeDocument(
      upload,
      kind,
      (trx) => this.openRequest(trx, token),
      'CUSTOMER',
    );
  }

  async removeRequestDocument(token: string, documentId: string): Promise<CustomerRequestResponse> {
    const key = await this.db.transaction().execute(async (trx) => {
      const customer = await this.openRequest(trx, token);
      return this.documents.deleteDocument(trx, customer, documentId, 'CUSTOMER');
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
}
