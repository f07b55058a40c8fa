import type {
  EngineItem,
  EngineLine,
} from '../../services/treasury/reconciliation/engine/types.js';
import { inDateOrder, type Sample } from './sample.js';
import { rngOf, type Rng } from '../support/random.js';

/**
 * A second labelled set for the matching engine, written apart from the sample
 * (sample.ts) and NOT tuned against: the engine's thresholds are set on the
 * sample or on another seed, and this set (with FIXED_SEED) only measures.
 * Two bank months (September and October 2026) of one entity's BCA and
 * Mandiri accounts, with the cases an outside reviewer meets: plain transfers,
 * transfers less the sender's fee, late bookings, one transfer for several
 * invoices, instalments, part payments naming the invoice, supplier payments
 * that came back (a debit, then a return credit of the same amount), supplier
 * payments to a beneficiary other than the supplier, PPh 23 withheld by the
 * customer, invoices paid net of a credit note, small differences, and decoys
 * (an older unsettled invoice of a look-alike customer with the same amount,
 * bank charges, interest).
 *
 * Rates and formats, from public sources:
 * - PPh 23 on services: 2% of the gross amount, 100% higher (4%) when the
 *   payee has no NPWP (UU PPh art. 23(1)(c) and 23(1a), as amended by UU HPP
 *   7/2021; pajak.go.id "PPh Pasal 23"). A customer pays the invoice less it
 *   and sends the withholding slip (bukti potong).
 * - Interbank fees a sender deducts: BI-FAST Rp 2,500, SKN Rp 2,900, online
 *   switching Rp 6,500, RTGS Rp 25,000 (Bank Indonesia / bank tariff pages; the
 *   spec's business constants).
 * - A BI-FAST or SKN transfer to a closed or wrong account comes back as a
 *   credit of the same amount within a few working days, printed as a return
 *   (`RETUR`, `PENGEMBALIAN DANA`, `TOLAKAN SKN`), on KlikBCA and Mandiri MCM.
 * - KlikBCA `TRSF E-BANKING CR/DB <ref> <remark> <NAME>`, `BI-FAST CR/DB BIF
 *   TRANSFER …`, `KR OTOMATIS LLG-<BANK> <NAME>`; Mandiri MCM `MCM InhouseTrf
 *   KE/DARI <NAME>`, `SKN KE <NAME>`; names cut to 18 (BCA) characters.
 *
 * Deterministic for a seed (mulberry32). The truth says, for each line, which
 * items it pays; a line that pays nothing (a reversed debit, its return, a
 * debit to the wrong beneficiary, a charge, a decoy) has none.
 */
export const FIXED_SEED = 4_117_2026;

/** The case kinds the generator draws, with their weights per draw. */
export const CASE_KINDS = [
  { kind: 'exact', weight: 38 },
  { kind: 'fee deducted', weight: 8 },
  { kind: 'late booking', weight: 8 },
  { kind: 'split', weight: 4 },
  { kind: 'instalments', weight: 2 },
  { kind: 'part payment', weight: 3 },
  { kind: 'reversal', weight: 2 },
  { kind: 'wrong beneficiary', weight: 1.5 },
  { kind: 'PPh 23 withheld', weight: 3 },
  { kind: 'credit note', weight: 1.5 },
  { kind: 'small difference', weight: 1.5 },
  { kind: 'look-alike decoy', weight: 4 },
  { kind: 'supplier payment', weight: 12 },
  { kind: 'bank charge', weight: 6 },
] as const;
export type CaseKind = (typeof CASE_KINDS)[number]['kind'];

const ACCOUNTS = [
  { id: 'acct-bca-5270883311', bank: 'BCA', cut: 18 },
  { id: 'acct-mandiri-1240007788990', bank: 'MANDIRI', cut: 30 },
] as const;
type Account = (typeof ACCOUNTS)[number];
const ENTITY = 'entity-gen';
const START = Date.UTC(2026, 8, 1);
const dateOf = (day: number) => new Date(START + day * 86_400_000).toISOString().slice(0, 10);
/** Days from 1 September 2026 (a Tuesday): Saturday and Sunday fall on day % 7 of 4 and 5. */
const workingDay = (day: number) => (day % 7 === 4 ? day + 2 : day % 7 === 5 ? day + 1 : day);

