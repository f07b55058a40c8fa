import { beforeAll, describe, expect, it } from 'vitest';
import type {
  CustomerResponse,
  CustomerRevisionListResponse,
} from '../../contracts/invoicing/customers.js';
import { signInRest, type Credentials, type Tokens } from '../support/factories.js';
import { activityOf } from '../support/activity.js';
import { insertActiveBuyer } from '../support/invoicing.js';
import { organisationSuite } from '../support/organisation-suite.js';

/**
 * Changing an active buyer's terms (payment term, billing cycle, credit
 * limit) over the invoicing service's REST API, in the real system: the
 * revision history and the activity log with each field's old and new value,
 * approval's checks and error codes, the version read, the buyer's status,
 * tenancy and permissions.
 */
const suite = organisationSuite({
  name: 'PT Pemasok Ketentuan',
  reader: ['customers:read'],
  outsider: 'PT Lain Ketentuan',
});
let approver: Tokens;
let approverCredentials: Credentials;
let maker: Tokens;

const call = suite.invoicing;

/** An active buyer with 30 days, monthly, IDR 1,000,000,000.00 (insertActiveBuyer): its id and version. */
async function activeBuyer(): Promise<CustomerResponse> {
  const id = await insertActiveBuyer(suite.system.invoicing.db, suite.organizationId);
  const read = await call<CustomerResponse>('GET', `/customers/${id}`, suite.owner);
  expect(read.status).toBe(200);
  return read.body;
}

const terms = (buyer: CustomerResponse, changes: Record<string, unknown> = {}) => ({
  version: buyer.version,
  paymentTermDays: 45,
  billingCycle: 'WEEKLY',
  creditLimit: '25000000.5',
  ...changes,
});

const change = (buyer: { id: string }, by: Tokens, body: unknown) =>
  call<CustomerResponse>('PUT', `/customers/${buyer.id}/terms`, by, body);

const revisionsOf = async (buyer: { id: string }) =>
  (await call<CustomerRevisionListResponse>('GET', `/customers/${buyer.id}/revisions`, suite.owner))
    .body.items;

beforeAll(async () => {
  approverCredentials = await suite.newMember('APPROVER');
  [approver, maker] = await Promise.all([
    signInRest(suite.system, approverCredentials),
    suite.signedInMember('MAKER'),
  ]);
});

