/** The staff's reading of customers: the list, by ids, one, and its revision history. */

import {
  type CustomerListQuery,
  type CustomerListResponse,
  type CustomerResponse,
  type CustomerRevisionListResponse,
} from '../../../contracts/invoicing/customers.js';
import { requirePermission, type AccessClaims } from '../../kit/auth.js';
import { decodeCursor, encodeCursor, forwardPage } from '../../kit/cursor.js';
import { customerErrors as errors } from './errors.js';
import { countCustomers, findCustomers, listCustomers, listRevisions } from './repository.js';
import { CustomerJob, DEFAULT_PAGE_SIZE, decodeKey, encodeKey } from './customer-job.js';

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
}
