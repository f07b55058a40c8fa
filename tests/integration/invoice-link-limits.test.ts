import { randomBytes, randomInt } from 'node:crypto';
import { sql } from 'kysely';
import { Agent, fetch } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { System } from '../../system.js';
import { PdfRenders } from '../../services/invoicing/documents/pdf-limits.js';
import {
  addMemberInBuiltInRole,
  signInRest,
  createOrganization,
  type Credentials,
} from '../support/factories.js';
import { signedInClient, type GraphQLResponse } from '../support/graphql-client.js';
import { mailedInvoice } from '../support/invoice-links.js';
import type { InvoiceWriters } from '../support/sales-invoices.js';
import { fileEnvironment } from '../support/environment.js';
import { startTestSystem } from '../support/system.js';

/**
 * A buyer's link is a capability, not an oracle: guesses at tokens are
 * counted per client address before any token is looked up, and PDF renders
 * are counted per link and per address and queued, so a burst neither finds
 * links nor starves the members' requests. Each client here connects from an
 * address of its own on the loopback network (127.x.y.z: Linux answers the
 * whole 127.0.0.0/8 on lo), so that each test's bursts are counted apart.
 */
let system: System;
let writers: InvoiceWriters;
let member: Credentials;
const agents: Agent[] = [];

/** A client at an address of its own, new for each run. */
function clientAt() {
  const address = `127.${randomInt(1, 255)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;
  const dispatcher = new Agent({ localAddress: address, connections: 64 });
  agents.push(dispatcher);
  const base = system.url.replace('localhost', '127.0.0.1');
  return {
    address,
    graphql: async <T>(query: string, variables: Record<string, unknown>) => {
      const response = await fetch(`${base}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query, variables }),
        dispatcher,
      });
      return {
        ...((await response.json()) as GraphQLResponse<T>),
        status: response.status,
        retryAfter: response.headers.get('retry-after'),
      };
    },
    get: (path: string, headers: Record<string, string> = {}) =>
      fetch(`${base}${path}`, { dispatcher, headers }),
  };
}

const LINK = `query ($token: String!) { invoiceLink(token: $token) { state } }`;
type Link = { invoiceLink: { state: string } };
const aGuess = () => randomBytes(32).toString('base64url');
const pdfPath = (token: string) => `/invoice-link/pdf?token=${encodeURIComponent(token)}`;

// The product's limit, in a system of the file's own: the worker's shared systems count far more
// guesses (vitest.config.ts), as every file's buyers come from 127.0.0.1 there.
fileEnvironment({ INVOICE_LINK_GUESSES_PER_ADDRESS: '20' });

beforeAll(async () => {
  system = await startTestSystem();
  const { organizationId } = await createOrganization(system, 'PT Penjual Tautan Terbatas');
  const [writer, approver, reader] = await Promise.all(
    [1, 2, 3].map(() => addMemberInBuiltInRole(system, organizationId, 'MAKER_APPROVER')),
  );
  member = reader!;
  const [writerTokens, approverTokens] = await Promise.all(
    [writer!, approver!].map((credentials) => signInRest(system, credentials)),
  );
  writers = { system, organizationId, writer: writerTokens!, approver: approverTokens! };
});

afterAll(async () => {
  await Promise.all(agents.map((agent) => agent.close()));
  await system?.stop();
});

/** The token of the last invitation mailed to `email`, from the invoicing service's outbox. */
async function invitationTokenMailedTo(email: string): Promise<string> {
  const { rows } = await sql<{ text_body: string }>`select text_body from mail_outbox
    where to_address = ${email} order by id desc limit 1`.execute(system.invoicing.db);
  const match = /invitation\?request=([\w-]+)/.exec(rows[0]?.text_body ?? '');
  if (!match) throw new Error(`No invitation mailed to ${email}`);
  return decodeURIComponent(match[1]!);
}

