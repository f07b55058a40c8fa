import { beforeAll, describe, expect, it } from 'vitest';
import type { System } from '../../system.js';
import { createOrganization } from '../support/factories.js';
import { GraphQLClient, signedInClient } from '../support/graphql-client.js';
import { buyerMailedIn, linkTokenIn, mailsTo } from '../support/invoice-links.js';
import { issuedInvoice, type InvoiceWriters, invoiceWritersIn } from '../support/sales-invoices.js';
import { workerSystem } from '../support/system.js';
import { send, TRANSPORTS } from '../support/transports.js';

/**
 * A buyer's invoice link through the BFF: `invoiceLink(token:)` over HTTP
 * without a session and over the WebSocket of a member of another
 * organisation alike opens that invoice and nothing more; a token that names
 * nothing is EXPIRED; the PDF comes through `/invoice-link/pdf` with the
 * token and no session, and a bad token is refused in the service's words.
 */
let system: System;
let writers: InvoiceWriters;
let token: string;
let invoiceNumber: string;
let outsider: GraphQLClient;

const LINK = `query ($token: String!) {
  invoiceLink(token: $token) {
    state expiresAt
    invoice {
      number buyerName dueDate status seller { name }
      lines { product quantity total { amount currency } }
      totals { grandTotal { amount currency } }
      remainingAmount { amount currency }
    }
  }
}`;
type Link = {
  invoiceLink: {
    state: string;
    expiresAt: string | null;
    invoice: { number: string; remainingAmount: { amount: string } } | null;
  };
};

beforeAll(async () => {
  system = await workerSystem();
  const created = await createOrganization(system, 'PT Penjual Grafik');
  writers = await invoiceWritersIn(system, created.organizationId);
  const to = `tagihan-${Date.now()}@pembeli.co.id`;
  const buyer = await buyerMailedIn(system, created.organizationId, 'en', to);
  const invoice = await issuedInvoice(writers, { buyerId: buyer.id, quantity: '2' });
  invoiceNumber = invoice.number!;
  token = linkTokenIn((await mailsTo(system, to))[0]!);
  outsider = await signedInClient(
    system.url,
    (await createOrganization(system, 'PT Orang Lain Grafik')).owner,
  );
});

describe.each(TRANSPORTS)('over %s', (transport) => {
  it('the token opens its invoice and nothing more; a token that names nothing is EXPIRED', async () => {
    // Over HTTP without a session; over the WebSocket as a member of another organisation.
    const client = transport === 'http' ? new GraphQLClient(system.url) : outsider;
    const opened = await send<Link>(transport, client, LINK, { token });
    expect(opened.errors).toBeUndefined();
    expect(opened.data!.invoiceLink).toMatchObject({
      state: 'VALID',
      invoice: {
        number: invoiceNumber,
        buyerName: 'PT Pembeli Tautan',
        dueDate: '2026-12-12',
        status: 'ISSUED',
        seller: { name: 'PT Penjual Grafik' },
        lines: [{ product: 'Jasa konsultasi', total: { amount: '200000.00', currency: 'IDR' } }],
        totals: { grandTotal: { amount: '200000.00', currency: 'IDR' } },
        remainingAmount: { amount: '200000.00', currency: 'IDR' },
      },
    });
    for (const wrong of [`${token}x`, 'tidak ada', '']) {
      const refused = await send<Link>(transport, client, LINK, { token: wrong });
      expect(refused.data!.invoiceLink).toEqual({
        state: 'EXPIRED',
        expiresAt: null,
        invoice: null,
      });
    }
  });
});

describe('the PDF through the BFF', () => {
  it('comes with the token and no session; a bad token is refused in the service’s words', async () => {
    const file = await fetch(
      `${system.url}/invoice-link/pdf?token=${encodeURIComponent(token)}&language=id`,
    );
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('content-disposition')).toContain(invoiceNumber.replaceAll('/', '-'));
    expect(
      Buffer.from(await file.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    for (const wrong of [`${token}x`, '']) {
      const refused = await fetch(
        `${system.url}/invoice-link/pdf?token=${encodeURIComponent(wrong)}`,
      );
      expect(refused.status).toBe(410);
      expect(await refused.json()).toMatchObject({ error: { code: 'U-INV-IL-1' } });
    }
  });
});
