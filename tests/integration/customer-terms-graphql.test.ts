import { beforeAll, describe, expect, it } from 'vitest';
import { toGlobalId } from '../../bff/global-id.js';
import type { GraphQLClient, UserErrors } from '../support/graphql-client.js';
import { insertActiveBuyer } from '../support/invoicing.js';
import { organisationSuite } from '../support/organisation-suite.js';
import { send, TRANSPORTS, type Transport } from '../support/transports.js';

/**
 * `customerTermsChange` over the BFF, in the real system: an active buyer's
 * payment term, billing cycle and credit limit changed on the version read,
 * the change in the revision history, the service's refusals as user errors
 * on their fields, tenancy and permissions.
 */
const suite = organisationSuite({
  name: 'PT Pemasok Ketentuan GraphQL',
  reader: ['customers:read'],
  outsider: 'PT Lain Ketentuan GraphQL',
  clients: true,
});
let maker: GraphQLClient;

type Payload = {
  customer: {
    id: string;
    paymentTermDays: number | null;
    billingCycle: string | null;
    creditLimit: { amount: string; currency: string } | null;
    version: number;
    revisions: { edges: { node: { action: string; changes: unknown[] } }[] };
  } | null;
  userErrors: UserErrors;
};

const CHANGE = `mutation ($input: CustomerTermsInput!) { customerTermsChange(input: $input) {
  customer { id paymentTermDays billingCycle creditLimit { amount currency } version
    revisions(first: 1) { edges { node { action changes { field from to } } } } }
  userErrors { field code message } } }`;

/** An active buyer of `organizationId` (30 days, monthly, IDR 1,000,000,000.00): its global id. */
const activeBuyer = async (organizationId = suite.organizationId) =>
  toGlobalId('Customer', await insertActiveBuyer(suite.system.invoicing.db, organizationId));

const change = (transport: Transport, client: GraphQLClient, input: Record<string, unknown>) =>
  send<{ customerTermsChange: Payload }>(transport, client, CHANGE, {
    input: {
      version: 1,
      paymentTermDays: 14,
      billingCycle: 'BIWEEKLY',
      creditLimit: '75000000',
      ...input,
    },
  });

beforeAll(async () => {
  maker = await suite.memberClient('MAKER');
});

describe.each(TRANSPORTS)('customerTermsChange over %s', (transport) => {
  it('changes the terms on the version read and shows the change in the revision history', async () => {
    const customerId = await activeBuyer();
    const answer = await change(transport, suite.ownerClient, { customerId });
    expect(answer.errors).toBeUndefined();
    const payload = answer.data!.customerTermsChange;
    expect(payload.userErrors).toEqual([]);
    expect(payload.customer).toMatchObject({
      paymentTermDays: 14,
      billingCycle: 'BIWEEKLY',
      creditLimit: { amount: '75000000.00', currency: 'IDR' },
      version: 2,
    });
    expect(payload.customer!.revisions.edges[0]!.node).toEqual({
      action: 'TERMS_CHANGED',
      changes: [
        { field: 'billingCycle', from: 'MONTHLY', to: 'BIWEEKLY' },
        { field: 'creditLimit', from: '1000000000.00', to: '75000000.00' },
        { field: 'paymentTermDays', from: '30', to: '14' },
      ],
    });
  });

  it('answers the service’s refusals as user errors on their fields: bad terms, an older version', async () => {
    const customerId = await activeBuyer();
    const refusals: [Record<string, unknown>, string, string][] = [
      [{ paymentTermDays: 400 }, 'paymentTermDays', 'U-INV-CU-25'],
      [{ creditLimit: '12.345' }, 'creditLimit', 'U-INV-CU-27'],
      [{ version: 7 }, 'version', 'U-INV-CU-28'],
    ];
    for (const [bad, field, code] of refusals) {
      const answer = await change(transport, suite.ownerClient, { customerId, ...bad });
      expect(answer.data!.customerTermsChange).toMatchObject({
        customer: null,
        userErrors: [{ field, code }],
      });
    }
  });

  it('another organisation’s buyer is not found; without customers:approve it is FORBIDDEN', async () => {
    const theirs = await activeBuyer(suite.outsider.organizationId);
    const foreign = await change(transport, suite.ownerClient, { customerId: theirs });
    expect(foreign.data!.customerTermsChange).toEqual({
      customer: null,
      userErrors: [{ field: 'customerId', code: 'U-INV-CU-1', message: 'Customer not found.' }],
    });
    const ours = await activeBuyer();
    for (const client of [suite.readerClient, maker]) {
      const refused = await change(transport, client, { customerId: ours });
      expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
    const unchanged = await change(transport, suite.ownerClient, {
      customerId: ours,
      paymentTermDays: 30,
      billingCycle: 'MONTHLY',
      creditLimit: '1000000000',
    });
    expect(unchanged.data!.customerTermsChange.customer).toMatchObject({ version: 1 });
  });
});
