import type { Kysely } from 'kysely';
import type { AccountDatabase } from './../services/account/db-types.js';
import { createOrganizationWithOwner } from '../services/account/organizations/service.js';

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
  { legalName: 'PT Sumber Makmur Sejahtera', alias: 'Sumber Makmur', email: 'finance@sumbermakmur.co.id', type: 'COMPANY', bankAccounts: [{ bankCode: '014', accountNumber: '5270123456', accountName: 'PT SUMBER MAKMUR SEJAHTERA' }] },
  { legalName: 'CV Karya Mandiri Teknik', alias: 'Karya Mandiri', email: 'admin@karyamandiri.id', type: 'COMPANY', bankAccounts: [{ bankCode: '008', accountNumber: '1230007654321', accountName: 'CV KARYA MANDIRI TEKNIK' }] },
  { legalName: 'PT Bangun Persada Nusantara', alias: 'Bangun Persada', email: 'ap@bangunpersada.co.id', type: 'COMPANY', bankAccounts: [{ bankCode: '009', accountNumber: '0192837465', accountName: 'PT BANGUN PERSADA NUSANTARA' }, { bankCode: '014', accountNumber: '8830412277', accountName: 'PT BANGUN PERSADA NUSANTARA', alias: 'Operasional' }] },
  { legalName: 'PT Mitra Logistik Indonesia', alias: 'Mitra Logistik', email: 'billing@mitralogistik.co.id', type: 'COMPANY', bankAccounts: [{ bankCode: '002', accountNumber: '034101000123567', accountName: 'PT MITRA LOGISTIK INDONESIA' }] },
  { legalName: 'CV Berkah Jaya Abadi', alias: 'Berkah Jaya', type: 'COMPANY', bankAccounts: [{ bankCode: '451', accountNumber: '7123456789', accountName: 'CV BERKAH JAYA ABADI' }] },
  { legalName: 'PT Teknologi Kreasi Digital', alias: 'Kreasi Digital', email: 'finance@kreasidigital.id', type: 'COMPANY', bankAccounts: [{ bankCode: '022', accountNumber: '800123456700', accountName: 'PT TEKNOLOGI KREASI DIGITAL' }] },
  { legalName: 'PT Agro Lestari Sentosa', alias: 'Agro Lestari', email: 'treasury@agrolestari.co.id', type: 'COMPANY', bankAccounts: [{ bankCode: '008', accountNumber: '1370012345678', accountName: 'PT AGRO LESTARI SENTOSA' }] },
  { legalName: 'PT Samudra Energi Perkasa', alias: 'Samudra Energi', email: 'ap@samudraenergi.co.id', type: 'COMPANY', bankAccounts: [{ bankCode: '009', accountNumber: '0456789012', accountName: 'PT SAMUDRA ENERGI PERKASA' }] },
  { legalName: 'CV Cahaya Baru Printing', alias: 'Cahaya Baru', email: 'order@cahayabaru.id', type: 'COMPANY', bankAccounts: [{ bankCode: '014', accountNumber: '2150987654', accountName: 'CV CAHAYA BARU PRINTING' }] },
  { legalName: 'PT Graha Properti Jakarta', alias: 'Graha Properti', email: 'leasing@grahaproperti.co.id', type: 'COMPANY', bankAccounts: [{ bankCode: '013', accountNumber: '4102345678', accountName: 'PT GRAHA PROPERTI JAKARTA' }] },
  { legalName: 'PT Nusa Kemasan Plastik', alias: 'Nusa Kemasan', email: 'sales@nusakemasan.co.id', type: 'COMPANY', bankAccounts: [{ bankCode: '028', accountNumber: '035800123456', accountName: 'PT NUSA KEMASAN PLASTIK' }] },
  { legalName: 'PT Prima Kargo Ekspres', alias: 'Prima Kargo', email: 'finance@primakargo.co.id', type: 'COMPANY', bankAccounts: [{ bankCode: '011', accountNumber: '003612345678', accountName: 'PT PRIMA KARGO EKSPRES' }] },
  { legalName: 'PT Indo Pangan Utama', alias: 'Indo Pangan', email: 'ar@indopangan.co.id', type: 'COMPANY', bankAccounts: [{ bankCode: '002', accountNumber: '020601000998877', accountName: 'PT INDO PANGAN UTAMA' }] },
  { legalName: 'CV Sinar Terang Elektrik', alias: 'Sinar Terang', type: 'COMPANY', bankAccounts: [{ bankCode: '200', accountNumber: '00077012345', accountName: 'CV SINAR TERANG ELEKTRIK' }] },
  { legalName: 'PT Harapan Medika Farma', alias: 'Harapan Medika', email: 'finance@harapanmedika.co.id', type: 'COMPANY', bankAccounts: [{ bankCode: '014', accountNumber: '6040556677', accountName: 'PT HARAPAN MEDIKA FARMA' }] },
  { legalName: 'PT Kencana Tekstil Bandung', alias: 'Kencana Tekstil', email: 'ap@kencanatekstil.co.id', type: 'COMPANY', bankAccounts: [{ bankCode: '008', accountNumber: '1300098765432', accountName: 'PT KENCANA TEKSTIL BANDUNG' }] },
  { legalName: 'PT Solusi Jaringan Data', alias: 'Solusi Jaringan', email: 'billing@solusijaringan.id', type: 'COMPANY', bankAccounts: [{ bankCode: '009', accountNumber: '1122334455', accountName: 'PT SOLUSI JARINGAN DATA' }] },
  { legalName: 'Budi Santoso', alias: 'Budi Santoso', email: 'budi.santoso@gmail.com', type: 'INDIVIDUAL', bankAccounts: [{ bankCode: '014', accountNumber: '0987654321', accountName: 'BUDI SANTOSO' }] },
  { legalName: 'Siti Rahayu', alias: 'Siti Rahayu', email: 'siti.rahayu@yahoo.co.id', type: 'INDIVIDUAL', bankAccounts: [{ bankCode: '008', accountNumber: '1410011223344', accountName: 'SITI RAHAYU' }] },
  { legalName: 'Agus Wijaya', alias: 'Agus (Konsultan Pajak)', email: 'agus.wijaya@konsultan.id', type: 'INDIVIDUAL', bankAccounts: [{ bankCode: '002', accountNumber: '312201005566778', accountName: 'AGUS WIJAYA' }] },
  { legalName: 'Dewi Lestari', alias: 'Dewi Lestari', type: 'INDIVIDUAL', bankAccounts: [{ bankCode: '009', accountNumber: '0345678901', accountName: 'DEWI LESTARI' }] },
  { legalName: 'Rudi Hartono', alias: 'Rudi (Desain)', email: 'rudi.hartono@desain.id', type: 'INDIVIDUAL', bankAccounts: [{ bankCode: '451', accountNumber: '7012345678', accountName: 'RUDI HARTONO' }] },
  { legalName: 'Putri Anggraini', alias: 'Putri Anggraini', email: 'putri.anggraini@gmail.com', type: 'INDIVIDUAL', bankAccounts: [{ bankCode: '014', accountNumber: '7770123987', accountName: 'PUTRI ANGGRAINI' }] },
  { legalName: 'Hendra Gunawan', alias: 'Hendra Gunawan', type: 'INDIVIDUAL', bankAccounts: [{ bankCode: '022', accountNumber: '761234567800', accountName: 'HENDRA GUNAWAN' }] },
  { legalName: 'PT Wahana Otomotif Nusantara', alias: 'Wahana Otomotif', email: 'fleet@wahanaotomotif.co.id', type: 'COMPANY', bankAccounts: [{ bankCode: '013', accountNumber: '4109876543', accountName: 'PT WAHANA OTOMOTIF NUSANTARA' }] },
];

