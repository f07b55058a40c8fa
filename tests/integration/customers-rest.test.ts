import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  CustomerEdge,
  CustomerRequestResponse,
  CustomerResponse,
  CustomerRevisionListResponse,
} from '../../contracts/invoicing/customers.js';
import { CUSTOMER_DOCUMENT_MAX_BYTES } from '../../contracts/invoicing/customers.js';
import type { System } from '../../system.js';
import {
  addMember,
  authHeaders,
  callRest,
  allowSelfApproval,
  createOrganization,
  signInRest,
  type Tokens,
} from '../support/factories.js';
import { activityOf } from '../support/activity.js';
import { workerSystem } from '../support/system.js';
import { BUYER_NIK, SENAYAN_ADDRESS } from '../support/customer-profiles.js';

/**
 * The invoicing service's customers over its REST API, in the real system:
 * the link's token as the buyer's only credential, documents judged by their
 * content while they stream in, every check counted once under twenty
 * requests at the same instant.
 */
let system: System;
let owner: Tokens;
let other: Tokens;
let sequence = 0;

type Json = { error?: { code: string; field?: string; message: string } };
const call = <T>(method: string, path: string, tokens: Tokens, body?: unknown) =>
  callRest<T & Json>(system.invoicingUrl, method, path, tokens, body);

/** A small but real PDF, and an executable renamed to look like one. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(510, 0x90)]);

/** The link's token of the last invitation mailed to `email`. */
async function tokenMailedTo(email: string): Promise<string> {
  const { rows } = await sql<{
    text_body: string;
  }>`select text_body from mail_outbox where to_address = ${email} order by id desc limit 1`.execute(
    system.invoicing.db,
  );
  const match = /invitation\?request=([\w-]+)/.exec(rows[0]?.text_body ?? '');
  if (!match) throw new Error(`No invitation mailed to ${email}`);
  return decodeURIComponent(match[1]!);
}

/** The last mail to `email` in the invoicing service's outbox. */
async function lastMailTo(email: string): Promise<{ subject: string; text: string }> {
  const { rows } = await sql<{
    subject: string;
    text: string;
  }>`select subject, text_body as text from mail_outbox where to_address = ${email} order by id desc limit 1`.execute(
    system.invoicing.db,
  );
  if (!rows[0]) throw new Error(`Nothing mailed to ${email}`);
  return rows[0];
}

const emailOf = async (customerId: string) =>
  (await call<CustomerResponse>('GET', `/customers/${customerId}`, owner)).body.email!;

/** Sets the member's interface language (their profile), which their mail to buyers follows. */
async function speaking(tokens: Tokens, language: 'en' | 'id'): Promise<void> {
  const me = await callRest<{ user: { fullName: string } }>(
    system.accountUrl,
    'GET',
    '/me',
    tokens,
  );
  expect(
    (
      await callRest(system.accountUrl, 'PUT', '/me/profile', tokens, {
        fullName: me.body.user.fullName,
        language,
      })
    ).status,
  ).toBe(200);
}

async function invite(
  tokens: Tokens,
  type = 'INDIVIDUAL',
): Promise<{ id: string; email: string; token: string }> {
  sequence += 1;
  const email = `pembeli-${sequence}-${Date.now()}@example.co.id`;
  const made = await call<CustomerEdge>('POST', '/customers/invitations', tokens, { email, type });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  return { id: made.body.node.id, email, token: await tokenMailedTo(email) };
}

