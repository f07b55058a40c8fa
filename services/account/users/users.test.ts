import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrganizationUserResponse } from '../../../contracts/account/users.js';
import { startAccountForTest, type AccountUnderTest } from '../../../tests/support/account.js';
import {
  addMember,
  addMemberInBuiltInRole,
  callRest,
  createOrganization,
  signInRest,
  type Credentials,
  type Tokens,
} from '../../../tests/support/factories.js';
import { MembershipStatus } from '../membership-status.js';

/**
 * The account service's users of an organisation, the service alone: by id,
 * as the other services read the names of who did what (a deactivated member
 * too), and by a permission their role grants, as the invoicing service asks
 * who may approve an invoice: only active members, a built-in role by the
 * catalogue in code, a custom role by the permissions it holds.
 */
let system: AccountUnderTest;
let owner: Credentials;
let approver: Credentials;
let makerApprover: Credentials;
let custom: Credentials;
let customWithout: Credentials;
let deactivated: Credentials;
let outsider: Credentials;
let asker: Tokens;

type Json = { items: OrganizationUserResponse[]; error?: { code: string; field?: string } };
const users = (query: string) => callRest<Json>(system.accountUrl, 'GET', `/users?${query}`, asker);

beforeAll(async () => {
  system = await startAccountForTest();
  const created = await createOrganization(system, 'PT Penyetuju Uji');
  owner = created.owner;
  const { organizationId } = created;
  approver = await addMemberInBuiltInRole(system, organizationId, 'APPROVER');
  makerApprover = await addMemberInBuiltInRole(system, organizationId, 'MAKER_APPROVER');
  custom = await addMember(system, organizationId, ['invoices:read', 'invoices:approve']);
  customWithout = await addMember(system, organizationId, ['invoices:read', 'invoices:manage']);
  deactivated = await addMemberInBuiltInRole(system, organizationId, 'APPROVER');
  await system.account.db
    .updateTable('memberships')
    .set({ status: MembershipStatus.deactivated })
    .where('user_id', '=', deactivated.userId)
    .execute();
  outsider = (await createOrganization(system, 'PT Lain Penyetuju')).owner;
  // A Maker, who may not approve invoices, asks.
  asker = await signInRest(system, await addMemberInBuiltInRole(system, organizationId, 'MAKER'));
});

afterAll(() => system?.stop());

describe('the members who hold a permission', () => {
  it('are the active members whose role grants it, by full name: built-in roles by the catalogue, custom roles by what they hold', async () => {
    const { status, body } = await users('permission=invoices:approve');
    expect(status, JSON.stringify(body)).toBe(200);
    // Anggota APPROVER, Anggota MAKER_APPROVER, Anggota Uji, Pemilik Uji.
    expect(body.items.map((user) => [user.id, user.fullName, user.active])).toEqual([
      [approver.userId, 'Anggota APPROVER', true],
      [makerApprover.userId, 'Anggota MAKER_APPROVER', true],
      [custom.userId, 'Anggota Uji', true],
      [owner.userId, 'Pemilik Uji', true],
    ]);
    // Only the owner's role grants managing roles; its stored permissions do not say so.
    expect((await users('permission=roles:manage')).body.items.map((user) => user.id)).toEqual([
      owner.userId,
    ]);
  });

  it('among ids, are those of them who hold it: how the invoicing service checks an approver it is given', async () => {
    const ids = [custom, customWithout, deactivated, outsider]
      .map((person) => `ids=${person.userId}`)
      .join('&');
    const { body } = await users(`${ids}&ids=${randomUUID()}&permission=invoices:approve`);
    expect(body.items.map((user) => user.id)).toEqual([custom.userId]);
  });
});

describe('the members by id', () => {
  it('answers each member named, a deactivated one with active false, and leaves out who is not one', async () => {
    const ids = [approver, deactivated, outsider].map((person) => `ids=${person.userId}`);
    const { body } = await users(ids.join('&'));
    const byId = new Map(body.items.map((user) => [user.id, user.active]));
    expect(Object.fromEntries(byId)).toEqual({
      [approver.userId]: true,
      [deactivated.userId]: false,
    });
  });
});

describe('what is refused', () => {
  it('a permission the catalogue does not have, and neither ids nor a permission', async () => {
    expect((await users('permission=invoices:fly')).status).toBe(400);
    const bare = await callRest<Json>(system.accountUrl, 'GET', '/users', asker);
    expect(bare.status).toBe(400);
    expect(bare.body.error).toMatchObject({ code: 'REQUIRED', field: 'ids' });
  });
});