describe('guessing buyers’ links', () => {
  it('when one address guesses customers’ invitation links, it is refused past the same 20 guesses, while another address still opens its request form', async () => {
    const staff = await signedInClient(system.url, member);
    const email = `diundang-${randomInt(1_000_000)}@contoh.co.id`;
    const invited = await staff.data<{ customerInvite: { userErrors: unknown[] } }>(
      'mutation ($input: CustomerInviteInput!) { customerInvite(input: $input) { userErrors { code } } }',
      { input: { email, type: 'INDIVIDUAL', name: 'Budi' } },
    );
    expect(invited.customerInvite.userErrors).toEqual([]);
    const token = await invitationTokenMailedTo(email);
    const guesser = clientAt();
    const buyer = clientAt();
    const REQUEST = 'query ($token: String!) { customerRequest(token: $token) { state } }';
    type Request = { customerRequest: { state: string } };

    const answers = await Promise.all(
      Array.from({ length: 60 }, () => guesser.graphql<Request>(REQUEST, { token: aGuess() })),
    );

    const refused = answers.filter(
      (answer) => answer.errors?.[0]?.extensions?.code === 'RATE_LIMITED',
    );
    expect([answers.length - refused.length, refused.length]).toEqual([20, 40]);
    expect(refused[0]!.errors![0]!.extensions).toMatchObject({ serviceCode: 'U-INV-IL-3' });
    // Blocked, the address is refused the real form too; another address opens it.
    const real = await guesser.graphql<Request>(REQUEST, { token });
    expect(real.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
    const opened = await buyer.graphql<Request>(REQUEST, { token });
    expect(opened.data?.customerRequest.state).toBe('OPEN');
  });

  it('when one address sends 300 wrong guesses at once, 20 are answered and 280 refused RATE_LIMITED, while another address still opens its link', async () => {
    const { token } = await mailedInvoice(writers, { quantity: '1', unitPrice: '125000.00' });
    const guesser = clientAt();
    const buyer = clientAt();

    const answers = await Promise.all(
      Array.from({ length: 300 }, () => guesser.graphql<Link>(LINK, { token: aGuess() })),
    );

    const answered = answers.filter((answer) => answer.data?.invoiceLink.state === 'EXPIRED');
    const refused = answers.filter(
      (answer) => answer.errors?.[0]?.extensions?.code === 'RATE_LIMITED',
    );
    expect([answered.length, refused.length]).toEqual([20, 280]);
    expect(answered.map((answer) => answer.status)).toEqual(Array(20).fill(200));
    expect(refused.map((answer) => answer.status)).toEqual(Array(280).fill(429));
    expect(Number(refused[0]!.retryAfter)).toBe(refused[0]!.errors![0]!.extensions!.retryAfter);
    const refusal = refused[0]!.errors![0]!;
    expect(refusal.extensions).toMatchObject({ serviceCode: 'U-INV-IL-3' });
    expect(refusal.extensions!.retryAfter).toBeGreaterThan(800);
    expect(refusal.extensions!.retryAfter).toBeLessThanOrEqual(900);
    expect(refusal.message).toMatch(
      /^Too many links that open nothing were tried from this address\. Try again in \d+ seconds\.$/,
    );

    // Blocked, the address learns nothing more: even the real link is refused to it.
    const real = await guesser.graphql<Link>(LINK, { token });
    expect(real.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
    const pdf = await guesser.get(pdfPath(aGuess()));
    expect(pdf.status).toBe(429);
    expect(Number(pdf.headers.get('retry-after'))).toBeGreaterThan(800);
    expect(await pdf.json()).toMatchObject({ error: { code: 'U-INV-IL-3' } });

    // Another address is untouched.
    expect((await buyer.graphql<Link>(LINK, { token })).data).toEqual({
      invoiceLink: { state: 'VALID' },
    });
  });

  it('when a buyer opens their real link a hundred times at once, none of it counts as a guess', async () => {
    const { token } = await mailedInvoice(writers, { quantity: '2', unitPrice: '40000.00' });
    const buyer = clientAt();

    const answers = await Promise.all(
      Array.from({ length: 100 }, () => buyer.graphql<Link>(LINK, { token })),
    );

    expect(
      answers.map((answer) => answer.data?.invoiceLink.state ?? JSON.stringify(answer)),
    ).toEqual(Array(100).fill('VALID'));
    const wrong = await buyer.graphql<Link>(LINK, { token: aGuess() });
    expect(wrong.data).toEqual({ invoiceLink: { state: 'EXPIRED' } });
  });
});

describe('printing a link’s PDF', () => {
  it('when 40 PDFs of one link are asked for at once, 10 are printed, 30 are refused with Retry-After, and a member’s list answers meanwhile', async () => {
    const { invoice, token } = await mailedInvoice(writers, {
      quantity: '3',
      unitPrice: '55000.00',
    });
    const reader = await signedInClient(system.url, member);
    const buyer = clientAt();

    const renders = Array.from({ length: 40 }, () => buyer.get(pdfPath(token)));
    const list = await reader.data<{ salesInvoices: { edges: { node: { number: string } }[] } }>(
      `{ salesInvoices(first: 20) { edges { node { number } } } }`,
    );
    const answers = await Promise.all(renders);

    expect(list.salesInvoices.edges.map((edge) => edge.node.number)).toContain(invoice.number);
    const statuses = answers.map((answer) => answer.status);
    expect([
      statuses.filter((s) => s === 200).length,
      statuses.filter((s) => s === 429).length,
    ]).toEqual([10, 30]);
    const printed = answers.find((answer) => answer.status === 200)!;
    expect(printed.headers.get('content-type')).toBe('application/pdf');
    expect((await printed.arrayBuffer()).byteLength).toBeGreaterThan(1000);
    const refused = answers.find((answer) => answer.status === 429)!;
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(50);
    expect(await refused.json()).toMatchObject({ error: { code: 'U-INV-PDF-1' } });
    await Promise.all(answers.map((answer) => !answer.bodyUsed && answer.body?.cancel()));

    // The link's count holds whoever asks: another address is refused it too, for now.
    const elsewhere = await clientAt().get(pdfPath(token));
    expect([
      elsewhere.status,
      ((await elsewhere.json()) as { error: { code: string } }).error.code,
    ]).toEqual([429, 'U-INV-PDF-1']);
  });

  it('when 12 PDFs of one invoice are asked for at once by a member, 10 are printed and 2 refused with Retry-After; another organisation’s member is answered not found and takes nothing of its count', async () => {
    const { invoice } = await mailedInvoice(writers, { quantity: '1', unitPrice: '70000.00' });
    const reader = await signedInClient(system.url, member);
    const other = await createOrganization(system, 'PT Organisasi Lain');
    const stranger = await signedInClient(system.url, other.owner);
    const staff = clientAt();
    const path = `/invoices/${invoice.id}/pdf?language=en`;

    const across = await Promise.all(
      [1, 2, 3].map(() => staff.get(path, { cookie: stranger.cookieHeader })),
    );
    expect(across.map((answer) => answer.status)).toEqual([404, 404, 404]);
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => staff.get(path, { cookie: reader.cookieHeader })),
    );

    const statuses = answers.map((answer) => answer.status);
    expect([
      statuses.filter((s) => s === 200).length,
      statuses.filter((s) => s === 429).length,
    ]).toEqual([10, 2]);
    const refused = answers.find((answer) => answer.status === 429)!;
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(50);
    expect(await refused.json()).toMatchObject({ error: { code: 'U-INV-PDF-1' } });
    await Promise.all(answers.map((answer) => !answer.bodyUsed && answer.body?.cancel()));
  });

  it('when 20 renders of different documents are asked for at once from one address, only the address’s limit of them are admitted', async () => {
    const renders = new PdfRenders(system.invoicing.db, {
      perDocument: 100,
      perAddress: 5,
      windowSeconds: 60,
    });
    const address = clientAt().address;

    const outcomes = await Promise.all(
      Array.from({ length: 20 }, (_, n) =>
        renders.admit(`link:document-${n}-${address}`, address).then(
          () => 'admitted',
          (error: { code: string; values: { retryAfter: string } }) =>
            `${error.code} ${Number(error.values.retryAfter) > 0}`,
        ),
      ),
    );

    expect(outcomes.filter((outcome) => outcome === 'admitted')).toHaveLength(5);
    expect(outcomes.filter((outcome) => outcome === 'U-INV-PDF-2 true')).toHaveLength(15);
    await expect(
      renders.admit(`link:one-more-${address}`, clientAt().address),
    ).resolves.toBeUndefined();
  });
});
