import { describe, expect, it } from 'vitest';
import { MembershipStatus } from '../../services/account/membership-status.js';
import {
  addMember,
  addMemberInBuiltInRole,
  authHeaders,
  builtInRoleId,
  callRest,
  createOrganization,
  signInRest,
  type Credentials,
} from '../support/factories.js';
import { GraphQLClient, signedInClient, type UserErrors } from '../support/graphql-client.js';
import { setUpAuthenticator } from '../support/payments.js';
import { systemSuite } from '../support/system-suite.js';
import { ORDERS_SETTINGS } from '../support/orders-settings.js';
import { send, TRANSPORTS } from '../support/transports.js';

const PROFILE_UPDATE = `mutation ($input: ProfileUpdateInput!) {
  profileUpdate(input: $input) { user { email fullName preferredName language } userErrors { field code message } }
}`;
const ORGANIZATION_PROFILE_UPDATE = `mutation ($input: OrganizationProfileUpdateInput!) {
  organizationProfileUpdate(input: $input) {
    organization { name timeZone defaultCurrency profile { legalName taxNumber address { street city province postalCode } phone email } }
    userErrors { field code message }
  }
}`;
const CONTROLS_UPDATE = `mutation ($input: OrganizationSettingsUpdateInput!) {
  organizationSettingsUpdate(input: $input) {
    organization { twoFactorRequired selfApprovalAllowed transfersActive paymentsActive }
    userErrors { field code message }
  }
}`;
/** The Orders settings update, answering the settings' `fields` and any refusal. */
const ordersUpdate = (
  fields: string,
) => `mutation ($input: OrganizationOrdersSettingsUpdateInput!) {
  organizationOrdersSettingsUpdate(input: $input) {
    organization { ordersSettings { ${fields} } }
    userErrors { field code message }
  }
}`;
const ORDERS_UPDATE = ordersUpdate(
  'defaultPaymentTermDays invoiceNumberPrefix salesOrderNumberPrefix salesOrderApprovalRequired creditMemoApprovalRequired defaultCreditLimit defaultBillingCycle',
);
const SETTINGS_VIEW = `{ viewer {
  user { fullName preferredName language }
  organization {
    name timeZone defaultCurrency twoFactorRequired selfApprovalAllowed transfersActive paymentsActive
    profile { legalName taxNumber address { street city province postalCode } phone email }
    ordersSettings { defaultPaymentTermDays invoiceNumberPrefix salesOrderNumberPrefix salesOrderApprovalRequired creditMemoApprovalRequired defaultCreditLimit defaultBillingCycle }
  }
} }`;

const VALID_COMPANY_PROFILE = {
  name: 'Sinar Nusantara',
  legalName: 'PT Sinar Nusantara Makmur',
  taxNumber: '01.234.567.8-901.000',
  address: {
    street: 'Jl. Jenderal Sudirman Kav. 52-53',
    city: 'Jakarta Selatan',
    province: 'DKI Jakarta',
    postalCode: '12190',
  },
  phone: '+62 812-3456-7890',
  email: 'keuangan@sinarnusantara.co.id',
  timeZone: 'Asia/Makassar',
  defaultCurrency: 'USD',
};
const VALID_ORDERS = {
  defaultPaymentTermDays: 45,
  invoiceNumberPrefix: 'FAK/',
  salesOrderNumberPrefix: 'PO-JUAL/',
  salesOrderApprovalRequired: true,
  creditMemoApprovalRequired: true,
  defaultCreditLimit: '50000000.00',
  defaultBillingCycle: 'WEEKLY',
};

const suite = systemSuite();

/** The organisation's whole row, to tell what a mutation changed. */
function organizationRow(organizationId: string) {
  return suite.system.account.db
    .selectFrom('organizations')
    .selectAll()
    .where('id', '=', organizationId)
    .executeTakeFirstOrThrow();
}

function userRow(userId: string) {
  return suite.system.account.db
    .selectFrom('users')
    .select(['full_name', 'preferred_name', 'language', 'email'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
}

/** The columns whose values differ between two reads of a row. */
function changedColumns(before: Record<string, unknown>, after: Record<string, unknown>): string[] {
  return Object.keys(after)
    .filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]))
    .sort();
}

async function signedIn(credentials: Credentials): Promise<GraphQLClient> {
  const client = await signedInClient(suite.system.url, credentials);
  return client;
}

/** An organisation with its owner and a Maker signed in, and a second organisation to stay untouched. */
async function organizationWithStaff() {
  const { organizationId, owner } = await createOrganization(suite.system);
  const maker = await addMemberInBuiltInRole(suite.system, organizationId, 'MAKER');
  const other = await createOrganization(suite.system);
  return {
    organizationId,
    owner,
    maker,
    other,
    ownerClient: await signedIn(owner),
    makerClient: await signedIn(maker),
  };
}

/**
 * Saves `input` with `mutation` as the owner of a new organisation and checks
 * that the payload under `payload` refuses it with `expected` and that nothing
 * of the organisation changed.
 */
async function refusedWithoutChange(
  mutation: string,
  payload: string,
  input: Record<string, unknown>,
  expected: { field: string; code: string },
) {
  const { organizationId, ownerClient } = await organizationWithStaff();
  const before = await organizationRow(organizationId);
  const result = await ownerClient.request<
    Record<string, { organization: unknown; userErrors: UserErrors }>
  >(mutation, { input });
  expect(result.data![payload]!.organization).toBeNull();
  expect(result.data![payload]!.userErrors).toEqual([expect.objectContaining(expected)]);
  expect(await organizationRow(organizationId)).toEqual(before);
}

