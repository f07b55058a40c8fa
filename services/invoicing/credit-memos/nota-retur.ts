import type { Transaction } from 'kysely';
import type { CreditMemoResponse } from '../../../contracts/invoicing/credit-memos.js';
import type { InvoiceSeller } from '../../../contracts/invoicing/invoice-links.js';
import { CSV_BOM, csvRecord } from '../../../formats/csv.js';
import { plainQuantity } from '../../../formats/quantity.js';
import type { Db } from '../db.js';
import type { InvoicingDatabase } from '../db-types.js';
import type { RegionService } from '../regions/service.js';
import { addressLine } from '../sales-invoices/invoice-pdf.js';

/**
 * A credit memo's returned goods as what the nota retur states. DJP publishes
 * no import layout for a nota retur of a faktur pajak keluaran: under PMK
 * 81/2024 article 288 the nota retur is the BUYER's, made and uploaded by the
 * buyer in Coretax (its pajak masukan), signed electronically and approved by
 * DJP; its only public upload template (ConverterEfakturCoretax, "Sample Retur
 * Faktur PM Template") is the buyer's and undocumented. So this is a CSV, no
 * invented DJP layout: one record per returned line holding the fields PMK
 * 81/2024 article 288(3) and its annex "Contoh format nota retur" require
 * (https://id.m.wikisource.org/wiki/Halaman:Peraturan_Menteri_Keuangan_RI_Nomor_81_Tahun_2024.pdf/470):
 * the nota retur's number and date (the memo's), the faktur pajak's number
 * and date, the buyer's and the seller's name, address and NPWP (as the
 * invoice named them at issue), and per good its number, name, quantity and
 * unit, the selling price returned (DPP), the other tax base and the PPN
 * returned. Amounts are plain decimals in the invoice's currency, as the
 * e-Faktur states them.
 */
export const NOTA_RETUR_COLUMNS = [
  'Nomor Nota Retur',
  'Tanggal Nota Retur',
  'Nomor Faktur Pajak',
  'Tanggal Faktur Pajak',
  'Nama Pembeli',
  'Alamat Pembeli',
  'NPWP Pembeli',
  'Nama Penjual',
  'Alamat Penjual',
  'NPWP Penjual',
  'No.',
  'Nama Barang Kena Pajak',
  'Jumlah Barang',
  'Satuan',
  'Harga Satuan',
  'Harga Jual yang Dikembalikan (DPP)',
  'DPP Nilai Lain',
  'Tarif PPN',
  'PPN yang Dikembalikan',
  'Mata Uang',
] as const;

/** What the nota retur names of the invoice a memo returns goods of, as it was issued. */
export type ReturnedInvoice = {
  number: string | null;
  /** Whether the company had an NPWP when it was issued: without one it has no faktur pajak to return against. */
  sellerHadNpwp: boolean | null;
  taxInvoiceNumber: string | null;
  invoiceDate: string;
  buyer: { name: string; address: string | null; taxNumber: string | null } | null;
  seller: InvoiceSeller | null;
};

/** The issued invoice's faktur number, date, buyer and seller. */
export async function returnedInvoice(
  db: Db | Transaction<InvoicingDatabase>,
  organizationId: string,
  invoiceId: string,
  regions: RegionService,
): Promise<ReturnedInvoice> {
  const row = await db
    .selectFrom('sales_invoices')
    .select(['number', 'seller_had_npwp', 'tax_invoice_number', 'invoice_date', 'buyer', 'seller'])
    .where('organization_id', '=', organizationId)
    .where('id', '=', invoiceId)
    .executeTakeFirstOrThrow();
  return {
    number: row.number,
    sellerHadNpwp: row.seller_had_npwp,
    taxInvoiceNumber: row.tax_invoice_number,
    invoiceDate: row.invoice_date,
    // The buyer's address on one line, as the faktur and the invoice's PDF write it.
    buyer: row.buyer && {
      name: row.buyer.name,
      address: row.buyer.address && addressLine(row.buyer.address, regions),
      taxNumber: row.buyer.taxNumber,
    },
    seller: row.seller,
  };
}

/** The nota retur's CSV: a header, then one record per returned line (none for a memo of an amount only). */
export function notaReturCsv(memo: CreditMemoResponse, invoice: ReturnedInvoice): string {
  const head = [
    memo.number,
    memo.memoDate,
    invoice.taxInvoiceNumber,
    invoice.invoiceDate,
    invoice.buyer?.name ?? memo.customer.name,
    invoice.buyer?.address ?? null,
    invoice.buyer?.taxNumber ?? null,
    invoice.seller?.legalName ?? invoice.seller?.name ?? null,
    invoice.seller?.address ?? null,
    invoice.seller?.taxNumber ?? null,
  ];
  return (
    CSV_BOM +
    csvRecord(NOTA_RETUR_COLUMNS) +
    memo.returns
      .map((line, index) =>
        csvRecord([
          ...head,
          String(index + 1),
          line.product,
          plainQuantity(line.quantity),
          line.unit,
          line.unitPrice,
          line.taxBase,
          line.otherTaxBase,
          String(line.vatRate),
          line.vat,
          memo.currency,
        ]),
      )
      .join('')
  );
}