/** A buyer's call through the link. */
async function asBuyer<T>(
  method: string,
  path: string,
  token: string,
  body?: unknown,
  raw?: { kind: string; name: string; bytes: Buffer | ReadableStream },
) {
  const headers: Record<string, string> = { 'x-customer-request-token': token };
  let payload: BodyInit | undefined;
  if (raw) {
    headers['content-type'] = 'application/octet-stream';
    headers['x-file-name'] = encodeURIComponent(raw.name);
    payload = raw.bytes as BodyInit;
  } else if (body !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  const response = await fetch(`${system.invoicingUrl}${path}${raw ? `?kind=${raw.kind}` : ''}`, {
    method,
    headers,
    body: payload,
    ...(raw ? { duplex: 'half' } : {}),
  } as RequestInit);
  return { status: response.status, body: (await response.json()) as T & Json };
}

/** The buyer uploads a document of `kind` named `name` through the link: the service's answer. */
const uploadAsBuyer = (token: string, kind: string, name: string, bytes: Buffer | ReadableStream) =>
  asBuyer('POST', '/customer-request/documents', token, undefined, { kind, name, bytes });

/** A request filled and sent by the buyer: an individual with an ID card. */
async function sentRequest(tokens: Tokens): Promise<string> {
  const { id, token } = await invite(tokens);
  expect(
    (
      await asBuyer('PUT', '/customer-request', token, {
        step: 'CUSTOMER_DATA',
        name: 'Siti Rahma',
        phone: '0812 3456 7890',
        profile: { owner: { nik: BUYER_NIK } },
      })
    ).status,
  ).toBe(200);
  expect(
    (
      await asBuyer('PUT', '/customer-request', token, {
        step: 'BILLING_ADDRESS',
        profile: { address: SENAYAN_ADDRESS, billingAddressSameAsRegistered: true },
      })
    ).status,
  ).toBe(200);
  expect((await uploadAsBuyer(token, 'INDIVIDUAL_ID', 'ktp.pdf', PDF)).status).toBe(201);
  const sent = await asBuyer<CustomerRequestResponse>('POST', '/customer-request/submit', token);
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  return id;
}

const documentsOf = async (customerId: string) =>
  Number(
    (
      await sql<{
        n: string;
      }>`select count(*) as n from customer_documents where customer_id = ${customerId}`.execute(
        system.invoicing.db,
      )
    ).rows[0]!.n,
  );

beforeAll(async () => {
  system = await workerSystem();
  const first = await createOrganization(system, 'PT Pemasok Utama');
  const second = await createOrganization(system, 'PT Pemasok Lain');
  // The owner reviews the buyers they invite themselves: the company allows self-approval here
  // (four-eyes.test.ts is where it does not).
  await allowSelfApproval(system, first.organizationId);
  [owner, other] = await Promise.all([
    signInRest(system, first.owner),
    signInRest(system, second.owner),
  ]);
});

afterAll(() => system?.stop());

describe('a buyer’s request through the link', () => {
  it('opens with the supplier’s name, keeps each step, refuses a renamed executable, and is sent once complete', async () => {
    const { id, token } = await invite(owner);
    const opened = await asBuyer<CustomerRequestResponse>('GET', '/customer-request', token);
    expect(opened.body).toMatchObject({
      state: 'OPEN',
      organizationName: 'PT Pemasok Utama',
      type: 'INDIVIDUAL',
      completedSteps: [],
    });

    const early = await asBuyer('POST', '/customer-request/submit', token);
    expect(early.body.error?.code).toBe('U-INV-CU-24');

    const badNik = await asBuyer('PUT', '/customer-request', token, {
      step: 'CUSTOMER_DATA',
      name: 'Siti Rahma',
      phone: '081234567890',
      profile: { owner: { nik: '3174993203900001' } },
    });
    expect(badNik.body.error).toMatchObject({ code: 'U-INV-CU-9', field: 'profile.owner.nik' });
    const saved = await asBuyer<CustomerRequestResponse>('PUT', '/customer-request', token, {
      step: 'CUSTOMER_DATA',
      name: 'Siti Rahma',
      phone: '081234567890',
      profile: { owner: { nik: BUYER_NIK } },
    });
    expect(saved.body).toMatchObject({
      completedSteps: ['CUSTOMER_DATA'],
      phone: '+6281234567890',
      profile: { owner: { nik: BUYER_NIK } },
    });

    const exe = await uploadAsBuyer(token, 'INDIVIDUAL_ID', 'ktp.pdf', EXE);
    expect(exe.status).toBe(415);
    expect(exe.body.error?.code).toBe('U-INV-CU-20');
    expect(await documentsOf(id)).toBe(0);
    const listedKind = await uploadAsBuyer(token, 'DEED_OF_ESTABLISHMENT', 'akta.pdf', PDF);
    expect(listedKind.body.error?.code).toBe('U-INV-CU-23');

    await asBuyer('PUT', '/customer-request', token, {
      step: 'BILLING_ADDRESS',
      profile: { address: SENAYAN_ADDRESS, billingAddressSameAsRegistered: true },
    });
    const missing = await asBuyer('POST', '/customer-request/submit', token);
    expect(missing.body.error?.code).toBe('U-INV-CU-19');
    expect((await uploadAsBuyer(token, 'INDIVIDUAL_ID', 'KTP Siti.pdf', PDF)).status).toBe(201);

    // Reopened later (another session): the steps and the document are there.
    const resumed = await asBuyer<CustomerRequestResponse>('GET', '/customer-request', token);
    expect(resumed.body.completedSteps.sort()).toEqual(['BILLING_ADDRESS', 'CUSTOMER_DATA']);
    expect(resumed.body.documents).toMatchObject([
      { kind: 'INDIVIDUAL_ID', fileName: 'KTP Siti.pdf', contentType: 'application/pdf' },
    ]);

    const sent = await asBuyer<CustomerRequestResponse>('POST', '/customer-request/submit', token);
    expect(sent.body.state).toBe('SENT');
    const again = await asBuyer('PUT', '/customer-request', token, {
      step: 'CUSTOMER_DATA',
      name: 'Siti',
      phone: '081234567890',
      profile: { owner: { nik: BUYER_NIK } },
    });
    expect(again.body.error?.code).toBe('U-INV-CU-30');
    const staff = await call<CustomerResponse>('GET', `/customers/${id}`, owner);
    expect(staff.body).toMatchObject({ status: 'REQUEST_SENT', name: 'Siti Rahma' });
  });

  it('refuses a document over 10 MB while it streams, keeping nothing', async () => {
    const { id, token } = await invite(owner);
    let sent = 0;
    const chunk = Buffer.concat([PDF, Buffer.alloc(1024 * 1024 - PDF.length, 0x20)]);
    const stream = new ReadableStream({
      pull(controller) {
        if (sent > CUSTOMER_DOCUMENT_MAX_BYTES + 2 * chunk.length) return controller.close();
        sent += chunk.length;
        controller.enqueue(sent === chunk.length ? chunk : Buffer.alloc(chunk.length, 0x20));
      },
    });
    const refused = await uploadAsBuyer(token, 'INDIVIDUAL_ID', 'besar.pdf', stream);
    expect(refused.status).toBe(413);
    expect(refused.body.error?.code).toBe('U-INV-CU-21');
    expect(await documentsOf(id)).toBe(0);
  });

  it('an expired link, a replaced one and a withdrawn one answer EXPIRED and change nothing', async () => {
    const first = await invite(owner);
    await sql`update customer_invitations set expires_at = now() - interval '1 minute' where customer_id = ${first.id}`.execute(
      system.invoicing.db,
    );
    expect(
      (await asBuyer<CustomerRequestResponse>('GET', '/customer-request', first.token)).body,
    ).toMatchObject({ state: 'EXPIRED', email: null, organizationName: null });
    const refused = await asBuyer('PUT', '/customer-request', first.token, {
      step: 'CUSTOMER_DATA',
      name: 'X',
      phone: '081234567890',
      profile: { owner: { nik: BUYER_NIK } },
    });
    expect(refused.status).toBe(410);
    expect(refused.body.error?.code).toBe('U-INV-CU-29');
    expect((await call<CustomerResponse>('GET', `/customers/${first.id}`, owner)).body.status).toBe(
      'EXPIRED',
    );

    // Resent: a new link works, the old one no longer does.
    expect((await call('POST', `/customers/${first.id}/invitation/resend`, owner)).status).toBe(
      200,
    );
    const fresh = await tokenMailedTo(first.email);
    expect(fresh).not.toBe(first.token);
    expect(
      (await asBuyer<CustomerRequestResponse>('GET', '/customer-request', fresh)).body.state,
    ).toBe('OPEN');
    await sql`update customer_invitations set expires_at = now() + interval '1 day' where customer_id = ${first.id}`.execute(
      system.invoicing.db,
    );
    expect(
      (await asBuyer<CustomerRequestResponse>('GET', '/customer-request', first.token)).body.state,
    ).toBe('EXPIRED');

    expect(
      (await call<CustomerResponse>('POST', `/customers/${first.id}/invitation/cancel`, owner)).body
        .status,
    ).toBe('CANCELLED');
    expect(
      (await asBuyer<CustomerRequestResponse>('GET', '/customer-request', fresh)).body.state,
    ).toBe('EXPIRED');
    expect(
      (await asBuyer<CustomerRequestResponse>('GET', '/customer-request', 'not-a-token')).body
        .state,
    ).toBe('EXPIRED');
  });
});

describe('the review', () => {
  it('rejects only with a reason, approves with the Orders settings’ defaults, and keeps who and when', async () => {
    const rejected = await sentRequest(owner);
    const noReason = await call('POST', `/customers/${rejected}/reject`, owner, { reason: '  ' });
    expect(noReason.body.error).toMatchObject({ code: 'U-INV-CU-5', field: 'reason' });
    expect((await call<CustomerResponse>('GET', `/customers/${rejected}`, owner)).body.status).toBe(
      'REQUEST_SENT',
    );
    const done = await call<CustomerResponse>('POST', `/customers/${rejected}/reject`, owner, {
      reason: 'KTP tidak terbaca',
    });
    expect(done.body).toMatchObject({
      status: 'REJECTED',
      rejection: { reason: 'KTP tidak terbaca' },
    });

    const approved = await sentRequest(owner);
    const badLimit = await call('POST', `/customers/${approved}/approve`, owner, {
      creditLimit: '-5',
    });
    expect(badLimit.body.error).toMatchObject({ code: 'U-INV-CU-27', field: 'creditLimit' });
    const active = await call<CustomerResponse>('POST', `/customers/${approved}/approve`, owner, {
      creditLimit: '250000000',
    });
    expect(active.status, JSON.stringify(active.body)).toBe(200);
    expect(active.body).toMatchObject({
      status: 'ACTIVE',
      creditLimit: '250000000.00',
      paymentTermDays: 30,
      billingCycle: 'MONTHLY',
    });
    const history = await call<CustomerRevisionListResponse>(
      'GET',
      `/customers/${approved}/revisions`,
      owner,
    );
    expect(history.body.items.map((edge) => edge.node.action)).toEqual([
      'APPROVED',
      'REQUEST_SENT',
      'DOCUMENT_ADDED',
      'REQUEST_SAVED',
      'REQUEST_SAVED',
      'INVITED',
    ]);
    expect(history.body.items[0]!.node.changes).toContainEqual({
      field: 'creditLimit',
      from: null,
      to: '250000000.00',
    });
    expect(history.body.items[1]!.node.actor).toEqual({ kind: 'CUSTOMER', userId: null });

    const deactivated = await call<CustomerResponse>(
      'POST',
      `/customers/${approved}/deactivate`,
      owner,
      { reason: 'Tidak lagi bertransaksi' },
    );
    expect(deactivated.body).toMatchObject({
      status: 'DEACTIVATED',
      deactivation: { reason: 'Tidak lagi bertransaksi' },
    });
  });

  it('when a buyer is approved, the buyer is mailed the approval with the terms, in the approving member’s language, or in both when they chose none', async () => {
    const inBoth = await sentRequest(owner);
    expect(
      (
        await call('POST', `/customers/${inBoth}/approve`, owner, {
          creditLimit: '250000000',
          paymentTermDays: 14,
        })
      ).status,
    ).toBe(200);
    expect(await lastMailTo(await emailOf(inBoth))).toEqual({
      subject:
        'PT Pemasok Utama approved you as a customer / PT Pemasok Utama menyetujui Anda sebagai pelanggan',
      text:
        'PT Pemasok Utama approved your request to become a customer.\n\nPayment term: 14 days\nCredit limit: IDR 250,000,000.00\n' +
        '\nPT Pemasok Utama telah menyetujui permintaan Anda sebagai pelanggan.\n\nJangka waktu pembayaran: 14 hari\nBatas kredit: IDR 250.000.000,00\n',
    });

    const inIndonesian = await sentRequest(owner);
    await speaking(owner, 'id');
    try {
      expect(
        (
          await call('POST', `/customers/${inIndonesian}/approve`, owner, {
            creditLimit: '1500000.50',
            paymentTermDays: 30,
          })
        ).status,
      ).toBe(200);
    } finally {
      await speaking(owner, 'en');
    }
    expect(await lastMailTo(await emailOf(inIndonesian))).toEqual({
      subject: 'PT Pemasok Utama menyetujui Anda sebagai pelanggan',
      text: 'PT Pemasok Utama telah menyetujui permintaan Anda sebagai pelanggan.\n\nJangka waktu pembayaran: 30 hari\nBatas kredit: IDR 1.500.000,50\n',
    });

    // Approved without a limit (0): the mail says there is none, not "IDR 0.00".
    const inEnglish = await sentRequest(owner);
    expect(
      (await call('POST', `/customers/${inEnglish}/approve`, owner, { creditLimit: '0' })).status,
    ).toBe(200);
    expect(await lastMailTo(await emailOf(inEnglish))).toEqual({
      subject: 'PT Pemasok Utama approved you as a customer',
      text: 'PT Pemasok Utama approved your request to become a customer.\n\nPayment term: 30 days\nCredit limit: no limit\n',
    });
    expect((await activityOf(system.invoicing.db, inEnglish)).at(-1)?.summary).toMatch(
      / approved without a credit limit$/,
    );
  });

  it('when a member invites a buyer, the mail is in the language asked for, else the member’s own, else both', async () => {
    const email = (label: string) => `undangan-${label}-${Date.now()}@example.co.id`;
    const indonesian = email('id');
    expect(
      (
        await call('POST', '/customers/invitations', owner, {
          email: indonesian,
          type: 'COMPANY',
          language: 'id',
        })
      ).status,
    ).toBe(201);
    const mailed = await lastMailTo(indonesian);
    expect(mailed.subject).toBe('PT Pemasok Utama mengundang Anda sebagai pelanggan');
    expect(mailed.text).toMatch(
      /^PT Pemasok Utama mengundang Anda untuk mendaftar sebagai pelanggan\.\n\nIsi formulir permintaan .* berlaku 7 hari:\n.*\/invitation\?request=[\w-]+\n$/,
    );

    const both = email('both');
    expect(
      (await call('POST', '/customers/invitations', owner, { email: both, type: 'COMPANY' }))
        .status,
    ).toBe(201);
    expect((await lastMailTo(both)).subject).toBe(
      'PT Pemasok Utama invites you as a customer / PT Pemasok Utama mengundang Anda sebagai pelanggan',
    );
  });

  it('twenty approvals at once make one; twenty invitations of one email make one customer', async () => {
    const id = await sentRequest(owner);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        call('POST', `/customers/${id}/approve`, owner, {
          creditLimit: String(1_000_000 * (index + 1)),
        }),
      ),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.body.error?.code === 'U-INV-CU-2')).toHaveLength(19);
    const approvals = await call<CustomerRevisionListResponse>(
      'GET',
      `/customers/${id}/revisions`,
      owner,
    );
    expect(approvals.body.items.filter((edge) => edge.node.action === 'APPROVED')).toHaveLength(1);

    const email = `serentak-${Date.now()}@example.co.id`;
    const invites = await Promise.all(
      Array.from({ length: 20 }, () =>
        call('POST', '/customers/invitations', owner, { email, type: 'COMPANY' }),
      ),
    );
    expect(invites.filter((answer) => answer.status === 201)).toHaveLength(1);
    expect(invites.filter((answer) => answer.body.error?.code === 'U-INV-CU-4')).toHaveLength(19);
  });
});

