import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  MAX_PAYMENT_PROOFS,
  PAYMENT_FILE_MAX_BYTES,
  type InvoicePaymentResponse,
} from '../../contracts/invoicing/invoice-payments.js';
import { toGlobalId } from '../../bff/global-id.js';
import type { System } from '../../system.js';
import {
  addMember,
  addMemberInBuiltInRole,
  authHeaders,
  callRest,
  createdRest,
  createOrganization,
  signInRest,
  type Tokens,
} from '../support/factories.js';
import { GraphQLClient, signedInClient, type UserErrors } from '../support/graphql-client.js';
import { insertActiveBuyer } from '../support/invoicing.js';
import { issuedInvoice, type InvoiceOf } from '../support/sales-invoices.js';
import { workerSystem } from '../support/system.js';

/**
 * A payment's proofs and a PPh 23 withholding's slip file, through the BFF's
 * upload and download routes and GraphQL, in the real system: PDF, JPG or PNG
 * judged by their bytes, at most 10 MB and 10 proofs a payment; listed,
 * downloaded byte for byte, removed; a cancelled payment's proofs readable
 * and fixed; another organisation finds nothing; a reader reads but does not
 * change.
 */
let system: System;
let organizationId: string;
let writer: Tokens;
let approver: Tokens;
let manager: GraphQLClient;
let reader: GraphQLClient;
let outsider: GraphQLClient;
let bystander: GraphQLClient;

/** A small real PDF and PNG. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
  'latin1',
);
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
/** Random bytes that are no PDF, JPG or PNG, whatever their name says. */
const NOT_A_DOCUMENT = Buffer.concat([Buffer.from('NOT'), randomBytes(2048)]);

type PaymentFile = {
  id: string;
  fileName: string;
  contentType: string;
  size: number;
  uploadedBy: { id: string } | null;
  downloadUrl: string;
};
type Refusal = { error: { code: string; message: string; field?: string } };

const FILE = 'id fileName contentType size uploadedBy { id } downloadUrl';
const PAYMENT = `query ($id: ID!) { node(id: $id) { ... on InvoicePayment {
  status proofs { ${FILE} } revisions { action } } } }`;
const INVOICE = `query ($id: ID!) { node(id: $id) { ... on SalesInvoice {
  withholding { id status slipNumber slipFile { ${FILE} } } } } }`;
const PROOF_DELETE = `mutation ($input: InvoicePaymentProofDeleteInput!) {
  invoicePaymentProofDelete(input: $input) {
    invoicePayment { proofs { id fileName } } userErrors { field code message } } }`;
const SLIP = `mutation ($input: InvoiceWithholdingSlipInput!) {
  invoiceWithholdingReceiveSlip(input: $input) { withholding { status } userErrors { field code } } }`;

const issued = (of: InvoiceOf) => issuedInvoice({ system, organizationId, writer, approver }, of);

/** A payment of an issued invoice of a new buyer, recorded over REST: its service id and global id. */
async function payment(name: string) {
  const buyerId = await insertActiveBuyer(system.invoicing.db, organizationId, { name });
  const invoice = await issued({ buyerId, quantity: '10' });
  const made = await createdRest<InvoicePaymentResponse>(
    system.invoicingUrl,
    '/invoice-payments',
    writer,
    { customerId: buyerId, paymentDate: '2026-11-20', method: 'BANK_TRANSFER', amount: '500000' },
  );
  return { id: made.id, globalId: toGlobalId('InvoicePayment', made.id), invoice };
}

