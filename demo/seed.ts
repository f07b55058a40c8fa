import type { Kysely } from 'kysely';
import type { AccountDatabase } from '../services/account/db-types.js';
import { createOrganizationWithOwner } from '../services/account/organizations/service.js';
import { addDays } from '../services/snap-sandbox/statement-generator.js';
import { businessToday } from '../services/treasury/statements/parsing/dates.js';
import { DEMO_BANK_ACCOUNTS, type DemoBank } from './bank.js';
import { briStatementCsv } from './statement-file.js';

export const DEMO = {
  organization: 'PT Sinar Nusantara Makmur',
  username: 'sinar-nusantara',
  email: 'demo@kas.id',
  password: 'Demo1234',
  ownerName: 'Rina Kusumawati',
};

type Account = { bankCode: string; accountNumber: string; accountName: string; alias?: string };
type Seed = { legalName: string; alias: string; email?: string; type: 'COMPANY' | 'INDIVIDUAL'; bankAccounts: Account[] };

/** Realistic Indonesian counterparties: suppliers, customers, landlords and freelancers. */
const COUNTERPARTIES: Seed[] = [
  {
    legalName: 'PT Sumber Makmur Sejahtera',
    alias: 'Sumber Makmur',
    email: 'finance@sumbermakmur.co.id',
    type: 'COMPANY',
    bankAccounts: [{ bankCode: '014', accountNumber: '5270123456', accountName: 'PT SUMBER MAKMUR SEJAHTERA' }],
  },
  {
    legalName: 'CV Karya Mandiri Teknik',
    alias: 'Karya Mandiri',
    email: 'admin@karyamandiri.id',
    type: 'COMPANY',
    bankAccounts: [{ bankCode: '008', accountNumber: '1230007654321', accountName: 'CV KARYA MANDIRI TEKNIK' }],
  },
  {
    legalName: 'PT Bangun Persada Nusantara',
    alias: 'Bangun Persada',
    email: 'ap@bangunpersada.co.id',
    type: 'COMPANY',
    bankAccounts: [
      { bankCode: '009', accountNumber: '0192837465', accountName: 'PT BANGUN PERSADA NUSANTARA' },
      { bankCode: '014', accountNumber: '8830412277', accountName: 'PT BANGUN PERSADA NUSANTARA', alias: 'Operasional' },
    ],
  },
  {
    legalName: 'PT Mitra Logistik Indonesia',
    alias: 'Mitra Logistik',
    email: 'billing@mitralogistik.co.id',
    type: 'COMPANY',
    bankAccounts: [{ bankCode: '002', accountNumber: '034101000123567', accountName: 'PT MITRA LOGISTIK INDONESIA' }],
  },
  { legalName: 'CV Berkah Jaya Abadi', alias: 'Berkah Jaya', type: 'COMPANY', bankAccounts: [{ bankCode: '451', accountNumber: '7123456789', accountName: 'CV BERKAH JAYA ABADI' }] },
  {
    legalName: 'PT Teknologi Kreasi Digital',
    alias: 'Kreasi Digital',
    email: 'finance@kreasidigital.id',
    type: 'COMPANY',
    bankAccounts: [{ bankCode: '022', accountNumber: '800123456700', accountName: 'PT TEKNOLOGI KREASI DIGITAL' }],
  },
  {
    legalName: 'PT Agro Lestari Sentosa',
    alias: 'Agro Lestari',
    email: 'treasury@agrolestari.co.id',
    type: 'COMPANY',
    bankAccounts: [{ bankCode: '008', accountNumber: '1370012345678', accountName: 'PT AGRO LESTARI SENTOSA' }],
  },
  {
    legalName: 'PT Samudra Energi Perkasa',
    alias: 'Samudra Energi',
    email: 'ap@samudraenergi.co.id',
    type: 'COMPANY',
    bankAccounts: [{ bankCode: '009', accountNumber: '0456789012', accountName: 'PT SAMUDRA ENERGI PERKASA' }],
  },
  {
    legalName: 'CV Cahaya Baru Printing',
    alias: 'Cahaya Baru',
    email: 'order@cahayabaru.id',
    type: 'COMPANY',
    bankAccounts: [{ bankCode: '014', accountNumber: '2150987654', accountName: 'CV CAHAYA BARU PRINTING' }],
  },
  {
    legalName: 'PT Graha Properti Jakarta',
    alias: 'Graha Properti',
    email: 'leasing@grahaproperti.co.id',
    type: 'COMPANY',
    bankAccounts: [{ bankCode: '013', accountNumber: '4102345678', accountName: 'PT GRAHA PROPERTI JAKARTA' }],
  },
  {
    legalName: 'PT Nusa Kemasan Plastik',
    alias: 'Nusa Kemasan',
    email: 'sales@nusakemasan.co.id',
    type: 'COMPANY',
    bankAccounts: [{ bankCode: '028', accountNumber: '035800123456', accountName: 'PT NUSA KEMASAN PLASTIK' }],
  },
  {
    legalName: 'PT Prima Kargo Ekspres',
    alias: 'Prima Kargo',
    email: 'finance@primakargo.co.id',
    type: 'COMPANY',
    bankAccounts: [{ bankCode: '011', accountNumber: '003612345678', accountName: 'PT PRIMA KARGO EKSPRES' }],
  },
  {
    legalName: 'PT Indo Pangan Utama',
    alias: 'Indo Pangan',
    email: 'ar@indopangan.co.id',
    type: 'COMPANY',
    bankAccounts: [{ bankCode: '002', accountNumber: '020601000998877', accountName: 'PT INDO PANGAN UTAMA' }],
  },
  { legalName: 'CV Sinar Terang Elektrik', alias: 'Sinar Terang', type: 'COMPANY', bankAccounts: [{ bankCode: '200', accountNumber: '00077012345', accountName: 'CV SINAR TERANG ELEKTRIK' }] },
  {
    legalName: 'PT Harapan Medika Farma',
    alias: 'Harapan Medika',
    email: 'finance@harapanmedika.co.id',
    type: 'COMPANY',
    bankAccounts: [{ bankCode: '014', accountNumber: '6040556677', accountName: 'PT HARAPAN MEDIKA FARMA' }],
  },
  {
    legalName: 'PT Kencana Tekstil Bandung',
    alias: 'Kencana Tekstil',
    email: 'ap@kencanatekstil.co.id',
    type: 'COMPANY',
    bankAccounts: [{ bankCode: '008', accountNumber: '1300098765432', accountName: 'PT KENCANA TEKSTIL BANDUNG' }],
  },
  {
    legalName: 'PT Solusi Jaringan Data',
    alias: 'Solusi Jaringan',
    email: 'billing@solusijaringan.id',
    type: 'COMPANY',
    bankAccounts: [{ bankCode: '009', accountNumber: '1122334455', accountName: 'PT SOLUSI JARINGAN DATA' }],
  },
  {
    legalName: 'Budi Santoso',
    alias: 'Budi Santoso',
    email: 'budi.santoso@gmail.com',
    type: 'INDIVIDUAL',
    bankAccounts: [{ bankCode: '014', accountNumber: '0987654321', accountName: 'BUDI SANTOSO' }],
  },
  {
    legalName: 'Siti Rahayu',
    alias: 'Siti Rahayu',
    email: 'siti.rahayu@yahoo.co.id',
    type: 'INDIVIDUAL',
    bankAccounts: [{ bankCode: '008', accountNumber: '1410011223344', accountName: 'SITI RAHAYU' }],
  },
  {
    legalName: 'Agus Wijaya',
    alias: 'Agus (Konsultan Pajak)',
    email: 'agus.wijaya@konsultan.id',
    type: 'INDIVIDUAL',
    bankAccounts: [{ bankCode: '002', accountNumber: '312201005566778', accountName: 'AGUS WIJAYA' }],
  },
  { legalName: 'Dewi Lestari', alias: 'Dewi Lestari', type: 'INDIVIDUAL', bankAccounts: [{ bankCode: '009', accountNumber: '0345678901', accountName: 'DEWI LESTARI' }] },
  {
    legalName: 'Rudi Hartono',
    alias: 'Rudi (Desain)',
    email: 'rudi.hartono@desain.id',
    type: 'INDIVIDUAL',
    bankAccounts: [{ bankCode: '451', accountNumber: '7012345678', accountName: 'RUDI HARTONO' }],
  },
  {
    legalName: 'Putri Anggraini',
    alias: 'Putri Anggraini',
    email: 'putri.anggraini@gmail.com',
    type: 'INDIVIDUAL',
    bankAccounts: [{ bankCode: '014', accountNumber: '7770123987', accountName: 'PUTRI ANGGRAINI' }],
  },
  { legalName: 'Hendra Gunawan', alias: 'Hendra Gunawan', type: 'INDIVIDUAL', bankAccounts: [{ bankCode: '022', accountNumber: '761234567800', accountName: 'HENDRA GUNAWAN' }] },
  {
    legalName: 'PT Wahana Otomotif Nusantara',
    alias: 'Wahana Otomotif',
    email: 'fleet@wahanaotomotif.co.id',
    type: 'COMPANY',
    bankAccounts: [{ bankCode: '013', accountNumber: '4109876543', accountName: 'PT WAHANA OTOMOTIF NUSANTARA' }],
  },
];