describe('tenancy and permissions', () => {
  it('another organisation’s customer and its documents answer as not found', async () => {
    const id = await sentRequest(owner);
    const [document] = (await call<CustomerResponse>('GET', `/customers/${id}`, owner)).body
      .documents;
    expect((await call('GET', `/customers/${id}`, other)).status).toBe(404);
    expect((await call('POST', `/customers/${id}/approve`, other, {})).status).toBe(404);
    expect((await call('POST', `/customers/${id}/reject`, other, { reason: 'x' })).status).toBe(
      404,
    );
    const foreign = await fetch(
      `${system.invoicingUrl}/customers/${id}/documents/${document!.id}/file`,
      { headers: authHeaders(other) },
    );
    expect(foreign.status).toBe(404);
    const own = await fetch(
      `${system.invoicingUrl}/customers/${id}/documents/${document!.id}/file`,
      { headers: authHeaders(owner) },
    );
    expect(own.status).toBe(200);
    expect(own.headers.get('content-disposition')).toMatch(
      /^attachment; filename="KTP Siti.pdf"|^attachment; filename="ktp.pdf"/,
    );
    expect(own.headers.get('x-content-type-options')).toBe('nosniff');
    expect(own.headers.get('content-security-policy')).toBe('sandbox');
    expect(Buffer.from(await own.arrayBuffer()).equals(PDF)).toBe(true);
  });

  it('refuses without the permission: read, manage and approve', async () => {
    const id = await sentRequest(owner);
    const reader = await signInRest(
      system,
      await addMember(system, owner.organizationId, ['customers:read']),
    );
    expect((await call('GET', `/customers/${id}`, reader)).status).toBe(200);
    expect(
      (
        await call('POST', '/customers/invitations', reader, {
          email: 'x@example.co.id',
          type: 'COMPANY',
        })
      ).status,
    ).toBe(403);
    expect((await call('POST', `/customers/${id}/approve`, reader, {})).status).toBe(403);
    const stranger = await signInRest(
      system,
      await addMember(system, owner.organizationId, ['bills:read']),
    );
    expect((await call('GET', `/customers/${id}`, stranger)).status).toBe(403);
    expect(
      (
        await fetch(
          `${system.invoicingUrl}/customers/${id}/documents/${(await call<CustomerResponse>('GET', `/customers/${id}`, owner)).body.documents[0]!.id}/file`,
          {
            headers: authHeaders(stranger),
          },
        )
      ).status,
    ).toBe(403);
  });
});