const FIRST = [
  'SINAR',
  'MITRA',
  'KARYA',
  'CAHAYA',
  'BERKAT',
  'SURYA',
  'BINTANG',
  'TUNAS',
  'GEMILANG',
  'PRIMA',
  'ANUGERAH',
  'BUMI',
  'SENTOSA',
  'LESTARI',
  'JAYA',
];
const SECOND = [
  'ABADI',
  'MANDIRI',
  'SEJAHTERA',
  'UTAMA',
  'PERKASA',
  'NUSANTARA',
  'MAKMUR',
  'GROUP',
  'TEKNIK',
  'LOGISTIK',
  'SARANA',
  'PANGAN',
  'DIGITAL',
  'KREASI',
];
const CITIES = [
  'JAKARTA',
  'SURABAYA',
  'BANDUNG',
  'SEMARANG',
  'MEDAN',
  'MAKASSAR',
  'DENPASAR',
  'TANGERANG',
];

type Party = { name: string; account: string; form: string };

function partyOf(rng: Rng, used: Set<string>): Party {
  for (;;) {
    const form = rng.pick(['PT', 'PT', 'CV', 'UD']);
    const words = `${rng.pick(FIRST)} ${rng.pick(SECOND)}${rng.next() < 0.3 ? ` ${rng.pick(CITIES)}` : ''}`;
    if (used.has(words)) continue;
    used.add(words);
    return { name: `${form} ${words}`, account: rng.digits(rng.pick([10, 13, 15])), form };
  }
}

/** The name as a bank prints it: legal form dropped or moved, cut to the bank's width. */
function printed(rng: Rng, party: Party, account: Account): string {
  const bare = party.name.slice(party.form.length + 1);
  const shown = rng.next() < 0.5 ? bare : rng.next() < 0.5 ? party.name : `${bare} ${party.form}`;
  return shown.slice(0, account.cut).trim();
}

/** Amounts as Indonesian invoices have them: round thousands mostly, with PPN 11% now and then, in cents. */
function invoiceCents(rng: Rng): bigint {
  const base = BigInt(
    rng.pick([
      rng.int(5, 95) * 100_000,
      rng.int(1, 60) * 1_000_000,
      rng.int(100, 9_999) * 1_000,
      rng.int(2, 40) * 25_000_000,
    ]),
  );
  const withVat = rng.next() < 0.35 ? (base * 111n) / 100n : base;
  return withVat * 100n;
}

const rupiah = (cents: bigint) => `${cents / 100n}.${String(cents % 100n).padStart(2, '0')}`;

class Book {
  readonly lines: EngineLine[] = [];
  readonly items: EngineItem[] = [];
  readonly truth = new Map<string, { itemIds: string[] }>();
  readonly situationOf = new Map<string, string>();
  readonly situations: Record<string, { lines: number; items: number }> = {};
  kind: CaseKind = 'exact';
  private invoiceNo = 1;

  constructor(readonly rng: Rng) {}

  invoiceNumber(prefix: string): string {
    const number = `${prefix}/${this.rng.pick(['2026', '26'])}/${this.rng.pick(['IX', 'X'])}/${String(this.invoiceNo).padStart(5, '0')}`;
    this.invoiceNo += 1;
    return number;
  }

  item(
    direction: 'CREDIT' | 'DEBIT',
    party: Party,
    cents: bigint,
    day: number,
    number: string,
    account: Account | null,
  ): EngineItem {
    const item: EngineItem = {
      id: `gen-item-${String(this.items.length + 1).padStart(6, '0')}`,
      kind: 'EXPECTED_TRANSACTION',
      bankAccountId: account?.id ?? null,
      entityId: ENTITY,
      direction,
      currency: 'IDR',
      open: cents,
      date: dateOf(day),
      description: `${direction === 'CREDIT' ? 'Invoice' : 'Bill'} ${number} ${party.name}`,
      counterparty: { names: [party.name], accountNumbers: [party.account] },
      references: [number],
    };
    this.items.push(item);
    (this.situations[this.kind] ??= { lines: 0, items: 0 }).items += 1;
    return item;
  }

  line(
    account: Account,
    direction: 'CREDIT' | 'DEBIT',
    cents: bigint,
    day: number,
    description: string,
    pays: EngineItem[],
  ): EngineLine {
    const line: EngineLine = {
      id: `gen-line-${String(this.lines.length + 1).padStart(6, '0')}`,
      bankAccountId: account.id,
      entityId: ENTITY,
      direction,
      currency: 'IDR',
      open: cents,
      date: dateOf(workingDay(day)),
      description,
      reference: null,
    };
    this.lines.push(line);
    this.truth.set(line.id, { itemIds: pays.map((item) => item.id) });
    this.situationOf.set(line.id, this.kind);
    (this.situations[this.kind] ??= { lines: 0, items: 0 }).lines += 1;
    return line;
  }
}

