import { once } from 'node:events';
import { randomInt } from 'node:crypto';
import { Agent, fetch } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SalesInvoiceResponse } from '../../contracts/invoicing/sales-invoices.js';
import type { SalesOrderResponse } from '../../contracts/invoicing/sales-orders.js';
import { toGlobalId } from '../../bff/global-id.js';
import type { System } from '../../system.js';
import {
  addMemberInBuiltInRole,
  authHeaders,
  createdRest,
  createOrganization,
  signInRest,
  type Credentials,
  type Tokens,
} from '../support/factories.js';
import { signedInClient } from '../support/graphql-client.js';
import { insertActiveBuyer } from '../support/invoicing.js';
import { pdfText } from '../support/pdf-text.js';
import { workerSystem } from '../support/system.js';

/**
 * PDFs are rendered in worker threads, not on the invoicing service's event
 * loop: while staff print long invoices, a member's list is answered between
 * their bytes rather than after them, and a render whose thread dies is
 * answered "try again" while the next one prints. Against the worker's
 * running system, in an organisation of this file's own; its PDFs are asked
 * for from a loopback address of their own (127.x.y.z), so that other files'
 * renders take nothing of this address's count.
 */
let system: System;
let organizationId: string;
let writer: Tokens;
let member: Credentials;
let memberTokens: Tokens;
const printer = new Agent({
  localAddress: `127.${randomInt(1, 255)}.${randomInt(0, 256)}.${randomInt(1, 255)}`,
  connections: 16,
});

beforeAll(async () => {
  system = await workerSystem();
  ({ organizationId } = await createOrganization(system, 'PT Percetakan Paralel'));
  const [maker, reader] = await Promise.all(
    [1, 2].map(() => addMemberInBuiltInRole(system, organizationId, 'MAKER_APPROVER')),
  );
  member = reader!;
  [writer, memberTokens] = await Promise.all([
    signInRest(system, maker!),
    signInRest(system, member),
  ]);
});

afterAll(() => printer.close());

/** Two 500-line invoices written and printed several times: longer than a test's default on a busy two-core machine. */
const LONG_RENDERS_MS = 120_000;

const PRICES = ['12500.00', '99000.00', '1250000.00', '7350.50'];

/** A draft invoice of 500 lines (the most a document has), each its own product: a PDF of many pages, long to render. */
async function longInvoice(): Promise<SalesInvoiceResponse> {
  const buyer = await insertActiveBuyer(system.invoicing.db, organizationId, {
    name: 'PT Pembeli Borongan',
  });
  const lines = Array.from({ length: 500 }, (_, index) => ({
    product: `Suku cadang nomor ${index + 1}`,
    quantity: String((index % 7) + 1),
    unitPrice: PRICES[index % PRICES.length]!,
    taxCode: index % 3 === 0 ? 'NO_PPN' : 'PPN',
  }));
  const order = await createdRest<SalesOrderResponse>(
    system.invoicingUrl,
    '/sales-orders',
    writer,
    {
      customerId: buyer,
      orderDate: '2026-11-05',
      lines,
    },
  );
  return createdRest<SalesInvoiceResponse>(system.invoicingUrl, '/sales-invoices', writer, {
    salesOrderId: order.id,
    invoiceDate: '2026-11-12',
    lines: lines.map((line, index) => ({ orderLine: index + 1, quantity: line.quantity })),
  });
}

/** A member's request for the invoice's PDF, straight to the invoicing service. */
const printed = (invoice: SalesInvoiceResponse) =>
  fetch(`${system.invoicingUrl}/sales-invoices/${invoice.id}/pdf?language=en`, {
    headers: authHeaders(memberTokens),
    dispatcher: printer,
  });

describe('PDFs rendered off the event loop', () => {
  it(
    'when staff ask for six PDFs of a 500-line invoice at once, a member’s invoice list asked once the first render runs is answered while they render, not after them',
    async () => {
      const invoice = await longInvoice();
      const reader = await signedInClient(system.url, member);
      const { pdfs } = system.invoicing;
      const order: string[] = [];
      let renders = 0;
      const counted = () => (renders += 1);
      pdfs.on('rendered', counted);
      try {
        const started = once(pdfs, 'render');
        const burst = Array.from({ length: 6 }, async () => {
          const answer = await printed(invoice);
          const bytes = await answer.arrayBuffer();
          order.push('pdf');
          return { status: answer.status, bytes: bytes.byteLength };
        });
        await started;
        const list = await reader
          .data<{ salesInvoices: { edges: { node: { id: string } }[] } }>(
            `{ salesInvoices(first: 20) { edges { node { id } } } }`,
          )
          .then((data) => {
            order.push(
              `list, ${renders} renders ended, ${pdfs.load.running > 0 ? 'some' : 'none'} running`,
            );
            return data;
          });
        const answers = await Promise.all(burst);

        expect(list.salesInvoices.edges.map((edge) => edge.node.id)).toContain(
          toGlobalId('SalesInvoice', invoice.id),
        );
        // On the event loop the list came after all six. In threads it comes while they run: on an idle machine
        // before the first ends; on a busy one (the full suite beside it) perhaps after the first two (the pool's size).
        const listed = order.findIndex((event) => event.startsWith('list'));
        expect(listed, order.join(' → ')).toBeLessThan(6);
        expect(order[listed]).toMatch(/^list, [0-2] renders ended, some running$/);
        expect(answers.map((answer) => answer.status)).toEqual(
          Array.from({ length: 6 }, () => 200),
        );
        expect(Math.min(...answers.map((answer) => answer.bytes))).toBeGreaterThan(50_000);
      } finally {
        pdfs.off('rendered', counted);
      }
    },
    LONG_RENDERS_MS,
  );

  it(
    'when the thread rendering a PDF dies, that request is answered 503 U-INV-PDF-4 with Retry-After, and the next request for it is printed',
    async () => {
      const invoice = await longInvoice();
      const { pdfs } = system.invoicing;

      const started = once(pdfs, 'render');
      const crashed = printed(invoice);
      await started;
      expect(pdfs.threads.length).toBeGreaterThan(0);
      await Promise.all(pdfs.threads.map((thread) => thread.terminate()));
      const answer = await crashed;

      expect(answer.status).toBe(503);
      expect(answer.headers.get('retry-after')).toBe('1');
      expect(await answer.json()).toMatchObject({
        error: {
          code: 'U-INV-PDF-4',
          message: 'The PDF could not be printed this time. Try again in a moment.',
        },
      });
      const again = await printed(invoice);
      expect([again.status, again.headers.get('content-type')]).toEqual([200, 'application/pdf']);
      const { pages, text } = await pdfText(new Uint8Array(await again.arrayBuffer()));
      expect(pages).toBeGreaterThan(10);
      expect(text[0]).toContain('Suku cadang nomor 1 ');
      expect(text.at(-1)).toContain('Suku cadang nomor 500');
    },
    LONG_RENDERS_MS,
  );
});
