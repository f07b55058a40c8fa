import { sql } from 'kysely';
import { mailedRequestToken } from '../support/mail.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { OWNER_NIK, SENAYAN_WARD } from '../support/customer-profiles.js';
import { CUSTOMER_DOCUMENT_MAX_BYTES } from '../../contracts/invoicing/customers.js';
import { addMember, allowSelfApproval, createOrganization } from '../support/factories.js';
import { insertActiveBuyer } from '../support/invoicing.js';
import { GraphQLClient, signedInClient, type UserErrors } from '../support/graphql-client.js';
import { organisationSuite } from '../support/organisation-suite.js';

const suite = organisationSuite({ name: 'PT Pemasok Jaya', outsider: 'PT Pesaing', clients: true });

/** A small real PDF and PNG, and a Windows program named like a PDF. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
  'latin1',
);
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const EXE = Buffer.concat([Buffer.from('MZ', 'latin1'), Buffer.alloc(126, 0x90)]);

/** A valid NIK: district 31.74.07 (Kebayoran Baru), born 12 January 1990, serial 0001. */
const NIK = OWNER_NIK;
const ADDRESS = { street1: 'Jl. Senayan No. 12', ...SENAYAN_WARD };

const CUSTOMER = `id type status name email phone owner { nik } paymentTermDays billingCycle creditLimit { amount currency } version
  invitation { sendCount expired }
  address { street1 postalCode province { code name level } regency { code name } district { code name } village { code name level } }
  documents { id kind fileName contentType size uploadedBy { id } downloadUrl }
  documentChecklist { kind required uploaded }
  approvedBy { id } rejection { reason by { id } }`;
type Customer = {
  id: string;
  type: string;
  status: string;
  name: string | null;
  email: string;
  phone: string | null;
  owner: { nik: string | null } | null;
  paymentTermDays: number | null;
  billingCycle: string | null;
  creditLimit: { amount: string; currency: string } | null;
  version: number;
  invitation: { sendCount: number; expired: boolean } | null;
  address: {
    street1: string;
    postalCode: string;
    province: { code: string; name: string; level: string };
    village: { code: string; name: string; level: string };
  } | null;
  documents: {
    id: string;
    kind: string;
    fileName: string;
    contentType: string;
    size: number;
    uploadedBy: { id: string } | null;
    downloadUrl: string;
  }[];
  documentChecklist: { kind: string; required: boolean; uploaded: boolean }[];
  approvedBy: { id: string } | null;
  rejection: { reason: string; by: { id: string } | null } | null;
};
type Payload = {
  customer: Customer | null;
  customerEdge: { cursor: string; node: { id: string } } | null;
  userErrors: UserErrors;
};

const REQUEST = `state organizationName email type name phone owner { nik } completedSteps
  invoiceDelivery { invoiceLanguage }
  address { street1 province { name } village { code name } }
  documents { id kind fileName contentType size }
  documentChecklist { kind required uploaded }`;
type CustomerRequest = {
  state: string;
  organizationName: string | null;
  email: string | null;
  type: string | null;
  name: string | null;
  phone: string | null;
  owner: { nik: string | null } | null;
  invoiceDelivery: { invoiceLanguage: string | null } | null;
  completedSteps: string[];
  address: {
    street1: string;
    province: { name: string };
    village: { code: string; name: string };
  } | null;
  documents: { id: string; kind: string; fileName: string; contentType: string; size: number }[];
  documentChecklist: { kind: string; required: boolean; uploaded: boolean }[];
};

const mutation = (name: string, input: string) =>
  `mutation ($input: ${input}!) { ${name}(input: $input) { customer { ${CUSTOMER} } customerEdge { cursor node { id } } userErrors { field code message } } }`;
const INVITE = mutation('customerInvite', 'CustomerInviteInput');
const CREATE = mutation('customerCreate', 'CustomerCreateInput');
const UPDATE = mutation('customerUpdate', 'CustomerUpdateInput');
const APPROVE = mutation('customerApprove', 'CustomerApproveInput');
const REJECT = mutation('customerReject', 'CustomerReasonInput');

/** Approves the request of `customerId` as `client`, with `terms` (payment terms, credit limit) if given: the mutation's payload. */
const approveRequest = async (
  client: GraphQLClient,
  customerId: string,
  terms: Record<string, unknown> = {},
) =>
  (await client.data<{ customerApprove: Payload }>(APPROVE, { input: { customerId, ...terms } }))
    .customerApprove;

/** Expects the approval `approved` to have gone through: no errors, the customer active on `terms`. */
function expectActiveOn(approved: Payload, terms: Record<string, unknown>) {
  expect(approved.userErrors).toEqual([]);
  expect(approved.customer).toMatchObject({ status: 'ACTIVE', ...terms });
}

/** Rejects the request of `customerId` as `client` for `reason`: the mutation's payload. */
const rejectRequest = async (client: GraphQLClient, customerId: string, reason: string) =>
  (await client.data<{ customerReject: Payload }>(REJECT, { input: { customerId, reason } }))
    .customerReject;
const DEACTIVATE = mutation('customerDeactivate', 'CustomerReasonInput');
const CANCEL = mutation('customerInvitationCancel', 'CustomerIdInput');
const RESEND = mutation('customerInvitationResend', 'CustomerIdInput');
const DOCUMENT_DELETE = mutation('customerDocumentDelete', 'CustomerDocumentDeleteInput');
const REQUEST_QUERY = `query ($token: String!) { customerRequest(token: $token) { ${REQUEST} } }`;
const requestMutation = (name: string, input: string) =>
  `mutation ($input: ${input}!) { ${name}(input: $input) { request { ${REQUEST} } userErrors { field code message } } }`;
