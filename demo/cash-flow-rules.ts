import type { CashCategory } from '../contracts/treasury/categories.js';

type Headers = Record<string, string>;
type Post = (url: string, body: unknown, headers?: Headers) => Promise<unknown>;
type Rule = {
  name: string;
  category: CashCategory;
  direction: 'DEBIT' | 'CREDIT';
  descriptionPattern: string;
};

/**
 * The demo business's categorisation rules, by the words Indonesian banks
 * write in a line's description (the sandbox's and the BRI export's): sales
 * by transfer, QRIS and Xendit, cash deposits, interest, payroll and BPJS,
 * taxes, electricity, suppliers' purchase orders and bank charges. Made
 * before any line arrives, so every statement line is categorised as it is
 * written and the cash flow opens mostly categorised; what no rule knows
 * stays Uncategorised, as in a real account.
 */
const RULES: Rule[] = [
  {
    name: 'Penjualan: transfer pelanggan',
    category: 'SALES',
    direction: 'CREDIT',
    descriptionPattern: 'INV/',
  },
  {
    name: 'Penjualan: QRIS',
    category: 'SALES',
    direction: 'CREDIT',
    descriptionPattern: 'QRIS SETTLEMENT',
  },
  {
    name: 'Penjualan: Xendit',
    category: 'SALES',
    direction: 'CREDIT',
    descriptionPattern: 'XENDIT SETTLEMENT',
  },
  {
    name: 'Penjualan: setoran tunai',
    category: 'SALES',
    direction: 'CREDIT',
    descriptionPattern: 'SETORAN TUNAI',
  },
  {
    name: 'Bunga jasa giro',
    category: 'INTEREST_INCOME',
    direction: 'CREDIT',
    descriptionPattern: 'BUNGA',
  },
  { name: 'Gaji karyawan', category: 'PAYROLL', direction: 'DEBIT', descriptionPattern: 'GAJI' },
  {
    name: 'BPJS Ketenagakerjaan',
    category: 'PAYROLL',
    direction: 'DEBIT',
    descriptionPattern: 'BPJS',
  },
  { name: 'Pajak', category: 'TAXES', direction: 'DEBIT', descriptionPattern: 'PAJAK' },
  { name: 'Listrik PLN', category: 'UTILITIES', direction: 'DEBIT', descriptionPattern: 'PLN' },
  {
    name: 'Pembelian ke pemasok',
    category: 'INVENTORY',
    direction: 'DEBIT',
    descriptionPattern: 'PO-',
  },
  { name: 'Biaya bank', category: 'OTHER', direction: 'DEBIT', descriptionPattern: 'BIAYA' },
];

/** Adds the demo's categorisation rules through the treasury's REST API, in priority order. */
export async function seedCashFlowRules(
  treasuryUrl: string,
  headers: Headers,
  post: Post,
): Promise<void> {
  for (const rule of RULES)
    await post(
      `${treasuryUrl}/cash-flow-rules`,
      {
        ...rule,
        counterpartyId: null,
        descriptionMatch: 'CONTAINS',
        amountMin: null,
        amountMax: null,
      },
      headers,
    );
}