/** An incoming remark: the invoice number as customers type it (whole, shortened, without separators), or words only. */
function incomingRemark(rng: Rng, number: string): string {
  const short = number.split('/').at(-1)!;
  return rng.pick([
    `PEMBAYARAN ${number}`,
    `BYR INV ${short}`,
    `${number.replaceAll('/', '')}`,
    `INV ${number}`,
    'PEMBAYARAN TAGIHAN',
    `PELUNASAN ${short}`,
    'TRF',
  ]);
}

function incomingText(
  rng: Rng,
  account: Account,
  payer: string,
  remark: string,
  cents: bigint,
  channel: 'INHOUSE' | 'BI-FAST' | 'SKN',
): string {
  const bank = rng.pick(['002', '008', '009', '014', '022', '451']);
  if (account.bank === 'BCA') {
    if (channel === 'INHOUSE')
      return `TRSF E-BANKING CR ${rng.digits(4)}/FTSCY/WS${rng.digits(5)} ${rupiah(cents)} ${remark} ${payer}`;
    if (channel === 'SKN')
      return `KR OTOMATIS LLG-${rng.pick(['MANDIRI', 'BRI', 'BNI', 'CIMB'])} ${payer} ${remark}`;
    return `BI-FAST CR BIF TRANSFER DR ${bank} ${payer} ${remark}`;
  }
  if (channel === 'INHOUSE') return `${remark} MCM InhouseTrf CS-CS DARI ${payer}`;
  return `${channel === 'SKN' ? 'SKN' : 'BI-FAST'} CR ${bank} ${remark}/${payer}/${rng.pick(CITIES)}`;
}

function outgoingText(rng: Rng, account: Account, beneficiary: string, remark: string): string {
  if (account.bank === 'BCA')
    return rng.next() < 0.5
      ? `TRSF E-BANKING DB ${rng.digits(4)}/FTFVA/WS${rng.digits(5)} ${remark} ${beneficiary}`
      : `BI-FAST DB BIF TRANSFER KE ${rng.pick(['008', '009', '014'])} ${beneficiary} ${remark}`;
  return rng.next() < 0.5
    ? `MCM InhouseTrf KE ${beneficiary} ${remark}`
    : `BI-FAST DB 009 ${beneficiary} ${remark}`;
}

const FEES = [250_000n, 290_000n, 650_000n];

type Pools = { customers: Party[]; suppliers: Party[]; twins: [Party, Party][] };

/** What one draw of a case shares: the book, the parties and account drawn, the dates, and how to invoice and pay. */
type CaseDraw = ReturnType<typeof caseDraw>;

/** The draws every case kind starts with (in this order, so that a seed gives the same sample): the account, the parties, the dates, the channel. */
function caseDraw(book: Book, pools: Pools, day: number) {
  const { rng } = book;
  const account = rng.next() < 0.6 ? ACCOUNTS[0] : ACCOUNTS[1];
  const customer = rng.pick(pools.customers);
  const supplier = rng.pick(pools.suppliers);
  const due = day;
  const paidOn = due + rng.int(0, 3);
  const channel = rng.pick(['INHOUSE', 'BI-FAST', 'BI-FAST', 'SKN'] as const);
  const pay = (cents: bigint, on: number, remark: string, pays: EngineItem[], who = customer) =>
    book.line(
      account,
      'CREDIT',
      cents,
      on,
      incomingText(rng, account, printed(rng, who, account), remark, cents, channel),
      pays,
    );
  const invoice = (cents = invoiceCents(rng), who = customer, on = due) => {
    const number = book.invoiceNumber(rng.pick(['INV', 'SI', 'FKT']));
    return {
      number,
      item: book.item('CREDIT', who, cents, on, number, rng.next() < 0.7 ? account : null),
    };
  };
  return { book, pools, rng, account, customer, supplier, due, paidOn, pay, invoice };
}

/** A customer's payment of its invoices, whole or not: false when the book's kind is not one. */
function drawReceipt(draw: CaseDraw): boolean {
  switch (draw.book.kind) {
    case 'exact':
    case 'fee deducted':
    case 'late booking':
    case 'small difference':
      drawOnePayment(draw);
      return true;
    case 'split':
    case 'instalments':
      drawSpreadPayment(draw);
      return true;
    case 'part payment':
    case 'PPh 23 withheld':
    case 'credit note':
      drawShortPayment(draw);
      return true;
    case 'look-alike decoy':
      drawDecoyPayment(draw);
      return true;
    default:
      return false;
  }
}

