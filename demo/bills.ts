import { addDays } from '../formats/calendar.js';

type Headers = Record<string, string>;
type Post = (url: string, body: unknown, headers?: Headers) => Promise<unknown>;
type Bill = {
  alias: string;
  number: string;
  category: string;
  description: string;
  amount: string;
  issued: number;
  due: number;
  status: 'CREATED' | 'SUBMITTED' | 'APPROVED';
};

/**
 * Suppliers' bills waiting to be paid, days relative to today: packaging due
 * in four days and an internet bill three days overdue (both approved, to be
 * paid), a freight bill submitted and waiting for approval, and a printing
 * draft not submitted yet. Together they fill Payables' ageing and give the
 * bills list something due.
 */
const BILLS: Bill[] = [
  {
    alias: 'Nusa Kemasan',
    number: 'NKP/2026/11/1187',
    category: 'INVENTORY',
    description: 'Kemasan plastik 20.000 pcs',
    amount: '23650000.00',
    issued: -20,
    due: 4,
    status: 'APPROVED',
  },
  {
    alias: 'Solusi Jaringan',
    number: 'SJD-INV-55012',
    category: 'UTILITIES',
    description: 'Internet dedicated November',
    amount: '4995000.00',
    issued: -25,
    due: -3,
    status: 'APPROVED',
  },
  {
    alias: 'Prima Kargo',
    number: 'PK/2026/3321',
    category: 'LOGISTICS',
    description: 'Ongkos kirim Surabaya-Makassar',
    amount: '12480000.00',
    issued: -10,
    due: 10,
    status: 'SUBMITTED',
  },
  {
    alias: 'Cahaya Baru',
    number: 'CBP-0912',
    category: 'MARKETING',
    description: 'Cetak brosur dan katalog',
    amount: '7250000.00',
    issued: -2,
    due: 28,
    status: 'CREATED',
  },
];

/**
 * Adds the demo's bills through the treasury's REST API, each taken as far as
 * its status says: written and submitted by the owner, approved by another
 * member (nobody approves a bill they wrote).
 */
export async function seedBills(
  treasuryUrl: string,
  headers: Headers,
  approverHeaders: Headers,
  counterpartyIds: Map<string, string>,
  today: string,
  post: Post,
): Promise<void> {
  for (const bill of BILLS) {
    const body = {
      number: bill.number,
      date: addDays(today, bill.issued),
      dueDate: addDays(today, bill.due),
      category: bill.category,
      counterpartyId: counterpartyIds.get(bill.alias)!,
      description: bill.description,
      amount: bill.amount,
    };
    const { id } = ((await post(`${treasuryUrl}/bills`, body, headers)) as { node: { id: string } })
      .node;
    if (bill.status !== 'CREATED') await post(`${treasuryUrl}/bills/${id}/submit`, {}, headers);
    if (bill.status === 'APPROVED')
      await post(`${treasuryUrl}/bills/${id}/approve`, {}, approverHeaders);
  }
}