const SAVE = requestMutation('customerRequestSave', 'CustomerRequestSaveInput');
const SUBMIT = requestMutation('customerRequestSubmit', 'CustomerRequestTokenInput');
const REQUEST_DOCUMENT_DELETE = requestMutation(
  'customerRequestDocumentDelete',
  'CustomerRequestDocumentDeleteInput',
);
/** Everything personal the buyer's page could show: a spent link answers none of it. */
const SPENT_QUERY = `query ($token: String!) { customerRequest(token: $token) {
  state organizationName email expiresAt type name phone owner { nik } finance { bankName accountNumber accountName } completedSteps
  address { street1 } documents { fileName } documentChecklist { kind } } }`;
/** What a spent link answers of the fields both the GraphQL and the REST request share: nothing. */
const SPENT_SHARED = {
  state: 'EXPIRED',
  organizationName: null,
  email: null,
  expiresAt: null,
  type: null,
  name: null,
  phone: null,
  completedSteps: [],
  documents: [],
};
const SPENT_REQUEST = {
  ...SPENT_SHARED,
  owner: null,
  finance: null,
  address: null,
  documentChecklist: [],
};
const NODE = `query ($id: ID!) { node(id: $id) { __typename ... on Customer { ${CUSTOMER} } } }`;

const anonymous = () => new GraphQLClient(suite.system.url);
const uuidOf = (globalId: string) =>
  Buffer.from(globalId, 'base64url').toString('utf8').split(':')[1]!;
const unique = () => Math.random().toString(36).slice(2, 8);

async function invite(
  client: GraphQLClient,
  type = 'INDIVIDUAL',
  email = `pembeli-${unique()}@contoh.co.id`,
) {
  const made = await client.data<{ customerInvite: Payload }>(INVITE, {
    input: { email, type, name: 'Budi' },
  });
  expect(made.customerInvite.userErrors).toEqual([]);
  return {
    customer: made.customerInvite.customer!,
    edge: made.customerInvite.customerEdge!,
    email,
    token: await mailedRequestToken(suite.system, email),
  };
}