/** One invoice paid in one payment: in full, less a fee, booked late, or a few rupiah short. */
function drawOnePayment({ book, rng, due, paidOn, pay, invoice }: CaseDraw): void {
  switch (book.kind) {
    case 'exact': {
      const { number, item } = invoice();
      pay(item.open, paidOn, incomingRemark(rng, number), [item]);
      return;
    }
    case 'fee deducted': {
      const { number, item } = invoice();
      pay(item.open - rng.pick(FEES), paidOn, incomingRemark(rng, number), [item]);
      return;
    }
    case 'late booking': {
      const { number, item } = invoice();
      pay(item.open, due + rng.int(5, 9), incomingRemark(rng, number), [item]);
      return;
    }
    case 'small difference': {
      const { number, item } = invoice();
      pay(item.open - BigInt(rng.int(1, 9)) * 100_00n, paidOn, incomingRemark(rng, number), [item]);
      return;
    }
  }
}

/** Payments and invoices not one to one: several invoices in one payment, or one invoice in instalments. */
function drawSpreadPayment({ book, rng, customer, due, paidOn, pay, invoice }: CaseDraw): void {
  switch (book.kind) {
    case 'split': {
      const invoices = Array.from({ length: rng.int(2, 4) }, () =>
        invoice(invoiceCents(rng), customer, due - rng.int(0, 10)),
      );
      const total = invoices.reduce((sum, { item }) => sum + item.open, 0n);
      pay(
        total,
        paidOn,
        rng.pick([
          'PEMBAYARAN BEBERAPA INV',
          `INV ${invoices.map(({ number }) => number.split('/').at(-1)).join(' ')}`,
          'PELUNASAN SEPTEMBER',
        ]),
        invoices.map(({ item }) => item),
      );
      return;
    }
    case 'instalments': {
      const parts = rng.int(2, 3);
      const each = BigInt(rng.int(5, 40)) * 1_000_000_00n;
      const { number, item } = invoice(each * BigInt(parts));
      for (let part = 0; part < parts; part += 1)
        pay(each, paidOn + part * rng.int(12, 20), `CICILAN ${part + 1} ${number}`, [item]);
      return;
    }
  }
}

/** One invoice paid short for a reason the remark may give: a down payment, PPh 23 withheld, a credit note. */
function drawShortPayment({ book, rng, paidOn, pay, invoice }: CaseDraw): void {
  switch (book.kind) {
    case 'part payment': {
      const { number, item } = invoice();
      const share = BigInt(rng.pick([30, 40, 50, 60]));
      pay(
        ((item.open * share) / 100n / 100_000n) * 100_000n,
        paidOn,
        rng.pick([
          `DP ${number}`,
          `SEBAGIAN ${number}`,
          `UANG MUKA ${number}`,
          `TITIP BAYAR ${number}`,
        ]),
        [item],
      );
      return;
    }
    case 'PPh 23 withheld': {
      const { number, item } = invoice(BigInt(rng.int(2, 80)) * 1_000_000_00n);
      const rate = rng.next() < 0.8 ? 2n : 4n;
      pay(
        item.open - (item.open * rate) / 100n,
        paidOn,
        rng.pick([
          `PEMBAYARAN ${number} POT PPH23`,
          `${number} NET PPH 23`,
          `BYR JASA ${number}`,
          `PEMBAYARAN ${number}`,
        ]),
        [item],
      );
      return;
    }
    case 'credit note': {
      const { number, item } = invoice();
      const note = (item.open / 10n / 100_000n) * 100_000n + 100_000n;
      pay(
        item.open - note,
        paidOn,
        rng.pick([
          `${number} POT CN ${rng.digits(4)}`,
          `PEMBAYARAN ${number} DIKURANGI RETUR`,
          `${number} NOTA KREDIT`,
        ]),
        [item],
      );
      return;
    }
  }
}

/** A payment of one customer's invoice beside a look-alike customer's invoice of the same amount. */
function drawDecoyPayment({ pools, rng, due, paidOn, pay, invoice }: CaseDraw): void {
  const [real, twin] = rng.pick(pools.twins);
  const cents = invoiceCents(rng);
  invoice(cents, twin, due - rng.int(25, 50));
  const { number, item } = invoice(cents, real, due);
  pay(cents, paidOn, rng.next() < 0.5 ? incomingRemark(rng, number) : 'PEMBAYARAN', [item], real);
}

