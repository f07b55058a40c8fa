/** The staff's reading of customers: the list, by ids, one, and its revision history. */

import {
  type CustomerListQuery,
  type CustomerListResponse,
  type CustomerResponse,
  type CustomerRevisionListResponse,
} from '../../../contracts/invoicing/customers.js';
import { requirePermission, type AccessClaims } from '../../kit/auth.js';
import { customerErrors as errors } from './errors.js';
import { customerPage, findCustomers, revisionPage } from './repository.js';
import { CustomerJob } from './customer-job.js';

/** Customers as members who may read them see them. */
export class CustomerDirectory extends CustomerJob {
  async list(auth: AccessClaims, query: CustomerListQuery): Promise<CustomerListResponse> {
    requirePermission(auth, 'customers:read');
    const filter = {
      stage: query.stage,
      status: query.status,
      type: query.type,
      search: query.search,
    };
    return customerPage(this.db, auth.org, filter, query, () => errors.invalidCursor());
  }

  async findByIds(auth: AccessClaims, ids: readonly string[]): Promise<CustomerResponse[]> {
    requirePermission(auth, 'customers:read');
    return findCustomers(this.db, auth.org, ids);
  }

  async revisions(
    auth: AccessClaims,
    id: string,
    query: { first?: number | undefined; after?: string | undefined },
  ): Promise<CustomerRevisionListResponse> {
    await this.get(auth, id);
    return revisionPage(this.db, id, query, () => errors.invalidCursor());
  }
}