/** A buyer's upload through the link. */
function uploadThroughLink(token: string, kind: string, fileName: string, body: Buffer) {
  return fetch(`${suite.system.url}/api/customer-request-documents?kind=${kind}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/octet-stream',
      'x-file-name': encodeURIComponent(fileName),
      'x-customer-request-token': token,
    },
    body: new Uint8Array(body),
  });
}

/** A member's upload to a customer waiting for review. */
function uploadAsStaff(
  client: GraphQLClient,
  customerId: string,
  kind: string,
  fileName: string,
  body: Buffer,
) {
  return fetch(
    `${suite.system.url}/api/customer-documents?customer=${encodeURIComponent(customerId)}&kind=${kind}`,
    {
      method: 'POST',
      headers: {
        'content-type': 'application/pdf',
        'x-file-name': encodeURIComponent(fileName),
        cookie: client.cookieHeader,
      },
      body: new Uint8Array(body),
    },
  );
}

const customerData = {
  name: 'Budi Santoso',
  phone: '081234567890',
  owner: { nik: NIK },
  finance: { bankName: 'BCA', accountNumber: '1234567890', accountName: 'BUDI SANTOSO' },
  invoiceDelivery: {
    financeContactName: 'Budi',
    financeContactEmail: 'tagihan@contoh.co.id',
    invoiceLanguage: 'EN',
  },
};

/** A whole individual buyer at `email` (`customerData`, billed at its registered address): a `CustomerCreateInput`. */
const individualCustomer = (email: string) => ({
  type: 'INDIVIDUAL',
  email,
  ...customerData,
  address: ADDRESS,
  billingAddressSameAsRegistered: true,
});

/** The billing address step's fields: billed at the registered address. */
const BILLED_AT_REGISTERED = { address: ADDRESS, billingAddressSameAsRegistered: true };

/** Saves `step` of the request behind `token` as the buyer's `client`, with the step's `fields`: the mutation's payload. */
const saveStep = async (
  client: GraphQLClient,
  token: string,
  step: 'CUSTOMER_DATA' | 'BILLING_ADDRESS',
  fields: Record<string, unknown>,
) =>
  (
    await client.data<{
      customerRequestSave: { request: CustomerRequest; userErrors: UserErrors };
    }>(SAVE, { input: { token, step, ...fields } })
  ).customerRequestSave;

/** A customer filled and sent through the link: its global id and token. */
async function sentRequest(client: GraphQLClient) {
  const made = await invite(client);
  const buyer = anonymous();
  expect((await saveStep(buyer, made.token, 'CUSTOMER_DATA', customerData)).userErrors).toEqual([]);
  expect(
    (await saveStep(buyer, made.token, 'BILLING_ADDRESS', BILLED_AT_REGISTERED)).userErrors,
  ).toEqual([]);
  expect((await uploadThroughLink(made.token, 'INDIVIDUAL_ID', 'ktp.pdf', PDF)).status).toBe(201);
  expect(
    (
      await buyer.data<{ customerRequestSubmit: { userErrors: UserErrors } }>(SUBMIT, {
        input: { token: made.token },
      })
    ).customerRequestSubmit.userErrors,
  ).toEqual([]);
  return made;
}

async function node(client: GraphQLClient, id: string): Promise<Customer | null> {
  return (await client.data<{ node: Customer | null }>(NODE, { id })).node;
}

beforeAll(async () => {
  // The owner reviews the buyers they invite themselves: the company allows self-approval here
  // (four-eyes.test.ts is where it does not).
  await allowSelfApproval(suite.system, suite.organizationId);
});

describe('customers through GraphQL', () => {
  it('a buyer invited by email fills the request through the link, uploads documents and sends it; staff see it waiting and approve it with a credit limit', async () => {
    const made = await invite(suite.ownerClient);
    expect(made.customer).toMatchObject({
      type: 'INDIVIDUAL',
      status: 'INVITED',
      name: 'Budi',
      email: made.email,
      invitation: { sendCount: 1, expired: false },
      documents: [],
    });
    expect(made.edge.node.id).toBe(made.customer.id);

    const buyer = anonymous();
    const opened = (
      await buyer.data<{ customerRequest: CustomerRequest }>(REQUEST_QUERY, { token: made.token })
    ).customerRequest;
    expect(opened).toMatchObject({
      state: 'OPEN',
      organizationName: 'PT Pemasok Jaya',
      email: made.email,
      type: 'INDIVIDUAL',
      completedSteps: [],
      documents: [],
    });
    expect(opened.documentChecklist).toEqual([
      { kind: 'INDIVIDUAL_ID', required: true, uploaded: false },
      { kind: 'INDIVIDUAL_TAX_NUMBER', required: false, uploaded: false },
      { kind: 'BANK_STATEMENT', required: false, uploaded: false },
    ]);

    // A field of a section is named as the input names it: `owner.nik`, not the service's `profile.owner.nik`.
    const badNik = await saveStep(buyer, made.token, 'CUSTOMER_DATA', {
      ...customerData,
      owner: { nik: '31740712019000' },
    });
    expect(badNik).toEqual({
      request: null,
      userErrors: [{ field: 'owner.nik', code: 'U-INV-CU-8', message: 'The NIK has 16 digits.' }],
    });

    const saved = await saveStep(buyer, made.token, 'CUSTOMER_DATA', customerData);
    expect(saved.userErrors).toEqual([]);
    expect(saved.request).toMatchObject({
      state: 'OPEN',
      name: 'Budi Santoso',
      phone: '+6281234567890',
      owner: { nik: NIK },
      // The buyer chooses the language its invoices are mailed in.
      invoiceDelivery: { invoiceLanguage: 'EN' },
      completedSteps: ['CUSTOMER_DATA'],
    });
    const addressed = await saveStep(buyer, made.token, 'BILLING_ADDRESS', BILLED_AT_REGISTERED);
    expect(addressed.userErrors).toEqual([]);
    expect(addressed.request.completedSteps.sort()).toEqual(['BILLING_ADDRESS', 'CUSTOMER_DATA']);
    expect(addressed.request.address).toEqual({
      street1: ADDRESS.street1,
      province: { name: expect.stringMatching(/Jakarta/i) },
      village: { code: '31.74.07.1006', name: expect.any(String) },
    });

    // Sending before the documents is refused; a program named like a PDF is refused by its content.
    const early = await buyer.data<{
      customerRequestSubmit: { request: null; userErrors: UserErrors };
    }>(SUBMIT, { input: { token: made.token } });
    expect(
      early.customerRequestSubmit.userErrors.map((error) => [error.field, error.code]),
    ).toEqual([['documents', 'U-INV-CU-19']]);
    const exe = await uploadThroughLink(made.token, 'INDIVIDUAL_ID', 'x.pdf', EXE);
    expect(exe.status).toBe(415);
    expect(((await exe.json()) as { error: { code: string } }).error.code).toBe('U-INV-CU-20');
    const pdf = await uploadThroughLink(made.token, 'INDIVIDUAL_ID', 'KTP Budi.pdf', PDF);
    expect(pdf.status).toBe(201);
    expect(await pdf.json()).toMatchObject({
      kind: 'INDIVIDUAL_ID',
      fileName: 'KTP Budi.pdf',
      contentType: 'application/pdf',
      size: PDF.length,
      uploadedBy: null,
    });
    const png = await uploadThroughLink(made.token, 'INDIVIDUAL_TAX_NUMBER', 'npwp.png', PNG);
    expect(png.status).toBe(201);
    const extra = (
      (await (
        await uploadThroughLink(made.token, 'BANK_STATEMENT', 'rekening.png', PNG)
      ).json()) as { id: string }
    ).id;
    const removed = await buyer.data<{
      customerRequestDocumentDelete: { request: CustomerRequest; userErrors: UserErrors };
    }>(REQUEST_DOCUMENT_DELETE, {
      input: { token: made.token, documentId: extra },
    });
    expect(removed.customerRequestDocumentDelete.userErrors).toEqual([]);
    expect(
      removed.customerRequestDocumentDelete.request.documents
        .map((document) => document.kind)
        .sort(),
    ).toEqual(['INDIVIDUAL_ID', 'INDIVIDUAL_TAX_NUMBER']);
    expect(
      removed.customerRequestDocumentDelete.request.documentChecklist
        .filter((check) => check.uploaded)
        .map((check) => check.kind),
    ).toEqual(['INDIVIDUAL_ID', 'INDIVIDUAL_TAX_NUMBER']);

    const sent = await buyer.data<{
      customerRequestSubmit: { request: CustomerRequest; userErrors: UserErrors };
    }>(SUBMIT, { input: { token: made.token } });
    expect(sent.customerRequestSubmit.userErrors).toEqual([]);
    expect(sent.customerRequestSubmit.request.state).toBe('SENT');
    const again = await saveStep(buyer, made.token, 'CUSTOMER_DATA', {
      ...customerData,
      name: 'Budi Lain',
    });
    expect(again.userErrors.map((error) => error.code)).toEqual(['U-INV-CU-30']);

    const waiting = await suite.ownerClient.data<{
      customers: { totalCount: number; edges: { node: { id: string; status: string } }[] };
    }>('{ customers(stage: INVITED, first: 20) { totalCount edges { node { id status } } } }');
    expect(
      waiting.customers.edges.find((edge) => edge.node.id === made.customer.id)?.node.status,
    ).toBe('REQUEST_SENT');
    const read = (await node(suite.ownerClient, made.customer.id))!;
    expect(read).toMatchObject({
      status: 'REQUEST_SENT',
      name: 'Budi Santoso',
      owner: { nik: NIK },
      address: {
        street1: ADDRESS.street1,
        postalCode: '12190',
        province: { code: '31', level: 'PROVINCE' },
        village: { code: '31.74.07.1006', level: 'VILLAGE' },
      },
    });
    expect(read.documents.map((document) => [document.kind, document.contentType])).toEqual(
      expect.arrayContaining([
        ['INDIVIDUAL_ID', 'application/pdf'],
        ['INDIVIDUAL_TAX_NUMBER', 'image/png'],
      ]),
    );
    expect(read.documents[0]!.downloadUrl).toBe(
      `/customer-documents/${uuidOf(made.customer.id)}/${read.documents[0]!.id}/download`,
    );

    // A rejection needs a reason: refused, and nothing changes.
    const noReason = await rejectRequest(suite.ownerClient, made.customer.id, '  ');
    expect(noReason).toEqual({
      customer: null,
      customerEdge: null,
      userErrors: [{ field: 'reason', code: 'U-INV-CU-5', message: 'Give a reason.' }],
    });
    expect((await node(suite.ownerClient, made.customer.id))!).toMatchObject({
      status: 'REQUEST_SENT',
      version: read.version,
      rejection: null,
    });

    const approved = await approveRequest(suite.ownerClient, made.customer.id, {
      paymentTermDays: 30,
      billingCycle: 'MONTHLY',
      creditLimit: '25000000',
    });
    expectActiveOn(approved, {
      paymentTermDays: 30,
      billingCycle: 'MONTHLY',
      creditLimit: { amount: '25000000.00', currency: 'IDR' },
      approvedBy: { id: expect.any(String) },
    });
    const active = await suite.ownerClient.data<{
      customers: { edges: { node: { id: string; status: string } }[] };
    }>('{ customers(stage: ACTIVE, first: 20) { edges { node { id status } } } }');
    expect(active.customers.edges.map((edge) => edge.node)).toContainEqual({
      id: made.customer.id,
      status: 'ACTIVE',
    });

    // The revision history: who (a member, or the buyer through the link) and what, field by field.
    const history = await suite.ownerClient.data<{
      node: {
        revisions: {
          totalCount: number;
          edges: {
            node: {
              action: string;
              byCustomer: boolean;
              actor: { id: string } | null;
              changes: { field: string; from: string | null; to: string | null }[];
            };
          }[];
        };
      };
    }>(
      'query ($id: ID!) { node(id: $id) { ... on Customer { revisions(first: 50) { totalCount edges { node { action byCustomer actor { id } changes { field from to } } } } } } }',
      {
        id: made.customer.id,
      },
    );
    const revisions = history.node.revisions.edges.map((edge) => edge.node);
    expect(revisions[0]).toMatchObject({
      action: 'APPROVED',
      byCustomer: false,
      actor: { id: expect.any(String) },
    });
    expect(revisions[0]!.changes).toContainEqual({
      field: 'status',
      from: 'REQUEST_SENT',
      to: 'ACTIVE',
    });
    const saves = revisions.filter((revision) => revision.action === 'REQUEST_SAVED');
    expect(saves.every((revision) => revision.byCustomer && revision.actor === null)).toBe(true);
    expect(saves.flatMap((revision) => revision.changes)).toContainEqual({
      field: 'profile.owner.nik',
      from: null,
      to: NIK,
    });
    expect(revisions.map((revision) => revision.action)).toEqual(
      expect.arrayContaining([
        'INVITED',
        'DOCUMENT_ADDED',
        'DOCUMENT_REMOVED',
        'REQUEST_SENT',
        'APPROVED',
      ]),
    );
    expect(history.node.revisions.totalCount).toBe(revisions.length);

    // Deactivating an active buyer needs a reason too; with one, the decision keeps who made it.
    const deactivated = await suite.ownerClient.data<{ customerDeactivate: Payload }>(DEACTIVATE, {
      input: { customerId: made.customer.id, reason: 'Tidak lagi membeli' },
    });
    expect(deactivated.customerDeactivate.customer).toMatchObject({ status: 'DEACTIVATED' });
  });

  it('a document downloads as an attachment in a sandbox, to members who may read customers of the organisation only', async () => {
    const made = await sentRequest(suite.ownerClient);
    const customer = (await node(suite.ownerClient, made.customer.id))!;
    const url = `${suite.system.url}${customer.documents[0]!.downloadUrl}`;
    const download = await fetch(url, { headers: { cookie: suite.ownerClient.cookieHeader } });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(download.headers.get('content-disposition')).toMatch(/^attachment; filename="ktp\.pdf"/);
    expect(download.headers.get('content-security-policy')).toBe('sandbox');
    expect(download.headers.get('x-content-type-options')).toBe('nosniff');
    expect(download.headers.get('cache-control')).toBe('private, no-store');
    expect(Buffer.from(await download.arrayBuffer()).equals(PDF)).toBe(true);

    expect((await fetch(url)).status).toBe(401);
    expect(
      (await fetch(url, { headers: { cookie: suite.outsiderClient.cookieHeader } })).status,
    ).toBe(404);
    const outsider = await signedInClient(
      suite.system.url,
      await addMember(suite.system, suite.organizationId, ['bills:read']),
    );
    expect((await fetch(url, { headers: { cookie: outsider.cookieHeader } })).status).toBe(403);
    const missing = `${suite.system.url}/customer-documents/${uuidOf(made.customer.id)}/00000000-0000-4000-8000-000000000000/download`;
    expect(
      (await fetch(missing, { headers: { cookie: suite.ownerClient.cookieHeader } })).status,
    ).toBe(404);
  });

  it('staff add a buyer directly, upload its documents, change it (field by field in the history) and approve it with the Orders settings’ defaults', async () => {
    const owner = suite.ownerClient;
    const settings = await owner.data<{
      organizationOrdersSettingsUpdate: { userErrors: UserErrors };
    }>(
      'mutation ($input: OrganizationOrdersSettingsUpdateInput!) { organizationOrdersSettingsUpdate(input: $input) { userErrors { field code message } } }',
      {
        input: {
          defaultPaymentTermDays: 14,
          invoiceNumberPrefix: 'INV/',
          salesOrderNumberPrefix: 'SO/',
          salesOrderApprovalRequired: false,
          defaultCreditLimit: '5000000',
          defaultBillingCycle: 'WEEKLY',
        },
      },
    );
    expect(settings.organizationOrdersSettingsUpdate.userErrors).toEqual([]);
    const email = `langsung-${unique()}@contoh.co.id`;
    const input = individualCustomer(email);
    const bad = await owner.data<{ customerCreate: Payload }>(CREATE, {
      input: { ...input, address: { ...ADDRESS, postalCode: '1219' } },
    });
    expect(bad.customerCreate.userErrors.map((error) => error.field)).toEqual([
      'address.postalCode',
    ]);
    // Every field at fault in one answer: the name and phone left blank beside the postal code.
    const worse = await owner.data<{ customerCreate: Payload }>(CREATE, {
      input: { ...input, name: ' ', phone: ' ', address: { ...ADDRESS, postalCode: '1219' } },
    });
    expect(worse.customerCreate.userErrors.map((error) => [error.field, error.code])).toEqual([
      ['name', 'U-INV-CU-6'],
      ['phone', 'U-INV-CU-6'],
      ['address.postalCode', bad.customerCreate.userErrors[0]!.code],
    ]);
    const created = await owner.data<{ customerCreate: Payload }>(CREATE, { input });
    expect(created.customerCreate.userErrors).toEqual([]);
    const customer = created.customerCreate.customer!;
    expect(customer).toMatchObject({
      status: 'REQUEST_SENT',
      invitation: null,
      documentChecklist: expect.arrayContaining([
        { kind: 'INDIVIDUAL_ID', required: true, uploaded: false },
      ]),
    });

    const uploaded = await uploadAsStaff(owner, customer.id, 'INDIVIDUAL_ID', 'ktp.png', PNG);
    expect(uploaded.status).toBe(201);
    const document = (await uploaded.json()) as { id: string; contentType: string };
    expect(document.contentType).toBe('image/png');
    const renamed = await uploadAsStaff(owner, customer.id, 'INDIVIDUAL_TAX_NUMBER', 'x.pdf', EXE);
    expect(renamed.status).toBe(415);
    expect(((await renamed.json()) as { error: { code: string } }).error.code).toBe('U-INV-CU-20');
    const wrongKind = await uploadAsStaff(owner, customer.id, 'NOT_A_KIND', 'ktp.pdf', PDF);
    expect(wrongKind.status).toBe(400);
    // Larger than the limit: refused by its declared length, before anything reaches the service.
    const large = await uploadAsStaff(
      owner,
      customer.id,
      'BANK_STATEMENT',
      'besar.pdf',
      Buffer.concat([PDF, Buffer.alloc(CUSTOMER_DOCUMENT_MAX_BYTES)]),
    );
    expect(large.status).toBe(413);
    expect(((await large.json()) as { error: { code: string } }).error.code).toBe('U-INV-CU-21');
    const read = (await node(owner, customer.id))!;
    expect(read.documents).toMatchObject([
      { id: document.id, kind: 'INDIVIDUAL_ID', uploadedBy: { id: expect.any(String) } },
    ]);

    const changed = await owner.data<{ customerUpdate: Payload }>(UPDATE, {
      input: { ...input, customerId: customer.id, version: read.version, phone: '081298765432' },
    });
    expect(changed.customerUpdate.userErrors).toEqual([]);
    expect(changed.customerUpdate.customer!.phone).toBe('+6281298765432');
    const stale = await owner.data<{ customerUpdate: Payload }>(UPDATE, {
      input: { ...input, customerId: customer.id, version: read.version, phone: '081211112222' },
    });
    expect(stale.customerUpdate.userErrors.map((error) => [error.field, error.code])).toEqual([
      ['version', 'U-INV-CU-28'],
    ]);
    const history = await owner.data<{
      node: {
        revisions: {
          edges: {
            node: {
              action: string;
              changes: { field: string; from: string | null; to: string | null }[];
            };
          }[];
        };
      };
    }>(
      'query ($id: ID!) { node(id: $id) { ... on Customer { revisions(first: 5) { edges { node { action changes { field from to } } } } } } }',
      { id: customer.id },
    );
    expect(history.node.revisions.edges[0]!.node).toEqual({
      action: 'UPDATED',
      changes: [{ field: 'phone', from: '+6281234567890', to: '+6281298765432' }],
    });

    const removable = (
      (await (
        await uploadAsStaff(owner, customer.id, 'BANK_STATEMENT', 'rekening.pdf', PDF)
      ).json()) as { id: string }
    ).id;
    const deleted = await owner.data<{ customerDocumentDelete: Payload }>(DOCUMENT_DELETE, {
      input: { customerId: customer.id, documentId: removable },
    });
    expect(deleted.customerDocumentDelete.customer!.documents.map((kept) => kept.id)).toEqual([
      document.id,
    ]);
    const deletedAgain = await owner.data<{ customerDocumentDelete: Payload }>(DOCUMENT_DELETE, {
      input: { customerId: customer.id, documentId: removable },
    });
    expect(
      deletedAgain.customerDocumentDelete.userErrors.map((error) => [error.field, error.code]),
    ).toEqual([['documentId', 'U-INV-CU-22']]);

    const approved = await approveRequest(owner, customer.id);
    expectActiveOn(approved, {
      paymentTermDays: 14,
      billingCycle: 'WEEKLY',
      creditLimit: { amount: '5000000.00', currency: 'IDR' },
    });
  });

  it('an expired link answers EXPIRED and nothing else, and saving through it is refused; resending mails a new link and the old one stops working', async () => {
    const made = await invite(suite.ownerClient, 'COMPANY');
    await sql`update customer_invitations set expires_at = now() - interval '1 minute' where customer_id = ${uuidOf(made.customer.id)}`.execute(
      suite.system.invoicing.db,
    );
    const buyer = anonymous();
    expect(
      (await buyer.data<{ customerRequest: CustomerRequest }>(REQUEST_QUERY, { token: made.token }))
        .customerRequest,
    ).toEqual({
      state: 'EXPIRED',
      organizationName: null,
      email: null,
      type: null,
      name: null,
      phone: null,
      owner: null,
      invoiceDelivery: null,
      completedSteps: [],
      address: null,
      documents: [],
      documentChecklist: [],
    });
    const refused = await saveStep(buyer, made.token, 'CUSTOMER_DATA', { name: 'PT Pembeli' });
    expect(refused.userErrors.map((error) => error.code)).toEqual(['U-INV-CU-29']);
    expect((await uploadThroughLink(made.token, 'DIRECTOR_ID', 'ktp.pdf', PDF)).status).toBe(410);
    expect(
      (
        await buyer.data<{ customerRequest: { state: string } }>(
          '{ customerRequest(token: "bukan token") { state } }',
        )
      ).customerRequest.state,
    ).toBe('EXPIRED');
    expect((await node(suite.ownerClient, made.customer.id))!).toMatchObject({
      status: 'EXPIRED',
      invitation: { expired: true },
      name: 'Budi',
    });

    const resent = await suite.ownerClient.data<{ customerInvitationResend: Payload }>(RESEND, {
      input: { customerId: made.customer.id },
    });
    expect(resent.customerInvitationResend.customer).toMatchObject({
      status: 'INVITED',
      invitation: { sendCount: 2, expired: false },
    });
    const token = await mailedRequestToken(suite.system, made.email);
    expect(token).not.toBe(made.token);
    expect(
      (await buyer.data<{ customerRequest: { state: string } }>(REQUEST_QUERY, { token }))
        .customerRequest.state,
    ).toBe('OPEN');
    const cancelled = await suite.ownerClient.data<{ customerInvitationCancel: Payload }>(CANCEL, {
      input: { customerId: made.customer.id },
    });
    expect(cancelled.customerInvitationCancel.customer!.status).toBe('CANCELLED');
    expect(
      (await buyer.data<{ customerRequest: { state: string } }>(REQUEST_QUERY, { token }))
        .customerRequest.state,
    ).toBe('EXPIRED');
  });

  it('when a request was approved, rejected, or sent and its link then expired, the link answers EXPIRED and nothing else, through GraphQL, the service’s REST and the document route', async () => {
    const buyer = anonymous();
    const approved = await sentRequest(suite.ownerClient);
    // Waiting for review, the buyer still reads back what they sent.
    expect(
      (
        await buyer.data<{ customerRequest: Record<string, unknown> }>(SPENT_QUERY, {
          token: approved.token,
        })
      ).customerRequest,
    ).toMatchObject({
      state: 'SENT',
      owner: { nik: NIK },
      finance: { accountNumber: '1234567890' },
      documents: [{ fileName: 'ktp.pdf' }],
    });
    expect(
      (await approveRequest(suite.ownerClient, approved.customer.id, { creditLimit: '10000000' }))
        .userErrors,
    ).toEqual([]);
    const rejected = await sentRequest(suite.ownerClient);
    expect(
      (await rejectRequest(suite.ownerClient, rejected.customer.id, 'Data tidak lengkap'))
        .userErrors,
    ).toEqual([]);
    const lapsed = await sentRequest(suite.ownerClient);
    await sql`update customer_invitations set expires_at = now() - interval '1 minute' where customer_id = ${uuidOf(lapsed.customer.id)}`.execute(
      suite.system.invoicing.db,
    );

    const spent = {
      code: 'U-INV-CU-29',
      message:
        'This invitation link has expired or is no longer valid. Ask the supplier for a new one.',
    };
    for (const [story, made] of [
      ['approved', approved],
      ['rejected', rejected],
      ['lapsed', lapsed],
    ] as const) {
      const document = (await node(suite.ownerClient, made.customer.id))!.documents[0]!;
      expect({
        story,
        request: (
          await buyer.data<{ customerRequest: unknown }>(SPENT_QUERY, { token: made.token })
        ).customerRequest,
      }).toEqual({ story, request: SPENT_REQUEST });
      const rest = await fetch(`${suite.system.invoicingUrl}/customer-request`, {
        headers: { 'x-customer-request-token': made.token },
      });
      expect({ story, body: await rest.json() }).toEqual({
        story,
        body: { ...SPENT_SHARED, profile: null },
      });

      // Every change through the link is refused as a spent link, without saying more.
      const saved = await buyer.data<{
        customerRequestSave: { request: unknown; userErrors: UserErrors };
      }>(SAVE, { input: { token: made.token, step: 'CUSTOMER_DATA', ...customerData } });
      const removed = await buyer.data<{
        customerRequestDocumentDelete: { request: unknown; userErrors: UserErrors };
      }>(REQUEST_DOCUMENT_DELETE, {
        input: { token: made.token, documentId: document.id },
      });
      const submitted = await buyer.data<{
        customerRequestSubmit: { request: unknown; userErrors: UserErrors };
      }>(SUBMIT, { input: { token: made.token } });
      expect({
        story,
        answers: [
          saved.customerRequestSave,
          removed.customerRequestDocumentDelete,
          submitted.customerRequestSubmit,
        ],
      }).toEqual({
        story,
        answers: Array.from({ length: 3 }, () => ({
          request: null,
          userErrors: [{ field: null, ...spent }],
        })),
      });
      const upload = await uploadThroughLink(made.token, 'INDIVIDUAL_TAX_NUMBER', 'npwp.pdf', PDF);
      expect({ story, status: upload.status, body: await upload.json() }).toEqual({
        story,
        status: 410,
        body: { error: spent },
      });
      expect(
        (await node(suite.ownerClient, made.customer.id))!.documents.map((kept) => kept.id),
      ).toEqual([document.id]);
    }
  });

  it('another organisation’s customer answers as not found, through the node, every mutation and the document routes', async () => {
    const theirs = await sentRequest(suite.outsiderClient);
    const theirDocument = (await node(suite.outsiderClient, theirs.customer.id))!.documents[0]!;
    expect(await node(suite.ownerClient, theirs.customer.id)).toBeNull();
    const notFound = [{ field: 'customerId', code: 'U-INV-CU-1', message: 'Customer not found.' }];
    const tries: [string, string, Record<string, unknown>][] = [
      ['customerApprove', APPROVE, { creditLimit: '1' }],
      ['customerReject', REJECT, { reason: 'Bukan milik kami' }],
      ['customerDeactivate', DEACTIVATE, { reason: 'Bukan milik kami' }],
      ['customerInvitationCancel', CANCEL, {}],
      ['customerInvitationResend', RESEND, {}],
      ['customerDocumentDelete', DOCUMENT_DELETE, { documentId: theirDocument.id }],
      [
        'customerUpdate',
        UPDATE,
        { version: 1, type: 'INDIVIDUAL', email: theirs.email, ...customerData, address: ADDRESS },
      ],
    ];
    for (const [name, query, input] of tries) {
      const answer = await suite.ownerClient.data<Record<string, Payload>>(query, {
        input: { customerId: theirs.customer.id, ...input },
      });
      expect({ name, answer: answer[name] }).toEqual({
        name,
        answer: { customer: null, customerEdge: null, userErrors: notFound },
      });
    }
    const upload = await uploadAsStaff(
      suite.ownerClient,
      theirs.customer.id,
      'INDIVIDUAL_TAX_NUMBER',
      'npwp.pdf',
      PDF,
    );
    expect(upload.status).toBe(404);
    const download = await fetch(`${suite.system.url}${theirDocument.downloadUrl}`, {
      headers: { cookie: suite.ownerClient.cookieHeader },
    });
    expect(download.status).toBe(404);
    const list = await suite.ownerClient.data<{ customers: { edges: { node: { id: string } }[] } }>(
      '{ customers(first: 100) { edges { node { id } } } }',
    );
    expect(list.customers.edges.map((edge) => edge.node.id)).not.toContain(theirs.customer.id);
    // Theirs is as it was.
    expect((await node(suite.outsiderClient, theirs.customer.id))!).toMatchObject({
      status: 'REQUEST_SENT',
      documents: [{ id: theirDocument.id }],
    });
  });

  it('reading needs customers:read, inviting and changing customers:manage, deciding customers:approve (FORBIDDEN otherwise)', async () => {
    const waiting = await sentRequest(suite.ownerClient);
    const code = (result: { errors?: { extensions?: { code?: string } }[] }) =>
      result.errors?.[0]?.extensions?.code;
    const outsider = await signedInClient(
      suite.system.url,
      await addMember(suite.system, suite.organizationId, ['bills:read']),
    );
    const reader = await signedInClient(
      suite.system.url,
      await addMember(suite.system, suite.organizationId, ['customers:read']),
    );
    const manager = await signedInClient(
      suite.system.url,
      await addMember(suite.system, suite.organizationId, ['customers:read', 'customers:manage']),
    );
    const approver = await signedInClient(
      suite.system.url,
      await addMember(suite.system, suite.organizationId, ['customers:read', 'customers:approve']),
    );

    expect(code(await outsider.request('{ customers { totalCount } }'))).toBe('FORBIDDEN');
    expect(
      (await outsider.data<{ node: unknown }>(NODE, { id: waiting.customer.id })).node,
    ).toBeNull();
    expect(
      (await reader.data<{ customers: { totalCount: number } }>('{ customers { totalCount } }'))
        .customers.totalCount,
    ).toBeGreaterThan(0);
    expect((await node(reader, waiting.customer.id))!.status).toBe('REQUEST_SENT');

    const inviteInput = {
      input: { email: `dilarang-${unique()}@contoh.co.id`, type: 'INDIVIDUAL' },
    };
    const rejectInput = { input: { customerId: waiting.customer.id, reason: 'Tidak' } };
    for (const [who, client, operation, variables] of [
      ['reader invites', reader, INVITE, inviteInput],
      ['approver invites', approver, INVITE, inviteInput],
      ['reader rejects', reader, REJECT, rejectInput],
      ['manager approves', manager, APPROVE, { input: { customerId: waiting.customer.id } }],
      ['manager rejects', manager, REJECT, rejectInput],
    ] as const)
      expect({ who, code: code(await client.request(operation, variables)) }).toEqual({
        who,
        code: 'FORBIDDEN',
      });
    expect(
      (await uploadAsStaff(reader, waiting.customer.id, 'INDIVIDUAL_TAX_NUMBER', 'npwp.pdf', PDF))
        .status,
    ).toBe(403);
    expect((await node(suite.ownerClient, waiting.customer.id))!.status).toBe('REQUEST_SENT');

    const invited = await manager.data<{ customerInvite: Payload }>(INVITE, inviteInput);
    expect(invited.customerInvite.customer!.status).toBe('INVITED');
    const badEmail = await manager.data<{ customerInvite: Payload }>(INVITE, {
      input: { email: 'bukan-email', type: 'COMPANY' },
    });
    expect(badEmail.customerInvite.userErrors.map((error) => [error.field, error.code])).toEqual([
      ['email', 'U-INV-CU-3'],
    ]);
    const rejected = await rejectRequest(approver, waiting.customer.id, 'Dokumen tidak jelas');
    expect(rejected.customer).toMatchObject({
      status: 'REJECTED',
      rejection: { reason: 'Dokumen tidak jelas', by: { id: expect.any(String) } },
    });

    // The staff routes need a session; the buyer's need the link's token and nothing else.
    expect(
      (
        await fetch(
          `${suite.system.url}/api/customer-documents?customer=${encodeURIComponent(waiting.customer.id)}&kind=INDIVIDUAL_ID`,
          { method: 'POST', headers: { 'x-file-name': 'a.pdf' }, body: PDF },
        )
      ).status,
    ).toBe(401);
    const noToken = await fetch(
      `${suite.system.url}/api/customer-request-documents?kind=INDIVIDUAL_ID`,
      {
        method: 'POST',
        headers: { 'x-file-name': 'a.pdf' },
        body: PDF,
      },
    );
    expect(noToken.status).toBe(410);
  });

  it('when a buyer’s email holds NEL (U+0085), or a line or paragraph separator, inviting, adding, changing and the request form refuse it and nothing is written', async () => {
    const base = `garis-${unique()}@contoh.co.id`;
    const spellings = [
      `${base}\u0085`,
      `${base}\u0085Bcc:x@y.id`,
      `garis\u0085${base}`,
      `garis\u2028${base}`,
      `garis\u2029${base}`,
    ];
    const fields = (errors: UserErrors) => errors.map((error) => [error.field, error.code]);
    for (const email of spellings) {
      const invited = await suite.ownerClient.data<{ customerInvite: Payload }>(INVITE, {
        input: { email, type: 'INDIVIDUAL', name: 'Budi' },
      });
      expect(fields(invited.customerInvite.userErrors), JSON.stringify(email)).toEqual([
        ['email', 'U-INV-CU-3'],
      ]);
      const added = await suite.ownerClient.data<{ customerCreate: Payload }>(CREATE, {
        input: individualCustomer(email),
      });
      expect(fields(added.customerCreate.userErrors), JSON.stringify(email)).toEqual([
        ['email', 'U-INV-CU-3'],
      ]);
    }
    const written = await sql<{ n: string }>`select count(*) as n from customers
      where organization_id = ${suite.organizationId} and email like ${`%${base}%`}`.execute(
      suite.system.invoicing.db,
    );
    expect(written.rows[0]!.n).toBe('0');

    // A buyer already added keeps its email when a change would give it a line break.
    const email = `tetap-${unique()}@contoh.co.id`;
    const input = individualCustomer(email);
    const created = await suite.ownerClient.data<{ customerCreate: Payload }>(CREATE, { input });
    expect(created.customerCreate.userErrors).toEqual([]);
    const customer = created.customerCreate.customer!;
    for (const changed of [`${email}\u0085`, `tetap\u2028${email}`]) {
      const update = await suite.ownerClient.data<{ customerUpdate: Payload }>(UPDATE, {
        input: { ...input, email: changed, customerId: customer.id, version: customer.version },
      });
      expect(fields(update.customerUpdate.userErrors)).toEqual([['email', 'U-INV-CU-3']]);
    }
    expect(await node(suite.ownerClient, customer.id)).toMatchObject({
      email,
      version: customer.version,
    });

    // The request form's finance contact: the buyer's own address for invoices.
    const { token } = await invite(suite.ownerClient);
    const saved = await anonymous().data<{ customerRequestSave: { userErrors: UserErrors } }>(
      SAVE,
      {
        input: {
          token,
          step: 'CUSTOMER_DATA',
          ...customerData,
          invoiceDelivery: {
            ...customerData.invoiceDelivery,
            financeContactEmail: 'tagihan@contoh.co.id\u0085',
          },
        },
      },
    );
    expect(fields(saved.customerRequestSave.userErrors)).toEqual([
      ['invoiceDelivery.financeContactEmail', 'INVALID_CHARACTERS'],
    ]);
  });

  it('the regions of Indonesia are listed without a session: the provinces, then the areas inside one', async () => {
    const client = anonymous();
    const provinces = (
      await client.data<{ regions: { code: string; name: string; level: string }[] }>(
        '{ regions { code name level } }',
      )
    ).regions;
    expect(provinces.length).toBe(38);
    expect(provinces).toContainEqual({
      code: '31',
      name: expect.stringMatching(/Jakarta/i),
      level: 'PROVINCE',
    });
    const districts = (
      await client.data<{ regions: { code: string; level: string }[] }>(
        '{ regions(parent: "31.74") { code level } }',
      )
    ).regions;
    expect(districts).toContainEqual({ code: '31.74.07', level: 'DISTRICT' });
    expect(
      (await client.data<{ regions: unknown[] }>('{ regions(parent: "99.99") { code } }')).regions,
    ).toEqual([]);
  });

  it('the customers list counts each tab of its own organisation only, which /buyer opens on; a member without customers:read is refused', async () => {
    const company = await createOrganization(suite.system, 'PT Pembeli Tab');
    for (const name of ['PT Karya Logistik Nusantara', 'CV Sumber Makmur'])
      await insertActiveBuyer(suite.system.invoicing.db, company.organizationId, { name });
    // Another organisation's buyers, one waiting and one approved, are not counted.
    await insertActiveBuyer(suite.system.invoicing.db, suite.organizationId);
    await suite.ownerClient.data(INVITE, {
      input: { email: `tab-${unique()}@contoh.co.id`, type: 'INDIVIDUAL' },
    });
    const TABS = `{ invited: customers(stage: INVITED, first: 1) { totalCount }
      active: customers(stage: ACTIVE, first: 1) { totalCount } }`;

    const owner = await signedInClient(suite.system.url, company.owner);
    expect(
      await owner.data<{ invited: { totalCount: number }; active: { totalCount: number } }>(TABS),
    ).toEqual({ invited: { totalCount: 0 }, active: { totalCount: 2 } });

    const stranger = await signedInClient(
      suite.system.url,
      await addMember(suite.system, company.organizationId, ['bills:read']),
    );
    const refused = await stranger.request(TABS);
    expect(refused.errors?.map((error) => error.extensions?.code)).toContain('FORBIDDEN');
  });
});