/** A payment out (to a supplier, returned, to the wrong one) or a bank charge. */
function drawOutgoing({ book, pools, rng, account, supplier, due, paidOn }: CaseDraw): void {
  switch (book.kind) {
    case 'reversal': {
      const number = book.invoiceNumber('PO');
      const bill = book.item('DEBIT', supplier, invoiceCents(rng), due, number, account);
      const beneficiary = printed(rng, supplier, account);
      book.line(
        account,
        'DEBIT',
        bill.open,
        paidOn,
        outgoingText(rng, account, beneficiary, `BAYAR ${number}`),
        [],
      );
      const back = paidOn + rng.int(1, 4);
      book.line(
        account,
        'CREDIT',
        bill.open,
        back,
        rng.pick([
          `RETUR BI-FAST ${beneficiary} REK TIDAK AKTIF`,
          `PENGEMBALIAN DANA ${beneficiary}`,
          `TOLAKAN SKN ${beneficiary} NO REK SALAH`,
          `KR OTOMATIS RETUR ${beneficiary}`,
        ]),
        [],
      );
      if (rng.next() < 0.6)
        book.line(
          account,
          'DEBIT',
          bill.open,
          back + rng.int(1, 5),
          outgoingText(rng, account, beneficiary, `BAYAR ${number}`),
          [bill],
        );
      return;
    }
    case 'wrong beneficiary': {
      const number = book.invoiceNumber('PO');
      const bill = book.item('DEBIT', supplier, invoiceCents(rng), due, number, account);
      const other = rng.pick(pools.suppliers.filter((party) => party !== supplier));
      book.line(
        account,
        'DEBIT',
        bill.open,
        paidOn,
        outgoingText(rng, account, printed(rng, other, account), `BAYAR ${number}`),
        [],
      );
      return;
    }
    case 'supplier payment': {
      const number = book.invoiceNumber('PO');
      const bill = book.item('DEBIT', supplier, invoiceCents(rng), due, number, account);
      book.line(
        account,
        'DEBIT',
        bill.open,
        due + rng.int(-1, 2),
        outgoingText(
          rng,
          account,
          printed(rng, supplier, account),
          rng.pick([`BAYAR ${number}`, `PEMBAYARAN ${number.split('/').at(-1)}`, 'PEMBAYARAN']),
        ),
        [bill],
      );
      return;
    }
    case 'bank charge': {
      const charge = rng.pick([
        ['BIAYA TXN BI-FAST', 250_000n],
        ['BIAYA ADM', 1_500_000n],
        ['BIAYA PROVISI KU', 5_000_000n],
      ] as const);
      book.line(account, 'DEBIT', charge[1], due, charge[0], []);
      return;
    }
  }
}

/** One draw of a case kind: its items and its lines. */
function drawCase(book: Book, pools: Pools, day: number): void {
  const draw = caseDraw(book, pools, day);
  if (!drawReceipt(draw)) drawOutgoing(draw);
}

/**
 * About `lines` statement lines (two bank months) and their items, with the
 * truth, for a seed. `FIXED_SEED` is the measuring set; any other seed may be
 * looked at while tuning.
 */
export function generateBankMonths(options: { lines: number; seed: number }): Sample {
  const rng = rngOf(options.seed);
  const used = new Set<string>();
  const customers = Array.from({ length: Math.max(20, Math.ceil(options.lines / 25)) }, () =>
    partyOf(rng, used),
  );
  const suppliers = Array.from({ length: Math.max(8, Math.ceil(options.lines / 80)) }, () =>
    partyOf(rng, used),
  );
  // Look-alikes: the same words under another legal form or with a city added.
  const twins: [Party, Party][] = customers
    .slice(0, Math.ceil(customers.length / 10))
    .map((party) => {
      const words = party.name.slice(party.form.length + 1);
      const twin = {
        name: party.form === 'PT' ? `CV ${words}` : `PT ${words}`,
        account: rng.digits(10),
        form: party.form === 'PT' ? 'CV' : 'PT',
      };
      customers.push(twin);
      return [party, twin];
    });
  const book = new Book(rng);
  const total = CASE_KINDS.reduce((sum, entry) => sum + entry.weight, 0);
  while (book.lines.length < options.lines) {
    let roll = rng.next() * total;
    book.kind = CASE_KINDS.find((entry) => (roll -= entry.weight) < 0)?.kind ?? 'exact';
    drawCase(book, { customers, suppliers, twins }, rng.int(0, 60));
  }
  return inDateOrder(book);
}
