/** Customers added or changed by staff with the whole request. */

import {
  type CustomerCreateBody,
  type CustomerEdge,
  type CustomerResponse,
  type CustomerUpdateBody,
} from '../../../contracts/invoicing/customers.js';
import { describeActivity } from '../../kit/activity.js';
import { requirePermission, type AccessClaims } from '../../kit/auth.js';
import { checkEach } from '../../kit/errors.js';
import { customerErrors as errors } from './errors.js';
import { isEmail } from '../../../formats/email.js';
import { checkAddresses, checkCustomerData, fieldChanges } from './profile.js';
import { insertRevision } from './repository.js';
import { CustomerJob, comparable, displayName } from './customer-job.js';

/** A buyer added directly by staff, or changed while waiting for review or active. */
export class CustomerRecords extends CustomerJob {
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

  /** Staff's whole request (create, update): the customer data and the addresses, both complete. */
  wholeRequest(body: CustomerCreateBody) {
    // The email, the data and the addresses refused together, each on its field.
    const [email, data, addresses] = checkEach(
      () => {
        const email = body.email.trim();
        if (!isEmail(email)) throw errors.invalidEmail();
        return email;
      },
      () =>
        checkCustomerData(
          { type: body.type, name: body.name, phone: body.phone, profile: body.profile },
          this.deps.regions,
          { complete: true },
        ),
      () => checkAddresses(body.profile, this.deps.regions),
    );
    return { ...data, email, profile: { ...data.profile, ...addresses } };
  }
}