describe('My Profile (profileUpdate)', () => {
  it('when a member saves their names and Indonesian, exactly their user row changes and the viewer shows it', async () => {
    const { organizationId, owner, maker, makerClient } = await organizationWithStaff();
    const ownerBefore = await userRow(owner.userId);
    const makerBefore = await userRow(maker.userId);
    const organizationBefore = await organizationRow(organizationId);

    const result = await makerClient.request<{
      profileUpdate: { user: unknown; userErrors: UserErrors };
    }>(PROFILE_UPDATE, {
      input: { fullName: '  Siti Rahmawati  ', preferredName: 'Siti', language: 'ID' },
    });

    expect(result.data!.profileUpdate).toEqual({
      user: {
        email: maker.email,
        fullName: 'Siti Rahmawati',
        preferredName: 'Siti',
        language: 'ID',
      },
      userErrors: [],
    });
    const makerAfter = await userRow(maker.userId);
    expect(changedColumns(makerBefore, makerAfter)).toEqual([
      'full_name',
      'language',
      'preferred_name',
    ]);
    expect(makerAfter).toMatchObject({
      full_name: 'Siti Rahmawati',
      preferred_name: 'Siti',
      language: 'id',
    });
    expect(await userRow(owner.userId)).toEqual(ownerBefore);
    expect(await organizationRow(organizationId)).toEqual(organizationBefore);
    const viewer = await makerClient.request<{ viewer: { user: unknown } }>(
      '{ viewer { user { fullName preferredName language } } }',
    );
    expect(viewer.data!.viewer.user).toEqual({
      fullName: 'Siti Rahmawati',
      preferredName: 'Siti',
      language: 'ID',
    });
  });

  it('when the preferred name is left empty, it is cleared; a user who never chose a language has none', async () => {
    const { maker, makerClient } = await organizationWithStaff();
    const before = await makerClient.request<{ viewer: { user: { language: string | null } } }>(
      '{ viewer { user { language } } }',
    );
    expect(before.data!.viewer.user.language).toBeNull();

    await makerClient.request(PROFILE_UPDATE, {
      input: { fullName: 'Budi Santoso', preferredName: 'Budi', language: 'EN' },
    });
    const cleared = await makerClient.request<{
      profileUpdate: { user: { preferredName: string | null } };
    }>(PROFILE_UPDATE, {
      input: { fullName: 'Budi Santoso', preferredName: '   ', language: 'EN' },
    });
    expect(cleared.data!.profileUpdate.user.preferredName).toBeNull();
    expect(await userRow(maker.userId)).toMatchObject({ preferred_name: null, language: 'en' });
  });

  const badProfiles: [string, Record<string, unknown>, { field: string; code: string }][] = [
    ['an empty full name', { fullName: '   ' }, { field: 'fullName', code: 'U-ACC-US-1' }],
    [
      'a full name of 201 characters',
      { fullName: 'a'.repeat(201) },
      { field: 'fullName', code: 'U-ACC-US-2' },
    ],
    [
      'a preferred name of 101 characters',
      { preferredName: 'b'.repeat(101) },
      { field: 'preferredName', code: 'U-ACC-US-3' },
    ],
  ];
  for (const [situation, change, expected] of badProfiles) {
    it(`when the profile has ${situation}, it answers ${expected.code} on ${expected.field} and changes nothing`, async () => {
      const { maker, makerClient } = await organizationWithStaff();
      const before = await userRow(maker.userId);
      const result = await makerClient.request<{
        profileUpdate: { user: unknown; userErrors: UserErrors };
      }>(PROFILE_UPDATE, {
        input: { fullName: 'Siti Rahmawati', preferredName: 'Siti', language: 'ID', ...change },
      });
      expect(result.data!.profileUpdate.user).toBeNull();
      expect(result.data!.profileUpdate.userErrors).toEqual([expect.objectContaining(expected)]);
      expect(await userRow(maker.userId)).toEqual(before);
    });
  }

  it('when nobody is signed in, it answers UNAUTHENTICATED', async () => {
    const result = await new GraphQLClient(suite.system.url).request(PROFILE_UPDATE, {
      input: { fullName: 'Siapa', language: 'ID' },
    });
    expect(result.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('Company Profile (organizationProfileUpdate)', () => {
  it('when the owner saves the profile, its columns change (tidied), nothing else, and no other organisation', async () => {
    const { organizationId, other, ownerClient } = await organizationWithStaff();
    const before = await organizationRow(organizationId);
    const otherBefore = await organizationRow(other.organizationId);

    const result = await ownerClient.request<{
      organizationProfileUpdate: { organization: unknown; userErrors: UserErrors };
    }>(ORGANIZATION_PROFILE_UPDATE, {
      input: VALID_COMPANY_PROFILE,
    });

    expect(result.data!.organizationProfileUpdate).toEqual({
      organization: {
        name: 'Sinar Nusantara',
        timeZone: 'Asia/Makassar',
        defaultCurrency: 'USD',
        profile: {
          legalName: 'PT Sinar Nusantara Makmur',
          taxNumber: '012345678901000',
          address: {
            street: 'Jl. Jenderal Sudirman Kav. 52-53',
            city: 'Jakarta Selatan',
            province: 'DKI Jakarta',
            postalCode: '12190',
          },
          phone: '+6281234567890',
          email: 'keuangan@sinarnusantara.co.id',
        },
      },
      userErrors: [],
    });
    const after = await organizationRow(organizationId);
    expect(changedColumns(before, after)).toEqual([
      'address_city',
      'address_postal_code',
      'address_province',
      'address_street',
      'default_currency',
      'email',
      'legal_name',
      'name',
      'phone',
      'tax_number',
      'time_zone',
    ]);
    expect(await organizationRow(other.organizationId)).toEqual(otherBefore);
  });

  it('when optional fields are left out, they are cleared; a 16-digit NPWP and a number starting with 0 are accepted', async () => {
    const { organizationId, ownerClient } = await organizationWithStaff();
    await ownerClient.request(ORGANIZATION_PROFILE_UPDATE, { input: VALID_COMPANY_PROFILE });
    const result = await ownerClient.request<{
      organizationProfileUpdate: {
        organization: { profile: unknown } | null;
        userErrors: UserErrors;
      };
    }>(ORGANIZATION_PROFILE_UPDATE, {
      input: {
        name: 'Sinar Nusantara',
        taxNumber: '3171 0123 4567 8901',
        phone: '021-520 1234',
        timeZone: 'Asia/Jakarta',
        defaultCurrency: 'IDR',
      },
    });
    expect(result.data!.organizationProfileUpdate.userErrors).toEqual([]);
    expect(result.data!.organizationProfileUpdate.organization?.profile).toEqual({
      legalName: null,
      taxNumber: '3171012345678901',
      address: { street: null, city: null, province: null, postalCode: null },
      phone: '+62215201234',
      email: null,
    });
    expect(await organizationRow(organizationId)).toMatchObject({
      legal_name: null,
      address_street: null,
      email: null,
      time_zone: 'Asia/Jakarta',
    });
  });

  const badProfiles: [string, Record<string, unknown>, { field: string; code: string }][] = [
    ['an empty name', { name: ' ' }, { field: 'name', code: 'U-ACC-ORG-1' }],
    [
      'a legal name of 201 characters',
      { legalName: 'L'.repeat(201) },
      { field: 'legalName', code: 'U-ACC-ORG-5' },
    ],
    [
      'an NPWP of 14 digits',
      { taxNumber: '01.234.567.8-901.00' },
      { field: 'taxNumber', code: 'U-ACC-ORG-6' },
    ],
    [
      'an NPWP with letters',
      { taxNumber: '01.234.567.8-901.00A' },
      { field: 'taxNumber', code: 'U-ACC-ORG-6' },
    ],
    [
      'a street of 201 characters',
      { address: { ...VALID_COMPANY_PROFILE.address, street: 's'.repeat(201) } },
      { field: 'address.street', code: 'U-ACC-ORG-5' },
    ],
    [
      'a postal code of 4 digits',
      { address: { ...VALID_COMPANY_PROFILE.address, postalCode: '1219' } },
      { field: 'address.postalCode', code: 'U-ACC-ORG-7' },
    ],
    ['a foreign phone number', { phone: '+65 6123 4567' }, { field: 'phone', code: 'U-ACC-ORG-8' }],
    ['a phone number too short', { phone: '+62 812 345' }, { field: 'phone', code: 'U-ACC-ORG-8' }],
    [
      'an email without @',
      { email: 'keuangan.sinar.co.id' },
      { field: 'email', code: 'U-ACC-ORG-2' },
    ],
    [
      'an unknown time zone',
      { timeZone: 'Asia/Bandung' },
      { field: 'timeZone', code: 'U-ACC-ORG-9' },
    ],
  ];
  for (const [situation, change, expected] of badProfiles) {
    it(`when the profile has ${situation}, it answers ${expected.code} on ${expected.field} and changes nothing`, () =>
      refusedWithoutChange(
        ORGANIZATION_PROFILE_UPDATE,
        'organizationProfileUpdate',
        { ...VALID_COMPANY_PROFILE, ...change },
        expected,
      ));
  }

  it('when a Maker (settings:read, not settings:manage) saves it, FORBIDDEN and nothing changes; they can still read it', async () => {
    const { organizationId, ownerClient, makerClient } = await organizationWithStaff();
    await ownerClient.request(ORGANIZATION_PROFILE_UPDATE, { input: VALID_COMPANY_PROFILE });
    const before = await organizationRow(organizationId);

    const refused = await makerClient.request(ORGANIZATION_PROFILE_UPDATE, {
      input: { ...VALID_COMPANY_PROFILE, name: 'Diambil Alih' },
    });

    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(await organizationRow(organizationId)).toEqual(before);
    const read = await makerClient.request<{
      viewer: { organization: { profile: { legalName: string } } };
    }>(SETTINGS_VIEW);
    expect(read.data!.viewer.organization.profile.legalName).toBe('PT Sinar Nusantara Makmur');
  });

  it('when a member lacks settings:read, the profile and orders settings read as null, and the REST profile is refused', async () => {
    const { organizationId } = await organizationWithStaff();
    const outsider = await addMember(suite.system, organizationId, ['counterparties:read']);
    const client = await signedIn(outsider);
    const read = await client.request<{
      viewer: {
        organization: { profile: unknown; ordersSettings: unknown; transfersActive: boolean };
      };
    }>(SETTINGS_VIEW);
    expect(read.data!.viewer.organization).toMatchObject({
      profile: null,
      ordersSettings: null,
      transfersActive: true,
    });
    const tokens = await signInRest(suite.system, outsider);
    const rest = await fetch(`${suite.system.accountUrl}/organization/profile`, {
      headers: authHeaders(tokens),
    });
    expect(rest.status).toBe(403);
  });

  it('when the viewer belongs to two organisations, only the current one shows its profile', async () => {
    const { owner, ownerClient } = await organizationWithStaff();
    await ownerClient.request(ORGANIZATION_PROFILE_UPDATE, { input: VALID_COMPANY_PROFILE });
    const second = await createOrganization(suite.system, 'PT Kedua Uji');
    const ownerRole = await builtInRoleId(suite.system, second.organizationId, 'OWNER');
    await suite.system.account.db
      .deleteFrom('memberships')
      .where('organization_id', '=', second.organizationId)
      .execute();
    await suite.system.account.db
      .insertInto('memberships')
      .values({
        organization_id: second.organizationId,
        user_id: owner.userId,
        role_id: ownerRole,
        status: MembershipStatus.active,
      })
      .execute();

    const read = await ownerClient.request<{
      viewer: { organizations: { name: string; profile: unknown }[] };
    }>('{ viewer { organizations { name profile { legalName } } } }');
    const byName = Object.fromEntries(
      read.data!.viewer.organizations.map((organization) => [
        organization.name,
        organization.profile,
      ]),
    );
    expect(byName).toEqual({
      'Sinar Nusantara': { legalName: 'PT Sinar Nusantara Makmur' },
      'PT Kedua Uji': null,
    });
  });
});

describe('Controls (organizationSettingsUpdate)', () => {
  it('when the owner allows self-approval and stops transfers and payments, exactly those columns change', async () => {
    const { organizationId, owner, other } = await organizationWithStaff();
    const app = await setUpAuthenticator(suite.system, owner);
    const ownerClient = app.client;
    const before = await organizationRow(organizationId);
    const otherBefore = await organizationRow(other.organizationId);
    expect(before).toMatchObject({
      self_approval_allowed: false,
      transfers_active: true,
      payments_active: true,
    });

    const selfApproval = await ownerClient.request<{
      organizationSettingsUpdate: { organization: unknown; userErrors: UserErrors };
    }>(CONTROLS_UPDATE, {
      input: { selfApprovalAllowed: true, code: app.code() },
    });
    expect(selfApproval.data!.organizationSettingsUpdate).toEqual({
      organization: {
        twoFactorRequired: false,
        selfApprovalAllowed: true,
        transfersActive: true,
        paymentsActive: true,
      },
      userErrors: [],
    });
    expect(changedColumns(before, await organizationRow(organizationId))).toEqual([
      'self_approval_allowed',
    ]);

    await ownerClient.request(CONTROLS_UPDATE, { input: { transfersActive: false } });
    expect(changedColumns(before, await organizationRow(organizationId))).toEqual([
      'self_approval_allowed',
      'transfers_active',
    ]);
    await ownerClient.request(CONTROLS_UPDATE, { input: { paymentsActive: false } });
    expect(changedColumns(before, await organizationRow(organizationId))).toEqual([
      'payments_active',
      'self_approval_allowed',
      'transfers_active',
    ]);
    expect(await organizationRow(other.organizationId)).toEqual(otherBefore);
  });

  it('when the controls change, every member reads them from GET /organization/settings, as the treasury service will', async () => {
    const { organizationId, owner, maker } = await organizationWithStaff();
    const app = await setUpAuthenticator(suite.system, owner);
    const ownerClient = app.client;
    await ownerClient.request(CONTROLS_UPDATE, {
      input: { selfApprovalAllowed: true, paymentsActive: false, code: app.code() },
    });
    await ownerClient.request(ORDERS_UPDATE, { input: VALID_ORDERS });
    const tokens = await signInRest(suite.system, maker);

    const response = await fetch(`${suite.system.accountUrl}/organization/settings`, {
      headers: authHeaders(tokens),
    });

    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      organizationId,
      timeZone: 'Asia/Jakarta',
      defaultCurrency: 'IDR',
      twoFactorRequired: false,
      selfApprovalAllowed: true,
      transfersActive: true,
      paymentsActive: false,
      balanceShortfallRefused: false,
      orders: {
        ...VALID_ORDERS,
        purchaseOrderApprovalRequired: false,
        purchaseOrderApprovalThreshold: null,
        // The three-way match tolerates no difference until the organisation sets one.
        billQuantityTolerance: '0.00',
        billPriceTolerance: '0.00',
      },
      // What documents name of the seller: open to every member, as the rules are.
      seller: {
        name: expect.any(String) as string,
        legalName: null,
        taxNumber: null,
        nitku: null,
        address: null,
      },
    });
    const organization = await fetch(`${suite.system.accountUrl}/organization`, {
      headers: authHeaders(tokens),
    });
    expect(await organization.json()).toMatchObject({
      id: organizationId,
      selfApprovalAllowed: true,
      transfersActive: true,
      paymentsActive: false,
    });
  });

  it('when the owner lets makers approve their own without a current authenticator code, it is refused and nothing changes; switching it off needs none', async () => {
    const { organizationId, owner } = await organizationWithStaff();
    const bare = await signedIn(owner);
    const before = await organizationRow(organizationId);
    const withoutCode = await bare.request<{
      organizationSettingsUpdate: { organization: unknown; userErrors: UserErrors };
    }>(CONTROLS_UPDATE, {
      input: { selfApprovalAllowed: true, paymentsActive: false },
    });
    expect(withoutCode.data!.organizationSettingsUpdate).toEqual({
      organization: null,
      userErrors: [
        {
          field: 'code',
          code: 'U-ACC-ORG-13',
          message:
            'Letting makers approve their own payments and transfers needs a current code of your authenticator app.',
        },
      ],
    });
    expect(await organizationRow(organizationId)).toEqual(before);

    const app = await setUpAuthenticator(suite.system, owner);
    const wrong = await app.client.request<{
      organizationSettingsUpdate: { userErrors: UserErrors };
    }>(CONTROLS_UPDATE, { input: { selfApprovalAllowed: true, code: '000000' } });
    expect(wrong.data!.organizationSettingsUpdate.userErrors).toEqual([
      { field: 'code', code: 'U-ACC-AU-7', message: 'Invalid 2FA code.' },
    ]);
    expect(await organizationRow(organizationId)).toEqual(before);

    const loosened = await app.client.request<{
      organizationSettingsUpdate: { userErrors: UserErrors };
    }>(CONTROLS_UPDATE, { input: { selfApprovalAllowed: true, code: app.code() } });
    expect(loosened.data!.organizationSettingsUpdate.userErrors).toEqual([]);
    expect(await organizationRow(organizationId)).toMatchObject({ self_approval_allowed: true });
    const tightened = await bare.request<{
      organizationSettingsUpdate: { userErrors: UserErrors };
    }>(CONTROLS_UPDATE, { input: { selfApprovalAllowed: false } });
    expect(tightened.data!.organizationSettingsUpdate.userErrors).toEqual([]);
    expect(await organizationRow(organizationId)).toMatchObject({ self_approval_allowed: false });
  });

  it('when 20 wrong codes to loosen the control arrive at once, the sign-in lockout counts them first: the owner is locked and then the right code is refused', async () => {
    const { organizationId, owner } = await organizationWithStaff();
    const app = await setUpAuthenticator(suite.system, owner);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        app.client.request<{ organizationSettingsUpdate: { userErrors: UserErrors } }>(
          CONTROLS_UPDATE,
          { input: { selfApprovalAllowed: true, code: String(200000 + index) } },
        ),
      ),
    );
    const codes = answers
      .map((answer) => answer.data!.organizationSettingsUpdate.userErrors[0]!.code)
      .sort();
    // Sorted: the last of the five checked locks (AU-5), four were checked and wrong (AU-7), fifteen found the lock and were not checked (AU-6).
    expect(codes).toEqual([
      'U-ACC-AU-5',
      ...Array.from({ length: 15 }, () => 'U-ACC-AU-6'),
      ...Array.from({ length: 4 }, () => 'U-ACC-AU-7'),
    ]);
    const right = await app.client.request<{
      organizationSettingsUpdate: { userErrors: UserErrors };
    }>(CONTROLS_UPDATE, { input: { selfApprovalAllowed: true, code: app.code() } });
    expect(right.data!.organizationSettingsUpdate.userErrors).toEqual([
      {
        field: null,
        code: 'U-ACC-AU-6',
        message: 'Your account is in a lock period. Please try again later.',
      },
    ]);
    expect(await organizationRow(organizationId)).toMatchObject({ self_approval_allowed: false });
  });

  it('when a Maker changes a control, FORBIDDEN and nothing changes', async () => {
    const { organizationId, makerClient } = await organizationWithStaff();
    const before = await organizationRow(organizationId);
    const refused = await makerClient.request(CONTROLS_UPDATE, {
      input: { selfApprovalAllowed: true, transfersActive: false, paymentsActive: false },
    });
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(await organizationRow(organizationId)).toEqual(before);
    const viewer = await makerClient.request<{ viewer: { organization: unknown } }>(
      '{ viewer { organization { selfApprovalAllowed transfersActive paymentsActive } } }',
    );
    expect(viewer.data!.viewer.organization).toEqual({
      selfApprovalAllowed: false,
      transfersActive: true,
      paymentsActive: true,
    });
  });
});

const BALANCE_CONTROL_UPDATE = `mutation ($input: OrganizationSettingsUpdateInput!) {
  organizationSettingsUpdate(input: $input) {
    organization { balanceShortfallRefused }
    userErrors { field code message }
  }
}`;
const CONTROLS_ACTIVITY = `{ activityLog(first: 5, entity: "ORGANIZATION") { edges { node { action summary actor { email } changes { field before after } } } } }`;

describe('the balance control (organizationSettingsUpdate balanceShortfallRefused)', () => {
  it('when the owner turns it on, exactly that column changes, the activity log records who did it with before and after, and another organisation keeps it off', async () => {
    const { organizationId, owner, other, ownerClient } = await organizationWithStaff();
    const before = await organizationRow(organizationId);
    const otherBefore = await organizationRow(other.organizationId);
    expect(before.balance_shortfall_refused).toBe(false);

    const turned = await ownerClient.request<{ organizationSettingsUpdate: unknown }>(
      BALANCE_CONTROL_UPDATE,
      { input: { balanceShortfallRefused: true } },
    );

    expect(turned.data!.organizationSettingsUpdate).toEqual({
      organization: { balanceShortfallRefused: true },
      userErrors: [],
    });
    expect(changedColumns(before, await organizationRow(organizationId))).toEqual([
      'balance_shortfall_refused',
    ]);
    expect(await organizationRow(other.organizationId)).toEqual(otherBefore);
    const otherClient = await signedIn(other.owner);
    const otherViewer = await otherClient.request<{ viewer: { organization: unknown } }>(
      '{ viewer { organization { balanceShortfallRefused } } }',
    );
    expect(otherViewer.data!.viewer.organization).toEqual({ balanceShortfallRefused: false });
    const activity = await ownerClient.request<{
      activityLog: {
        edges: { node: { action: string; actor: { email: string }; changes: unknown[] } }[];
      };
    }>(CONTROLS_ACTIVITY);
    expect(activity.data!.activityLog.edges[0]!.node).toMatchObject({
      action: 'UPDATED',
      actor: { email: owner.email },
      changes: [{ field: 'balanceShortfallRefused', before: 'false', after: 'true' }],
    });
  });

  it('when a Maker turns it on, FORBIDDEN, nothing changes and nothing is logged', async () => {
    const { organizationId, makerClient, ownerClient } = await organizationWithStaff();
    const before = await organizationRow(organizationId);
    const logged = (
      await ownerClient.request<{ activityLog: { edges: unknown[] } }>(CONTROLS_ACTIVITY)
    ).data!.activityLog.edges;

    const refused = await makerClient.request(BALANCE_CONTROL_UPDATE, {
      input: { balanceShortfallRefused: true },
    });

    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(await organizationRow(organizationId)).toEqual(before);
    expect(
      (await ownerClient.request<{ activityLog: { edges: unknown[] } }>(CONTROLS_ACTIVITY)).data!
        .activityLog.edges,
    ).toEqual(logged);
  });
});

describe('Orders settings (organizationOrdersSettingsUpdate)', () => {
  it('when the owner saves them, exactly the seven columns change, and no other organisation', async () => {
    const { organizationId, other, ownerClient } = await organizationWithStaff();
    const before = await organizationRow(organizationId);
    const otherBefore = await organizationRow(other.organizationId);
    expect(before).toMatchObject({
      default_payment_term_days: 30,
      invoice_number_prefix: 'INV/',
      sales_order_number_prefix: 'SO/',
      sales_order_approval_required: false,
      credit_memo_approval_required: false,
      default_credit_limit: '0.00',
      default_billing_cycle: 'MONTHLY',
    });

    const result = await ownerClient.request<{
      organizationOrdersSettingsUpdate: { organization: unknown; userErrors: UserErrors };
    }>(ORDERS_UPDATE, {
      input: { ...VALID_ORDERS, invoiceNumberPrefix: ' FAK/ ', defaultCreditLimit: '50000000' },
    });

    expect(result.data!.organizationOrdersSettingsUpdate).toEqual({
      organization: { ordersSettings: VALID_ORDERS },
      userErrors: [],
    });
    const after = await organizationRow(organizationId);
    expect(changedColumns(before, after)).toEqual([
      'credit_memo_approval_required',
      'default_billing_cycle',
      'default_credit_limit',
      'default_payment_term_days',
      'invoice_number_prefix',
      'sales_order_approval_required',
      'sales_order_number_prefix',
    ]);
    expect(after).toMatchObject({
      default_credit_limit: '50000000.00',
      default_billing_cycle: 'WEEKLY',
    });
    expect(await organizationRow(other.organizationId)).toEqual(otherBefore);
  });

  it('when a new organisation reads them, the credit limit is 0.00 (no limit until set on the buyer) and the billing cycle MONTHLY', async () => {
    const { ownerClient } = await organizationWithStaff();
    const read = await ownerClient.request<{
      viewer: { organization: { ordersSettings: unknown } };
    }>(SETTINGS_VIEW);
    expect(read.data!.viewer.organization.ordersSettings).toEqual({
      defaultPaymentTermDays: 30,
      invoiceNumberPrefix: 'INV/',
      salesOrderNumberPrefix: 'SO/',
      salesOrderApprovalRequired: false,
      creditMemoApprovalRequired: false,
      defaultCreditLimit: '0.00',
      defaultBillingCycle: 'MONTHLY',
    });
  });

  it('when the settings leave out whether credit memos need approval (a client written before it), it keeps its value', async () => {
    const { ownerClient } = await organizationWithStaff();
    await ownerClient.request(ORDERS_UPDATE, { input: VALID_ORDERS });
    const { creditMemoApprovalRequired: _left, ...without } = VALID_ORDERS;
    const result = await ownerClient.request<{
      organizationOrdersSettingsUpdate: {
        organization: { ordersSettings: { creditMemoApprovalRequired: boolean } };
        userErrors: UserErrors;
      };
    }>(ORDERS_UPDATE, { input: { ...without, invoiceNumberPrefix: 'FKT/' } });
    expect(result.data!.organizationOrdersSettingsUpdate.userErrors).toEqual([]);
    expect(
      result.data!.organizationOrdersSettingsUpdate.organization.ordersSettings
        .creditMemoApprovalRequired,
    ).toBe(true);
  });

  it('when the credit limit is 0, per order, or the largest amount, each is saved and read back with two decimals', async () => {
    const { ownerClient } = await organizationWithStaff();
    const saved: unknown[] = [];
    for (const [defaultCreditLimit, defaultBillingCycle] of [
      ['0', 'PER_ORDER'],
      ['999999999999999.99', 'BIWEEKLY'],
      ['1500000.5', 'MONTHLY'],
    ]) {
      await ownerClient.request(ORDERS_UPDATE, {
        input: { ...VALID_ORDERS, defaultCreditLimit, defaultBillingCycle },
      });
      const read = await ownerClient.request<{
        viewer: {
          organization: {
            ordersSettings: { defaultCreditLimit: string; defaultBillingCycle: string };
          };
        };
      }>(SETTINGS_VIEW);
      const { ordersSettings } = read.data!.viewer.organization;
      saved.push([ordersSettings.defaultCreditLimit, ordersSettings.defaultBillingCycle]);
    }
    expect(saved).toEqual([
      ['0.00', 'PER_ORDER'],
      ['999999999999999.99', 'BIWEEKLY'],
      ['1500000.50', 'MONTHLY'],
    ]);
  });

  it('when the billing cycle is not one of the four, GraphQL and the REST API refuse it on its field and nothing changes', async () => {
    const { organizationId, owner, ownerClient } = await organizationWithStaff();
    const before = await organizationRow(organizationId);

    const refused = await ownerClient.request(ORDERS_UPDATE, {
      input: { ...VALID_ORDERS, defaultBillingCycle: 'DAILY' },
    });
    const rest = await callRest<{ error: { code: string; field?: string } }>(
      suite.system.accountUrl,
      'PUT',
      '/organization/orders-settings',
      await signInRest(suite.system, owner),
      {
        ...VALID_ORDERS,
        defaultBillingCycle: 'DAILY',
      },
    );

    expect(refused.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(refused.errors?.[0]?.message).toContain('defaultBillingCycle');
    expect(rest).toEqual({
      status: 400,
      body: {
        error: expect.objectContaining({ code: 'BAD_REQUEST', field: 'defaultBillingCycle' }),
      },
    });
    expect(await organizationRow(organizationId)).toEqual(before);
  });

  const badOrders: [string, Record<string, unknown>, { field: string; code: string }][] = [
    [
      'a payment term of 366 days',
      { defaultPaymentTermDays: 366 },
      { field: 'defaultPaymentTermDays', code: 'U-ACC-ORG-10' },
    ],
    [
      'a negative payment term',
      { defaultPaymentTermDays: -1 },
      { field: 'defaultPaymentTermDays', code: 'U-ACC-ORG-10' },
    ],
    [
      'an empty invoice prefix',
      { invoiceNumberPrefix: '  ' },
      { field: 'invoiceNumberPrefix', code: 'U-ACC-ORG-11' },
    ],
    [
      'an invoice prefix with a space inside',
      { invoiceNumberPrefix: 'INV 2026/' },
      { field: 'invoiceNumberPrefix', code: 'U-ACC-ORG-11' },
    ],
    [
      'a sales order prefix of 21 characters',
      { salesOrderNumberPrefix: 'S'.repeat(21) },
      { field: 'salesOrderNumberPrefix', code: 'U-ACC-ORG-11' },
    ],
    [
      'a negative credit limit',
      { defaultCreditLimit: '-1.00' },
      { field: 'defaultCreditLimit', code: 'U-ACC-ORG-12' },
    ],
    [
      'a credit limit with three decimals',
      { defaultCreditLimit: '1000000.125' },
      { field: 'defaultCreditLimit', code: 'U-ACC-ORG-12' },
    ],
    [
      'a credit limit above 999,999,999,999,999.99',
      { defaultCreditLimit: '1000000000000000.00' },
      { field: 'defaultCreditLimit', code: 'U-ACC-ORG-12' },
    ],
  ];
  for (const [situation, change, expected] of badOrders) {
    it(`when the settings have ${situation}, it answers ${expected.code} on ${expected.field} and changes nothing`, () =>
      refusedWithoutChange(
        ORDERS_UPDATE,
        'organizationOrdersSettingsUpdate',
        { ...VALID_ORDERS, ...change },
        expected,
      ));
  }

  it('when the REST API gets a credit limit that is not a plain decimal of 0 or more, it answers U-ACC-ORG-12 on defaultCreditLimit and changes nothing', async () => {
    const { organizationId, owner } = await organizationWithStaff();
    const tokens = await signInRest(suite.system, owner);
    const before = await organizationRow(organizationId);
    const answers: unknown[] = [];
    for (const defaultCreditLimit of ['lima puluh juta', '50.000.000', ' ', '-0.01', '1e6']) {
      const { status, body } = await callRest<{ error: { code: string; field?: string } }>(
        suite.system.accountUrl,
        'PUT',
        '/organization/orders-settings',
        tokens,
        {
          ...VALID_ORDERS,
          defaultCreditLimit,
        },
      );
      answers.push([defaultCreditLimit, status, body.error.code, body.error.field]);
    }
    expect(answers).toEqual(
      ['lima puluh juta', '50.000.000', ' ', '-0.01', '1e6'].map((value) => [
        value,
        400,
        'U-ACC-ORG-12',
        'defaultCreditLimit',
      ]),
    );
    expect(await organizationRow(organizationId)).toEqual(before);
  });

  it('when the owner requires purchase order approval from an amount, exactly those two columns change and read back; left out, they keep their values', async () => {
    const { organizationId, ownerClient } = await organizationWithStaff();
    const PO_APPROVAL = ordersUpdate(
      'purchaseOrderApprovalRequired purchaseOrderApprovalThreshold',
    );
    const before = await organizationRow(organizationId);
    expect(before).toMatchObject({
      purchase_order_approval_required: false,
      purchase_order_approval_threshold: null,
    });
    // The Orders settings as the tests start from them, with the approval's two columns left out.
    const unchanged = ORDERS_SETTINGS;
    const saved = await ownerClient.request<{
      organizationOrdersSettingsUpdate: { organization: unknown; userErrors: UserErrors };
    }>(PO_APPROVAL, {
      input: {
        ...unchanged,
        purchaseOrderApprovalRequired: true,
        purchaseOrderApprovalThreshold: '10000000',
      },
    });
    expect(saved.data!.organizationOrdersSettingsUpdate).toEqual({
      organization: {
        ordersSettings: {
          purchaseOrderApprovalRequired: true,
          purchaseOrderApprovalThreshold: '10000000.00',
        },
      },
      userErrors: [],
    });
    const after = await organizationRow(organizationId);
    expect(changedColumns(before, after)).toEqual([
      'purchase_order_approval_required',
      'purchase_order_approval_threshold',
    ]);
    // A form that does not know them (an older client) leaves them as they are.
    await ownerClient.request(ORDERS_UPDATE, { input: unchanged });
    expect(await organizationRow(organizationId)).toMatchObject({
      purchase_order_approval_required: true,
      purchase_order_approval_threshold: '10000000.00',
    });
    const cleared = await ownerClient.request<{
      organizationOrdersSettingsUpdate: { organization: unknown };
    }>(PO_APPROVAL, { input: { ...unchanged, purchaseOrderApprovalThreshold: null } });
    expect(cleared.data!.organizationOrdersSettingsUpdate.organization).toEqual({
      ordersSettings: { purchaseOrderApprovalRequired: true, purchaseOrderApprovalThreshold: null },
    });
  });

  it('when the purchase order approval threshold has three decimals, it answers U-ACC-ORG-14 on purchaseOrderApprovalThreshold and changes nothing', async () => {
    const { organizationId, ownerClient } = await organizationWithStaff();
    const before = await organizationRow(organizationId);
    const refused = await ownerClient.request<{
      organizationOrdersSettingsUpdate: { organization: unknown; userErrors: UserErrors };
    }>(ORDERS_UPDATE, {
      input: {
        ...VALID_ORDERS,
        purchaseOrderApprovalRequired: true,
        purchaseOrderApprovalThreshold: '1500000.125',
      },
    });
    expect(refused.data!.organizationOrdersSettingsUpdate).toEqual({
      organization: null,
      userErrors: [
        {
          field: 'purchaseOrderApprovalThreshold',
          code: 'U-ACC-ORG-14',
          message:
            'The purchase order approval threshold is an amount of 0 or more with at most two decimals, up to 999,999,999,999,999.99.',
        },
      ],
    });
    expect(await organizationRow(organizationId)).toEqual(before);
  });

  it('when a Maker saves them, FORBIDDEN and nothing changes', async () => {
    const { organizationId, makerClient } = await organizationWithStaff();
    const before = await organizationRow(organizationId);
    const refused = await makerClient.request(ORDERS_UPDATE, { input: VALID_ORDERS });
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(await organizationRow(organizationId)).toEqual(before);
  });
});

describe.each(TRANSPORTS)('Bill tolerances in the Orders settings over %s', (transport) => {
  const TOLERANCES_UPDATE = ordersUpdate('billQuantityTolerance billPriceTolerance');
  type TolerancesAnswer = {
    organizationOrdersSettingsUpdate: { organization: unknown; userErrors: UserErrors };
  };

  it('when the owner sets both, exactly their two columns change, read back with two decimals; left out or null, they keep their values', async () => {
    const { organizationId, other, ownerClient } = await organizationWithStaff();
    const before = await organizationRow(organizationId);
    const otherBefore = await organizationRow(other.organizationId);
    const saved = await send<TolerancesAnswer>(transport, ownerClient, TOLERANCES_UPDATE, {
      input: { ...ORDERS_SETTINGS, billQuantityTolerance: '5', billPriceTolerance: '2.5' },
    });
    expect(saved.data!.organizationOrdersSettingsUpdate).toEqual({
      organization: {
        ordersSettings: { billQuantityTolerance: '5.00', billPriceTolerance: '2.50' },
      },
      userErrors: [],
    });
    const after = await organizationRow(organizationId);
    expect(changedColumns(before, after)).toEqual([
      'bill_price_tolerance',
      'bill_quantity_tolerance',
    ]);
    const kept = await send<TolerancesAnswer>(transport, ownerClient, TOLERANCES_UPDATE, {
      input: { ...ORDERS_SETTINGS, billPriceTolerance: null },
    });
    expect(kept.data!.organizationOrdersSettingsUpdate.organization).toEqual({
      ordersSettings: { billQuantityTolerance: '5.00', billPriceTolerance: '2.50' },
    });
    expect(await organizationRow(other.organizationId)).toEqual(otherBefore);
  });

  it('when a tolerance is above 100, has three decimals or is no number, it answers U-INV-PO-9 on its field and changes nothing', async () => {
    const { organizationId, ownerClient } = await organizationWithStaff();
    const before = await organizationRow(organizationId);
    const answers: unknown[] = [];
    for (const [field, value] of [
      ['billQuantityTolerance', '100.01'],
      ['billPriceTolerance', '2.555'],
      ['billPriceTolerance', '-1'],
    ] as const) {
      const refused = await send<TolerancesAnswer>(transport, ownerClient, TOLERANCES_UPDATE, {
        input: { ...ORDERS_SETTINGS, [field]: value },
      });
      answers.push(refused.data!.organizationOrdersSettingsUpdate);
    }
    const refusal = (field: string) => ({
      organization: null,
      userErrors: [
        {
          field,
          code: 'U-INV-PO-9',
          message: 'A bill tolerance is a percentage from 0 to 100 with at most two decimals.',
        },
      ],
    });
    expect(answers).toEqual([
      refusal('billQuantityTolerance'),
      refusal('billPriceTolerance'),
      refusal('billPriceTolerance'),
    ]);
    expect(await organizationRow(organizationId)).toEqual(before);
  });

  it('when a Maker sets them, FORBIDDEN and nothing changes', async () => {
    const { organizationId, makerClient } = await organizationWithStaff();
    const before = await organizationRow(organizationId);
    const refused = await send(transport, makerClient, TOLERANCES_UPDATE, {
      input: { ...ORDERS_SETTINGS, billQuantityTolerance: '10' },
    });
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(await organizationRow(organizationId)).toEqual(before);
  });
});
