import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { SalesInvoiceResponse } from '../contracts/invoicing/sales-invoices.js';
import { documentTotals, type LineInput } from '../formats/document-totals.js';
import renderPdfDefinition from '../services/invoicing/documents/pdf-worker.js';
import {
  invoiceDocument,
  type PrintableInvoice,
} from '../services/invoicing/sales-invoices/pdf/invoice-document.js';
import {
  checkedMilestones,
  datedMilestones,
  milestoneAmounts,
  milestonesSettled,
} from '../services/invoicing/sales-invoices/milestones.js';
import { sized } from './size.js';

const LINES = sized(500, 20);
const WARM_UP = sized(3, 1);
const SAMPLES = sized(15, 2);
const TARGET_MS = 1000;

const TAX_CODES = ['PPN', 'PPN', 'PPN', 'NO_PPN', 'PPN_LUXURY'] as const;

/**
 * An issued invoice of `count` lines as the API answers one, its figures
 * computed as the invoicing service computes them: every line its own product
 * name (no layout cached across lines), every third with a description,
 * quantities and prices that vary, a discount on some.
 */
export function syntheticInvoice(count: number): PrintableInvoice {
  const inputs: LineInput[] = Array.from({ length: count }, (_, index) => ({
    quantity: `${(index % 40) + 1}${index % 7 === 0 ? '.5' : ''}`,
    unitPrice: `${1_000 + ((index * 7_919) % 2_500_000)}.${String(index % 100).padStart(2, '0')}`,
    discount: index % 5 === 0 ? `${(index % 9) * 1_000}.00` : '0.00',
    taxCode: TAX_CODES[index % TAX_CODES.length]!,
  }));
  const totals = documentTotals(inputs, '250000.00');
  const lines = inputs.map((input, index) => ({
    position: index + 1,
    orderLine: index + 1,
    product: `Semen Portland tipe ${index + 1} (${['40', '50'][index % 2]} kg)`,
    description: index % 3 === 0 ? `Dikirim ke gudang Cikarang blok ${index % 12}` : null,
    quantity: `${input.quantity}${input.quantity.includes('.') ? '000' : '.0000'}`,
    kind: index % 4 === 3 ? ('SERVICE' as const) : ('GOODS' as const),
    unit: index % 4 === 3 ? 'UM.0027' : 'UM.0018',
    unitPrice: input.unitPrice,
    taxCode: input.taxCode,
    ...totals.lines[index]!,
  }));
  const invoice: SalesInvoiceResponse = {
    id: '00000000-0000-4000-8000-000000000001',
    number: 'INV/2026/11/0500',
    customer: { id: '00000000-0000-4000-8000-000000000002', name: 'PT Bangun Jaya Abadi' },
    salesOrder: { id: '00000000-0000-4000-8000-000000000003', number: 'SO/2026/11/0042' },
    goodsReceipts: [],
    poReference: 'PO-2026-7781',
    invoiceDate: '2026-11-12',
    dueDate: '2026-12-12',
    paymentTermDays: 30,
    currency: 'IDR',
    status: 'ISSUED',
    lines,
    totals: { ...totals, documentDiscount: '250000.00' },
    milestones: milestonesSettled(
      milestoneAmounts(
        datedMilestones(
          checkedMilestones([
            { name: 'Uang muka', percent: '30', dueDate: '2026-11-19' },
            { name: 'Pelunasan', percent: '70' },
          ]),
          { invoiceDate: '2026-11-12', dueDate: '2026-12-12' },
        ),
        totals.grandTotal,
      ).map((milestone, index) => ({ position: index + 1, ...milestone })),
      { grandTotal: totals.grandTotal, remainingAmount: totals.grandTotal },
    ),
    // The PDF prints the milestones, not which is next.
    nextMilestone: null,
    paidAmount: '0.00',
    creditedAmount: '0.00',
    withheldAmount: '0.00',
    withholdingRate: '2.00',
    sellerHadNpwp: true,
    withholding: null,
    remainingAmount: totals.grandTotal,
    bankDetails: 'BCA 1234567890 a.n. PT Pemasok Nusantara',
    notes: 'Pembayaran melalui transfer bank. Cantumkan nomor faktur pada berita transfer.',
    delivery: null,
    taxInvoiceNumber: '04002500012345678',
    fakturFacility: null,
    taxConversion: null,
    approver: null,
    submission: null,
    approval: null,
    cancellation: null,
    return: null,
    actions: [],
    createdBy: '00000000-0000-4000-8000-000000000004',
    createdAt: '2026-11-12T03:00:00.000Z',
    updatedAt: '2026-11-12T03:00:00.000Z',
    version: 3,
  };
  return {
    invoice,
    seller: {
      name: 'PT Pemasok Nusantara',
      legalName: 'PT Pemasok Nusantara Sejahtera',
      taxNumber: '0012345678901000',
    },
    buyer: {
      name: 'PT Bangun Jaya Abadi',
      address: 'Jl. Asia Afrika No. 8, Gelora, Tanah Abang, Kota Jakarta Pusat, DKI Jakarta, 10270',
      taxNumber: '0987654321098765',
      nik: null,
    },
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

/** An invoice's PDF as a render worker makes it (the same function, called in this thread). */
const renderInvoicePdf = (printable: PrintableInvoice, language: 'en' | 'id') =>
  renderPdfDefinition(invoiceDocument(printable, language));

/**
 * The PDF of a 500-line invoice, as GET /sales-invoices/:id/pdf renders it
 * (the same function its render worker runs, in this thread, without the
 * HTTP, the database and the thread hand-over around it): after warming up, each language in turn, wall and CPU time per PDF.
 * The first PDF of a process (fonts read, code compiled) is shown apart.
 * The rendered PDF is read back with pdf.js, so a bench that renders nothing
 * readable fails. Target: the median under one second.
 */
export async function runInvoicePdfBenchmark() {
  const printable = syntheticInvoice(LINES);
  let started = performance.now();
  const first = await renderInvoicePdf(printable, 'id');
  const firstMs = performance.now() - started;
  const document = await getDocument({ data: new Uint8Array(first), verbosity: 0 }).promise;
  const pages = document.numPages;
  await document.destroy();
  for (let round = 0; round < WARM_UP; round += 1) await renderInvoicePdf(printable, 'en');
  const wall: number[] = [];
  const cpu: number[] = [];
  let bytes = 0;
  for (let round = 0; round < SAMPLES; round += 1) {
    const before = process.cpuUsage();
    started = performance.now();
    const pdf = await renderInvoicePdf(printable, round % 2 === 0 ? 'en' : 'id');
    wall.push(performance.now() - started);
    const used = process.cpuUsage(before);
    cpu.push((used.user + used.system) / 1000);
    bytes = pdf.length;
  }
  const ms = median(wall);
  const ratio = ms / TARGET_MS;
  const passed = ms < TARGET_MS && pages > 1;
  console.log(
    `invoice-pdf: a ${LINES}-line invoice rendered with pdfmake in the product's fonts, ${SAMPLES} PDFs one at a time (English and Indonesian in turn)`,
  );
  console.log(
    `  per PDF: median ${ms.toFixed(0)} ms wall, ${median(cpu).toFixed(0)} ms CPU; slowest ${Math.max(...wall).toFixed(0)} ms; ${pages} pages, ${(bytes / 1024).toFixed(0)} KB`,
  );
  console.log(`  first PDF of the process (fonts read, code compiled): ${firstMs.toFixed(0)} ms`);
  console.log(
    `  ratio to the ${TARGET_MS} ms target: ${ratio.toFixed(2)} ${passed ? 'PASS' : 'FAIL'}`,
  );
  return { name: 'invoice-pdf', passed, ms, cpuMs: median(cpu), firstMs, pages, ratio };
}