async function postJson(url: string, body: unknown, headers: Record<string, string> = {}): Promise<unknown> {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  const json: unknown = await response.json();
  if (!response.ok) throw new Error(`Seeding failed at ${url}: ${JSON.stringify(json)}`);
  return json;
}

/**
 * Seeds the demo organisation on an empty database, through the services'
 * own rules (the counterparties go through the treasury REST API). Returns
 * the demo sign-in when the demo organisation exists, or null.
 */
export async function seedDemo(accountDb: Kysely<AccountDatabase>, accountUrl: string, treasuryUrl: string) {
  const organizations = await accountDb.selectFrom('organizations').select(['id', 'username']).execute();
  const existing = organizations.find((org) => org.username === DEMO.username);
  if (existing) return DEMO;
  if (organizations.length > 0) return null;
  await createOrganizationWithOwner(accountDb, { name: DEMO.organization, username: DEMO.username, ownerEmail: DEMO.email, ownerPassword: DEMO.password, ownerName: DEMO.ownerName });
  const tokens = (await postJson(`${accountUrl}/sessions`, { email: DEMO.email, password: DEMO.password })) as { accessToken: string; organizationId: string };
  const headers = { authorization: `Bearer ${tokens.accessToken}`, 'x-organization-id': tokens.organizationId };
  for (const counterparty of COUNTERPARTIES) await postJson(`${treasuryUrl}/counterparties`, counterparty, headers);
  return DEMO;
}