/** An upload through one of the BFF's routes, as the web app sends it: the raw file, its name in X-File-Name. */
function upload(client: GraphQLClient, route: string, fileName: string, body: Buffer) {
  return fetch(`${system.url}${route}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/octet-stream',
      'x-file-name': encodeURIComponent(fileName),
      cookie: client.cookieHeader,
    },
    body: new Uint8Array(body),
  });
}
const uploadProof = (client: GraphQLClient, paymentId: string, fileName: string, body: Buffer) =>
  upload(
    client,
    `/api/invoice-payment-proofs?payment=${encodeURIComponent(paymentId)}`,
    fileName,
    body,
  );
const uploadSlip = (client: GraphQLClient, withholdingId: string, fileName: string, body: Buffer) =>
  upload(client, `/api/invoice-withholding-slips?withholding=${withholdingId}`, fileName, body);

const download = (client: GraphQLClient, url: string) =>
  fetch(`${system.url}${url}`, { headers: { cookie: client.cookieHeader } });

async function proofsOf(client: GraphQLClient, paymentId: string) {
  return (
    await client.data<{
      node: { status: string; proofs: PaymentFile[]; revisions: { action: string }[] } | null;
    }>(PAYMENT, { id: paymentId })
  ).node;
}

const fileRows = async (paymentId: string) =>
  Number(
    (
      await sql<{
        n: string;
      }>`select count(*) as n from invoice_payment_files where payment_id = ${paymentId}`.execute(
        system.invoicing.db,
      )
    ).rows[0]!.n,
  );

beforeAll(async () => {
  system = await workerSystem();
  const created = await createOrganization(system, 'PT Bukti Bayar');
  organizationId = created.organizationId;
  const [writing, approving] = await Promise.all(
    [1, 2].map(() => addMemberInBuiltInRole(system, organizationId, 'MAKER_APPROVER')),
  );
  writer = await signInRest(system, writing!);
  approver = await signInRest(system, approving!);
  manager = await signedInClient(system.url, writing!);
  reader = await signedInClient(
    system.url,
    await addMember(system, organizationId, ['invoice-payments:read', 'invoices:read']),
  );
  bystander = await signedInClient(
    system.url,
    await addMember(system, organizationId, ['invoices:read']),
  );
  outsider = await signedInClient(
    system.url,
    (await createOrganization(system, 'PT Lain Bukti')).owner,
  );
});

describe('a payment’s proofs', () => {
  it('a manager attaches a PDF and a PNG; both list on the payment, download byte for byte, and one is removed', async () => {
    const paid = await payment('PT Bukti Transfer');
    const pdf = await uploadProof(manager, paid.globalId, 'Bukti transfer BCA.pdf', PDF);
    expect(pdf.status).toBe(201);
    expect(await pdf.json()).toMatchObject({
      fileName: 'Bukti transfer BCA.pdf',
      contentType: 'application/pdf',
      size: PDF.length,
    });
    // Named like a PDF, judged a PNG by its bytes.
    expect((await uploadProof(manager, paid.globalId, 'foto cek.pdf', PNG)).status).toBe(201);

    const listed = (await proofsOf(manager, paid.globalId))!;
    expect(listed.proofs.map((proof) => [proof.fileName, proof.contentType, proof.size])).toEqual([
      ['Bukti transfer BCA.pdf', 'application/pdf', PDF.length],
      ['foto cek.pdf', 'image/png', PNG.length],
    ]);
    expect(listed.proofs[0]!.uploadedBy).toEqual({ id: expect.any(String) });
    expect(listed.proofs[0]!.downloadUrl).toBe(
      `/invoice-payment-proofs/${paid.id}/${listed.proofs[0]!.id}/download`,
    );
    expect(listed.revisions.map((revision) => revision.action)).toEqual(
      expect.arrayContaining(['add-proof', 'add-proof', 'CREATED']),
    );

    // A reader downloads it as it was sent, as an attachment in a sandbox.
    const got = await download(reader, listed.proofs[0]!.downloadUrl);
    expect(got.status).toBe(200);
    expect(got.headers.get('content-type')).toBe('application/pdf');
    expect(got.headers.get('content-disposition')).toMatch(/^attachment; filename="Bukti/);
    expect(got.headers.get('content-security-policy')).toBe('sandbox');
    expect(Buffer.from(await got.arrayBuffer()).equals(PDF)).toBe(true);
    const png = await download(manager, listed.proofs[1]!.downloadUrl);
    expect(Buffer.from(await png.arrayBuffer()).equals(PNG)).toBe(true);

    const removed = await manager.data<{
      invoicePaymentProofDelete: {
        invoicePayment: { proofs: { fileName: string }[] };
        userErrors: UserErrors;
      };
    }>(PROOF_DELETE, {
      input: { invoicePaymentId: paid.globalId, proofId: listed.proofs[0]!.id },
    });
    expect(removed.invoicePaymentProofDelete.userErrors).toEqual([]);
    expect(removed.invoicePaymentProofDelete.invoicePayment.proofs).toEqual([
      { id: listed.proofs[1]!.id, fileName: 'foto cek.pdf' },
    ]);
    expect((await download(manager, listed.proofs[0]!.downloadUrl)).status).toBe(404);
    const again = await manager.data<{ invoicePaymentProofDelete: { userErrors: UserErrors } }>(
      PROOF_DELETE,
      { input: { invoicePaymentId: paid.globalId, proofId: listed.proofs[0]!.id } },
    );
    expect(again.invoicePaymentProofDelete.userErrors.map((e) => [e.field, e.code])).toEqual([
      ['proofId', 'U-INV-PAY-28'],
    ]);
  });

  it('refuses a file that is not a PDF, JPG or PNG, one over 10 MB and an eleventh proof, and keeps nothing of them', async () => {
    const paid = await payment('PT Bukti Salah');
    const wrong = await uploadProof(manager, paid.globalId, 'bukti.pdf', NOT_A_DOCUMENT);
    expect(wrong.status).toBe(415);
    expect(((await wrong.json()) as Refusal).error).toMatchObject({
      code: 'U-INV-PAY-25',
      field: 'file',
    });
    // Declared too large: refused before it is read.
    const declared = await uploadProof(
      manager,
      paid.globalId,
      'besar.pdf',
      Buffer.concat([PDF, Buffer.alloc(PAYMENT_FILE_MAX_BYTES)]),
    );
    expect(declared.status).toBe(413);
    expect(((await declared.json()) as Refusal).error.code).toBe('U-INV-PAY-26');
    // Sent without a length to the service: refused while it streams in.
    const chunks = [PDF, Buffer.alloc(PAYMENT_FILE_MAX_BYTES)];
    const streamed = await fetch(`${system.invoicingUrl}/invoice-payments/${paid.id}/proofs`, {
      method: 'POST',
      headers: {
        ...authHeaders(writer),
        'content-type': 'application/octet-stream',
        'x-file-name': 'besar.pdf',
      },
      body: new ReadableStream({
        pull(controller) {
          const chunk = chunks.shift();
          if (chunk) controller.enqueue(new Uint8Array(chunk));
          else controller.close();
        },
      }),
      duplex: 'half',
    } as RequestInit);
    expect(streamed.status).toBe(413);
    expect(((await streamed.json()) as Refusal).error.code).toBe('U-INV-PAY-26');
    const nameless = await fetch(
      `${system.url}/api/invoice-payment-proofs?payment=${paid.globalId}`,
      {
        method: 'POST',
        headers: { cookie: manager.cookieHeader, 'content-type': 'application/pdf' },
        body: new Uint8Array(PDF),
      },
    );
    expect(nameless.status).toBe(400);
    expect(await fileRows(paid.id)).toBe(0);

    for (let index = 1; index <= MAX_PAYMENT_PROOFS; index += 1)
      expect((await uploadProof(manager, paid.globalId, `hal-${index}.png`, PNG)).status).toBe(201);
    const over = await uploadProof(manager, paid.globalId, 'satu lagi.png', PNG);
    expect(over.status).toBe(409);
    expect(((await over.json()) as Refusal).error.code).toBe('U-INV-PAY-27');
    expect(await fileRows(paid.id)).toBe(MAX_PAYMENT_PROOFS);
  });

  it('a cancelled payment keeps its proofs readable, and they change no more', async () => {
    const paid = await payment('PT Bukti Batal');
    expect((await uploadProof(manager, paid.globalId, 'bukti.pdf', PDF)).status).toBe(201);
    const cancelled = await callRest(
      system.invoicingUrl,
      'POST',
      `/invoice-payments/${paid.id}/cancel`,
      writer,
      { reason: 'Salah catat' },
    );
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);

    const listed = (await proofsOf(manager, paid.globalId))!;
    expect(listed.status).toBe('CANCELLED');
    expect(listed.proofs.map((proof) => proof.fileName)).toEqual(['bukti.pdf']);
    const got = await download(manager, listed.proofs[0]!.downloadUrl);
    expect(Buffer.from(await got.arrayBuffer()).equals(PDF)).toBe(true);

    const added = await uploadProof(manager, paid.globalId, 'lagi.pdf', PDF);
    expect(added.status).toBe(409);
    expect(((await added.json()) as Refusal).error.code).toBe('U-INV-PAY-14');
    const removed = await manager.data<{ invoicePaymentProofDelete: { userErrors: UserErrors } }>(
      PROOF_DELETE,
      { input: { invoicePaymentId: paid.globalId, proofId: listed.proofs[0]!.id } },
    );
    expect(removed.invoicePaymentProofDelete.userErrors.map((e) => e.code)).toEqual([
      'U-INV-PAY-14',
    ]);
    // The database holds it too, whatever the code does.
    await expect(
      sql`delete from invoice_payment_files where payment_id = ${paid.id}`.execute(
        system.invoicing.db,
      ),
    ).rejects.toThrow(/cancelled/);
    expect(await fileRows(paid.id)).toBe(1);
  });

  it('another organisation finds neither the payment nor its file; without the permission it is forbidden', async () => {
    const paid = await payment('PT Bukti Rahasia');
    const made = await uploadProof(manager, paid.globalId, 'bukti.pdf', PDF);
    const proof = (await made.json()) as { id: string };
    const url = `/invoice-payment-proofs/${paid.id}/${proof.id}/download`;

    const theirs = await uploadProof(outsider, paid.globalId, 'sisipan.pdf', PDF);
    expect(theirs.status).toBe(404);
    expect(((await theirs.json()) as Refusal).error.code).toBe('U-INV-PAY-1');
    expect((await download(outsider, url)).status).toBe(404);
    const theirDelete = await outsider.data<{
      invoicePaymentProofDelete: { userErrors: UserErrors };
    }>(PROOF_DELETE, { input: { invoicePaymentId: paid.globalId, proofId: proof.id } });
    expect(theirDelete.invoicePaymentProofDelete.userErrors.map((e) => [e.field, e.code])).toEqual([
      ['invoicePaymentId', 'U-INV-PAY-1'],
    ]);

    // A reader reads and downloads, and changes nothing; a member without payments reads nothing.
    expect((await download(reader, url)).status).toBe(200);
    const readers = await uploadProof(reader, paid.globalId, 'bukti2.pdf', PDF);
    expect(readers.status).toBe(403);
    expect(((await readers.json()) as Refusal).error.code).toBe('FORBIDDEN');
    const readerDelete = await reader.request(PROOF_DELETE, {
      input: { invoicePaymentId: paid.globalId, proofId: proof.id },
    });
    expect(readerDelete.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await download(bystander, url)).status).toBe(403);
    expect(await fileRows(paid.id)).toBe(1);
  });
});

describe('what the database holds whatever the code does', () => {
  it('a file belongs to exactly one payment or withholding, of its own organisation', async () => {
    const paid = await payment('PT Bukti Basis Data');
    const theirs = await createOrganization(system, 'PT Lain Basis Data');
    const row = (values: { organization: string; payment: string | null }) =>
      sql`insert into invoice_payment_files
            (organization_id, payment_id, withholding_id, file_name, content_type, size, sha256, storage_key, uploaded_by)
          values (${values.organization}, ${values.payment}, null, 'bukti.pdf', 'application/pdf', 10,
            ${'0'.repeat(64)}, ${`invoice-payment-files/${randomBytes(8).toString('hex')}`}, ${paid.id})`.execute(
        system.invoicing.db,
      );
    await expect(row({ organization: organizationId, payment: null })).rejects.toThrow(
      /invoice_payment_files_one_owner/,
    );
    await expect(row({ organization: theirs.organizationId, payment: paid.id })).rejects.toThrow(
      /invoice_payment_files_payment/,
    );
    expect(await fileRows(paid.id)).toBe(0);
  });
});

describe('a withholding’s slip file', () => {
  it('is added once the slip is recorded, shown on the invoice beside its number, and a newer one replaces it', async () => {
    const buyerId = await insertActiveBuyer(system.invoicing.db, organizationId, {
      name: 'PT Pemotong Berkas',
    });
    const service = await issued({ buyerId, quantity: '10', kind: 'SERVICE' });
    const made = await createdRest<InvoicePaymentResponse>(
      system.invoicingUrl,
      '/invoice-payments',
      writer,
      {
        customerId: buyerId,
        paymentDate: '2026-11-20',
        method: 'BANK_TRANSFER',
        amount: '960000',
        allocations: [{ invoiceId: service.id, amount: '960000' }],
        withholdings: [{ invoiceId: service.id }],
      },
    );
    const withholdingId = made.withholdings[0]!.id;
    const invoiceId = toGlobalId('SalesInvoice', service.id);

    const early = await uploadSlip(manager, withholdingId, 'bukti potong.pdf', PDF);
    expect(early.status).toBe(409);
    expect(((await early.json()) as Refusal).error.code).toBe('U-INV-PAY-29');

    const received = await manager.data<{
      invoiceWithholdingReceiveSlip: { withholding: { status: string }; userErrors: UserErrors };
    }>(SLIP, { input: { withholdingId, slipNumber: 'BP-2611-007', slipDate: '2026-11-20' } });
    expect(received.invoiceWithholdingReceiveSlip.userErrors).toEqual([]);
    const wrong = await uploadSlip(manager, withholdingId, 'bukti potong.pdf', NOT_A_DOCUMENT);
    expect(((await wrong.json()) as Refusal).error.code).toBe('U-INV-PAY-25');
    expect((await uploadSlip(manager, withholdingId, 'bukti potong.pdf', PDF)).status).toBe(201);

    type Invoice = {
      node: {
        withholding: { slipNumber: string; slipFile: PaymentFile | null } | null;
      };
    };
    const first = (await manager.data<Invoice>(INVOICE, { id: invoiceId })).node.withholding!;
    expect(first).toMatchObject({
      slipNumber: 'BP-2611-007',
      slipFile: { fileName: 'bukti potong.pdf', contentType: 'application/pdf', size: PDF.length },
    });
    const got = await download(reader, first.slipFile!.downloadUrl);
    expect(Buffer.from(await got.arrayBuffer()).equals(PDF)).toBe(true);
    expect((await download(outsider, first.slipFile!.downloadUrl)).status).toBe(404);
    expect((await uploadSlip(outsider, withholdingId, 'x.pdf', PDF)).status).toBe(404);
    expect((await uploadSlip(reader, withholdingId, 'x.pdf', PDF)).status).toBe(403);

    expect((await uploadSlip(manager, withholdingId, 'bukti potong scan.png', PNG)).status).toBe(
      201,
    );
    const second = (await manager.data<Invoice>(INVOICE, { id: invoiceId })).node.withholding!;
    expect(second.slipFile).toMatchObject({ fileName: 'bukti potong scan.png', size: PNG.length });
    expect((await download(manager, first.slipFile!.downloadUrl)).status).toBe(404);
    const rows = await sql<{
      n: string;
    }>`select count(*) as n from invoice_payment_files where withholding_id = ${withholdingId}`.execute(
      system.invoicing.db,
    );
    expect(rows.rows[0]!.n).toBe('1');
  });
});