type Headers = Record<string, string>;

async function send(method: string, url: string, body: unknown, headers: Headers, contentType = 'application/json'): Promise<unknown> {
  const response = await fetch(url, { method, headers: { 'content-type': contentType, ...headers }, body: typeof body === 'string' ? body : JSON.stringify(body) });
  const text = await response.text();
  if (!response.ok) throw new Error(`Seeding failed at ${method} ${url}: ${response.status} ${text}`);
  return text ? (JSON.parse(text) as unknown) : null;
}

const postJson = (url: string, body: unknown, headers: Headers = {}) => send('POST', url, body, headers);

/** The demo's manual BRI account, whose statement is imported from a generated BRI export. */
const COLLECTIONS = { bankCode: '002', accountNumber: '034101000123309', accountName: 'PT SINAR NUSANTARA MAKMUR', alias: 'BRI Penerimaan', openingBalance: '325000000.00' };

/**
 * The treasury side of the demo: bank accounts (two read from the sandbox
 * bank over SNAP on an hourly schedule when it runs, a BRI account whose
 * statement is imported from a file, and a dollar account with a balance
 * read by hand), and the next weeks' expected receipts and payments.
 */
async function seedTreasury(treasuryUrl: string, headers: Headers, counterparties: Map<string, string>, bank: DemoBank | undefined, today: string) {
  const account = async (body: Record<string, unknown>) => ((await postJson(`${treasuryUrl}/bank-accounts`, { currency: 'IDR', ...body, status: 'ACTIVE' }, headers)) as { id: string }).id;
  const credentials = bank
    ? { clientId: bank.partner.clientKey, clientSecret: bank.partner.clientSecret, partnerId: bank.partner.partnerId, channelId: bank.partner.channelId, privateKey: bank.partner.privateKeyPem }
    : null;
  const connection = credentials ? { connectionType: 'API', credentials } : { connectionType: 'MANUAL' };
  const operations = await account({
    bankCode: '014',
    accountNumber: DEMO_BANK_ACCOUNTS.operations.accountNo,
    accountName: DEMO_BANK_ACCOUNTS.operations.name,
    alias: 'BCA Operasional',
    ...connection,
  });
  const payroll = await account({ bankCode: '008', accountNumber: DEMO_BANK_ACCOUNTS.payroll.accountNo, accountName: DEMO_BANK_ACCOUNTS.payroll.name, alias: 'Mandiri Payroll', ...connection });
  const collections = await account({
    bankCode: COLLECTIONS.bankCode,
    accountNumber: COLLECTIONS.accountNumber,
    accountName: COLLECTIONS.accountName,
    alias: COLLECTIONS.alias,
    connectionType: 'MANUAL',
  });
  const dollars = await account({ bankCode: '009', accountNumber: '0887766554', accountName: 'PT SINAR NUSANTARA MAKMUR', alias: 'BNI Valas USD', currency: 'USD', connectionType: 'MANUAL' });
  await postJson(`${treasuryUrl}/bank-accounts/${dollars}/balances`, { available: '48250.00', ledger: '48250.00' }, headers);

  if (credentials) {
    await postJson(`${treasuryUrl}/bank-accounts/${operations}/sync-schedule`, { intervalMinutes: 60 }, headers);
    await postJson(`${treasuryUrl}/bank-accounts/${payroll}/sync-schedule`, { intervalMinutes: 240 }, headers);
  }

  const { csv } = briStatementCsv({ accountNo: COLLECTIONS.accountNumber, name: COLLECTIONS.accountName, openingBalance: COLLECTIONS.openingBalance, today, days: 45 });
  const upload = (await send('POST', `${treasuryUrl}/uploads?purpose=STATEMENT`, csv, { ...headers, 'x-file-name': encodeURIComponent(`mutasi-bri-${today}.csv`) }, 'text/csv')) as { id: string };
  await postJson(`${treasuryUrl}/imports`, { kind: 'STATEMENT', uploadId: upload.id, bankAccountId: collections }, headers);

  const expected = (days: number, alias: string, direction: 'CREDIT' | 'DEBIT', amount: string, description: string, bankAccountId: string, externalId?: string) =>
    postJson(
      `${treasuryUrl}/expected-transactions`,
      { date: addDays(today, days), counterpartyId: counterparties.get(alias) ?? null, direction, amount, description, bankAccountId, ...(externalId ? { externalId } : {}) },
      headers,
    );
  await expected(2, 'Indo Pangan', 'CREDIT', '187500000.00', 'Pelunasan INV-2026-1104', collections, 'INV-2026-1104');
  await expected(3, 'Agro Lestari', 'CREDIT', '64250000.00', 'Pembayaran INV-2026-1097', collections, 'INV-2026-1097');
  await expected(5, 'Graha Properti', 'DEBIT', '45000000.00', 'Sewa kantor Desember 2026', operations);
  await expected(6, 'Mitra Logistik', 'DEBIT', '18725000.00', 'Jasa pengiriman November', operations, 'PO-2026-0871');
  await expected(8, 'Kreasi Digital', 'CREDIT', '92000000.00', 'Termin 2 proyek ERP', operations, 'INV-2026-1112');
  await expected(9, 'Sumber Makmur', 'DEBIT', '126400000.00', 'Pembelian bahan baku PO-2026-0880', operations, 'PO-2026-0880');
  await expected(10, 'Agus (Konsultan Pajak)', 'DEBIT', '7500000.00', 'Jasa konsultan pajak Q4', operations);
  await expected(12, 'Harapan Medika', 'CREDIT', '38900000.00', 'Pembayaran INV-2026-1120', collections, 'INV-2026-1120');
  await expected(14, 'Samudra Energi', 'DEBIT', '9650000.00', 'Tagihan listrik dan genset', operations);
  await expected(25, 'Rudi (Desain)', 'DEBIT', '4500000.00', 'Desain katalog 2027', payroll);
}

