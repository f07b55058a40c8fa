/** The demo organisation's counterparties, as rows: what the seed creates and what the demo's banks know of their accounts. */
export type AccountRow = [bankCode: string, accountNumber: string, alias?: string];
export type CounterpartyRow = [
  type: 'COMPANY' | 'INDIVIDUAL',
  legalName: string,
  alias: string,
  email: string | null,
  ...accounts: AccountRow[],
];

/** Realistic Indonesian counterparties: suppliers, customers, landlords and freelancers. */
export const COUNTERPARTY_ROWS: CounterpartyRow[] = [
  [
    'COMPANY',
    'PT Sumber Makmur Sejahtera',
    'Sumber Makmur',
    'finance@sumbermakmur.co.id',
    ['014', '5270123456'],
  ],
  [
    'COMPANY',
    'CV Karya Mandiri Teknik',
    'Karya Mandiri',
    'admin@karyamandiri.id',
    ['008', '1230007654321'],
  ],
  [
    'COMPANY',
    'PT Bangun Persada Nusantara',
    'Bangun Persada',
    'ap@bangunpersada.co.id',
    ['009', '0192837465'],
    ['014', '8830412277', 'Operasional'],
  ],
  [
    'COMPANY',
    'PT Mitra Logistik Indonesia',
    'Mitra Logistik',
    'billing@mitralogistik.co.id',
    ['002', '034101000123567'],
  ],
  ['COMPANY', 'CV Berkah Jaya Abadi', 'Berkah Jaya', null, ['451', '7123456789']],
  [
    'COMPANY',
    'PT Teknologi Kreasi Digital',
    'Kreasi Digital',
    'finance@kreasidigital.id',
    ['022', '800123456700'],
  ],
  [
    'COMPANY',
    'PT Agro Lestari Sentosa',
    'Agro Lestari',
    'treasury@agrolestari.co.id',
    ['008', '1370012345678'],
  ],
  [
    'COMPANY',
    'PT Samudra Energi Perkasa',
    'Samudra Energi',
    'ap@samudraenergi.co.id',
    ['009', '0456789012'],
  ],
  [
    'COMPANY',
    'CV Cahaya Baru Printing',
    'Cahaya Baru',
    'order@cahayabaru.id',
    ['014', '2150987654'],
  ],
  [
    'COMPANY',
    'PT Graha Properti Jakarta',
    'Graha Properti',
    'leasing@grahaproperti.co.id',
    ['013', '4102345678'],
  ],
  [
    'COMPANY',
    'PT Nusa Kemasan Plastik',
    'Nusa Kemasan',
    'sales@nusakemasan.co.id',
    ['028', '035800123456'],
  ],
  [
    'COMPANY',
    'PT Prima Kargo Ekspres',
    'Prima Kargo',
    'finance@primakargo.co.id',
    ['011', '003612345678'],
  ],
  [
    'COMPANY',
    'PT Indo Pangan Utama',
    'Indo Pangan',
    'ar@indopangan.co.id',
    ['002', '020601000998877'],
  ],
  ['COMPANY', 'CV Sinar Terang Elektrik', 'Sinar Terang', null, ['200', '00077012345']],
  [
    'COMPANY',
    'PT Harapan Medika Farma',
    'Harapan Medika',
    'finance@harapanmedika.co.id',
    ['014', '6040556677'],
  ],
  [
    'COMPANY',
    'PT Kencana Tekstil Bandung',
    'Kencana Tekstil',
    'ap@kencanatekstil.co.id',
    ['008', '1300098765432'],
  ],
  [
    'COMPANY',
    'PT Solusi Jaringan Data',
    'Solusi Jaringan',
    'billing@solusijaringan.id',
    ['009', '1122334455'],
  ],
  ['INDIVIDUAL', 'Budi Santoso', 'Budi Santoso', 'budi.santoso@gmail.com', ['014', '0987654321']],
  ['INDIVIDUAL', 'Siti Rahayu', 'Siti Rahayu', 'siti.rahayu@yahoo.co.id', ['008', '1410011223344']],
  [
    'INDIVIDUAL',
    'Agus Wijaya',
    'Agus (Konsultan Pajak)',
    'agus.wijaya@konsultan.id',
    ['002', '312201005566778'],
  ],
  ['INDIVIDUAL', 'Dewi Lestari', 'Dewi Lestari', null, ['009', '0345678901']],
  ['INDIVIDUAL', 'Rudi Hartono', 'Rudi (Desain)', 'rudi.hartono@desain.id', ['451', '7012345678']],
  [
    'INDIVIDUAL',
    'Putri Anggraini',
    'Putri Anggraini',
    'putri.anggraini@gmail.com',
    ['014', '7770123987'],
  ],
  ['INDIVIDUAL', 'Hendra Gunawan', 'Hendra Gunawan', null, ['022', '761234567800']],
  [
    'COMPANY',
    'PT Wahana Otomotif Nusantara',
    'Wahana Otomotif',
    'fleet@wahanaotomotif.co.id',
    ['013', '4109876543'],
  ],
];

/** A demo company's NPWP: 15 digits, the same for the same row on every start. */
export const demoTaxNumber = (index: number) =>
  String(10_000_000_000_000 + index * 7_919_311).padStart(15, '0');