describe('changing an active buyer’s terms', () => {
  it('writes the new terms, a TERMS_CHANGED revision and an activity entry with each field’s old and new value', async () => {
    const buyer = await activeBuyer();
    const changed = await change(buyer, approver, terms(buyer));
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    const { paymentTermDays, billingCycle, creditLimit, version } = changed.body;
    expect([paymentTermDays, billingCycle, creditLimit]).toEqual([45, 'WEEKLY', '25000000.50']);
    expect(version).toBe(buyer.version + 1);
    const [latest] = await revisionsOf(buyer);
    expect(latest!.node.action).toBe('TERMS_CHANGED');
    expect(latest!.node.actor).toMatchObject({ kind: 'STAFF', userId: approverCredentials.userId });
    expect(latest!.node.changes).toEqual([
      { field: 'billingCycle', from: 'MONTHLY', to: 'WEEKLY' },
      { field: 'creditLimit', from: '1000000000.00', to: '25000000.50' },
      { field: 'paymentTermDays', from: '30', to: '45' },
    ]);
    const entries = await activityOf(suite.system.invoicing.db, buyer.id);
    expect(entries.at(-1)).toMatchObject({
      action: 'UPDATED',
      summary: `Customer ${buyer.name}’s terms changed`,
      actor_id: approverCredentials.userId,
    });
    expect(entries.at(-1)!.changes).toContainEqual({
      field: 'creditLimit',
      before: '1000000000.00',
      after: '25000000.50',
    });
  });

  it('a credit limit of 0 is none (orders are not checked against one); a missing one is refused', async () => {
    const buyer = await activeBuyer();
    const missing = await change(buyer, approver, terms(buyer, { creditLimit: null }));
    expect(missing.status).toBe(400);
    const changed = await change(buyer, approver, terms(buyer, { creditLimit: '0' }));
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body.creditLimit).toBe('0.00');
    const [latest] = await revisionsOf(buyer);
    expect(latest!.node.changes).toContainEqual({
      field: 'creditLimit',
      from: '1000000000.00',
      to: '0.00',
    });
  });

  it('the same terms again change nothing and write nothing', async () => {
    const buyer = await activeBuyer();
    const same = await change(
      buyer,
      approver,
      terms(buyer, { paymentTermDays: 30, billingCycle: 'MONTHLY', creditLimit: '1000000000' }),
    );
    expect(same.status).toBe(200);
    expect(same.body.version).toBe(buyer.version);
    expect(await revisionsOf(buyer)).toHaveLength(0);
  });

  it('refuses bad terms with approval’s codes, naming the field, and writes nothing', async () => {
    const buyer = await activeBuyer();
    const refusals: [Record<string, unknown>, string, string][] = [
      [{ paymentTermDays: 366 }, 'U-INV-CU-25', 'paymentTermDays'],
      [{ paymentTermDays: -1 }, 'U-INV-CU-25', 'paymentTermDays'],
      [{ billingCycle: 'YEARLY' }, 'U-INV-CU-26', 'billingCycle'],
      [{ billingCycle: ' ' }, 'U-INV-CU-26', 'billingCycle'],
      [{ creditLimit: '-1' }, 'U-INV-CU-27', 'creditLimit'],
      [{ creditLimit: '10.005' }, 'U-INV-CU-27', 'creditLimit'],
      [{ creditLimit: '1e6' }, 'U-INV-CU-27', 'creditLimit'],
    ];
    for (const [bad, code, field] of refusals) {
      const refused = await change(buyer, approver, terms(buyer, bad));
      expect(refused.status, JSON.stringify(bad)).toBe(400);
      expect(refused.body.error).toMatchObject({ code, field });
    }
    const after = await call<CustomerResponse>('GET', `/customers/${buyer.id}`, suite.owner);
    expect(after.body).toMatchObject({
      version: buyer.version,
      paymentTermDays: 30,
      billingCycle: 'MONTHLY',
      creditLimit: '1000000000.00',
    });
    expect(await revisionsOf(buyer)).toHaveLength(0);
    expect(await activityOf(suite.system.invoicing.db, buyer.id)).toHaveLength(0);
  });

  it('refuses a change made on an older version (U-INV-CU-28), keeping the newer one', async () => {
    const buyer = await activeBuyer();
    expect((await change(buyer, approver, terms(buyer))).status).toBe(200);
    const stale = await change(buyer, approver, terms(buyer, { paymentTermDays: 60 }));
    expect(stale.status).toBe(409);
    expect(stale.body.error).toMatchObject({ code: 'U-INV-CU-28', field: 'version' });
    const after = await call<CustomerResponse>('GET', `/customers/${buyer.id}`, suite.owner);
    expect(after.body.paymentTermDays).toBe(45);
    expect(await revisionsOf(buyer)).toHaveLength(1);
  });

  it('refuses a buyer that is not active (U-INV-CU-36) and writes nothing', async () => {
    const buyer = await activeBuyer();
    const deactivated = await call<CustomerResponse>(
      'POST',
      `/customers/${buyer.id}/deactivate`,
      approver,
      { reason: 'Tidak lagi bertransaksi' },
    );
    expect(deactivated.status).toBe(200);
    const refused = await change(buyer, approver, terms(deactivated.body));
    expect(refused.status).toBe(409);
    expect(refused.body.error?.code).toBe('U-INV-CU-36');
    expect((await revisionsOf(buyer)).map((edge) => edge.node.action)).toEqual(['DEACTIVATED']);
  });
  it('twenty changes on one version at the same instant, by two approvers: one is written, the rest are refused as changed meanwhile', async () => {
    const buyer = await activeBuyer();
    const secondApprover = await signInRest(suite.system, await suite.newMember('APPROVER'));
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        change(
          buyer,
          index % 2 === 0 ? approver : secondApprover,
          terms(buyer, { creditLimit: `${25_000_000 + index}.00` }),
        ),
      ),
    );
    const written = answers.filter((answer) => answer.status === 200);
    expect(written).toHaveLength(1);
    expect(answers.filter((answer) => answer.body.error?.code === 'U-INV-CU-28')).toHaveLength(19);
    const read = await call<CustomerResponse>('GET', `/customers/${buyer.id}`, suite.owner);
    expect(read.body.creditLimit).toBe(written[0]!.body.creditLimit);
    expect(read.body.version).toBe(buyer.version + 1);
    expect(
      (await revisionsOf(buyer)).filter((each) => each.node.action === 'TERMS_CHANGED'),
    ).toHaveLength(1);
  });
});

describe('tenancy and permissions', () => {
  it('another organisation’s buyer answers as not found, and changes nothing', async () => {
    const buyer = await activeBuyer();
    const foreign = await change(buyer, suite.outsider, terms(buyer));
    expect(foreign.status).toBe(404);
    expect(foreign.body.error?.code).toBe('U-INV-CU-1');
    expect(await revisionsOf(buyer)).toHaveLength(0);
  });

  it('needs customers:approve: a reader and a maker (customers:manage) are refused, and nothing changes', async () => {
    const buyer = await activeBuyer();
    for (const member of [suite.reader, maker]) {
      const refused = await change(buyer, member, terms(buyer));
      expect(refused.status).toBe(403);
      expect(refused.body.error?.code).toBe('FORBIDDEN');
    }
    expect(await revisionsOf(buyer)).toHaveLength(0);
  });
});