/**
 * Seeds the demo organisation on an empty database, through the services'
 * own rules (everything in treasury goes through its REST API). With a
 * sandbox bank, two accounts connect over SNAP and sync on a schedule.
 * Returns the demo sign-in when the demo organisation exists, or null.
 */
export async function seedDemo(accountDb: Kysely<AccountDatabase>, accountUrl: string, treasuryUrl: string, options: { bank?: DemoBank; now?: Date } = {}) {
  const organizations = await accountDb.selectFrom('organizations').select(['id', 'username']).execute();
  const existing = organizations.find((org) => org.username === DEMO.username);
  if (existing) return DEMO;
  if (organizations.length > 0) return null;
  await createOrganizationWithOwner(accountDb, { name: DEMO.organization, username: DEMO.username, ownerEmail: DEMO.email, ownerPassword: DEMO.password, ownerName: DEMO.ownerName });
  const tokens = (await postJson(`${accountUrl}/sessions`, { email: DEMO.email, password: DEMO.password })) as { accessToken: string; organizationId: string };
  const headers = { authorization: `Bearer ${tokens.accessToken}`, 'x-organization-id': tokens.organizationId };
  const counterparties = new Map<string, string>();
  for (const counterparty of COUNTERPARTIES) counterparties.set(counterparty.alias, ((await postJson(`${treasuryUrl}/counterparties`, counterparty, headers)) as { id: string }).id);
  await seedTreasury(treasuryUrl, headers, counterparties, options.bank, businessToday('Asia/Jakarta', options.now ?? new Date()));
  return DEMO;
}
