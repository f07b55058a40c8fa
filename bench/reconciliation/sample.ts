import type {
  Direction,
  EngineItem,
  EngineLine,
} from '../../services/treasury/reconciliation/engine/types.js';
import { rngOf, type Rng } from '../support/random.js';

/**
 * A labelled sample for the matching engine: statement lines of one entity's
 * three accounts (KlikBCA Bisnis, Mandiri MCM, BRI) and the expected items an
 * organisation would have entered, with the truth of which items each line
 * pays. `bench/` measures the engine's precision and recall on it, and its
 * speed on 100,000 lines against 100,000 items.
 *
 * Deterministic: one seeded mulberry32 source, no Math.random, no clock.
 * Linear: every situation is drawn in O(1) from pools sized once, so 100,000
 * lines take a fraction of a second.
 *
 * Proportions of lines, measured on 100,000 lines with the default seed (the
 * print script shows them; the weights are in SITUATIONS): plain one-to-one
 * customer transfers 39% (channels follow the payer's bank: in-house when it
 * banks with us, else BI-FAST about 78%, SKN 10%, online/ATM switching 12%,
 * RTGS above the BI-FAST limit and for some transfers over 100 million);
 * transfers with the sender's fee deducted 8%; virtual-account payments 8%
 * (half to a VA per invoice, half to the customer's fixed VA); QRIS settlements
 * net of the MDR 3%; one line for 2 to 8 invoices of one customer 4%;
 * instalments (2 to 4 lines for one item) 6%; the same customer paying the same
 * amount for two invoices 4%; look-alike customers (8% of customers have a twin)
 * paying alike amounts on close days 4%; payments into another account of the
 * entity than the invoice names 2%; outgoing supplier payments 12%; bank
 * charges with nothing expected 9% (the BI-FAST/SKN fee line after most
 * outgoing transfers, month-end BIAYA ADM, BUNGA and PAJAK BUNGA); cash
 * deposits 1%. About 5% of items never arrive (a third of them with the amount
 * of another invoice of the same customer). Payments land 0 to 5 working days
 * after the due date (8% pay 1 to 3 days early); SKN books 2 to 3 working days
 * after it is sent; no public holidays are modelled (none falls in September to
 * November 2026 on the published calendar we used: Maulid falls in August).
 *
 * Sources of the layouts and descriptions (the repository's own fixtures in
 * tests/fixtures/statements/ follow public samples, see their README):
 * - KlikBCA `BI-FAST CR BIF TRANSFER DR 002 KADEK AYU HAPSARI`, `… 032 PT Kerry
 *   Ingredien`, `… 032 VISA PAYMENTS LIMI`, `… 542 MUHAMMAD ARI KAFIN`: the
 *   payer's name cut to 18 characters, sometimes in the sender's own case
 *   (public reconciliation code indexed by the search tool; its repositories
 *   were not named by the index). The remark after the name is as in our
 *   fixture bca-business.csv (a generalisation: public samples show none).
 * - KlikBCA `TRSF E-BANKING CR 0410/FTSCY/WS95051 1000.00 <remark> SINAR DIGITAL
 *   TERD` and `SWITCHING CR TRANSFER DR 523 <remark> <name>`: Xendit's payout
 *   coverage page (docs.xendit.co/payout-coverage-indonesia), which also gives
 *   the remark lengths banks keep (BCA 15 characters up to IDR 50,000,000 and
 *   30 above, BRI 29, Mandiri 14) and the BI-FAST limit of IDR 250,000,000;
 *   `SWITCHING CR TRANSFER DR 113 SUPRAPTO /BANK JATEN` in public parsers.
 * - KlikBCA `KR OTOMATIS LLG-MANDIRI SUMBER ALFARIA TRI …`, `KR OTOMATIS
 *   LLG-MANDIRI FAJAR MITRA INDAH PT. Fajar Mitra In da` (SKN; names with the
 *   legal form last or dotted), and the prefix `KR OTOMATIS RTGS-` that public
 *   name extractors test for (no full RTGS sample found: its tail is generalised).
 * - KlikBCA QRIS `KR OTOMATIS MID: 885000964044 COBRA DENTAL INDON QR: 9669670 00
 *   DDR: 67887.67` (public) and bca-business.csv: gross, MDR and net. The MDR is
 *   0.7% for merchants other than micro businesses (Bank Indonesia, as reported
 *   by bisnis.com 2023-07-27 and fortuneidn.com).
 * - Mandiri MCM `DR <payer account> KR <our account>` + `<remark>/<NAME>/<CITY>`
 *   (ThePrime-Sushimas/suryamas sample_mandiri_cv.csv, our mandiri-mcm.csv), the
 *   second column 40 characters wide; `<remark> MCM InhouseTrf CS-CS DARI <NAME>`
 *   (Xendit's page; public samples `PEMBAYARAN INV SOR/I MCM InhouseTrf CS-CS
 *   DARI PERDANA SUKSES LEKSA ABADI`); `BI-FAST CR 014 …`, `SKN KE …`,
 *   `MCM InhouseTrf KE …`, `QRIS SETTLEMENT MID …` as in mandiri-mcm.csv.
 * - BRI `TRANSFER DARI <NAME> <remark> ESB:NBMB:…`, `NBMB <A> TO <B> ESB:…`,
 *   `BI-FAST KE 014 <account> <NAME> ESB:BFST:…` with `BIAYA BI-FAST ESB:…`
 *   (our bri.csv); `BFST<account><NAME> ESB:` and `RTGS#<NAME> RTGS STP` from
 *   public BRI name extractors, which note the names come cut short.
 * - `BIAYA ADM`, `BUNGA`, `PAJAK BUNGA` (20% final tax on interest): every
 *   fixture; services/snap-sandbox/statement-generator.ts for the tax rate.
 * - Account lengths (BCA 10 digits, BRI 15, Mandiri 13) from Xendit's page and
 *   the fixtures; BCA virtual accounts are a 5-digit company code followed by
 *   the customer's number, 23 digits at most (ocean.bca.co.id).
 *
 * Not sourced, generalised and marked as such: how a virtual-account payment
 * reads on the collecting company's own statement (`BCA VA <company code>
 * <number> <NAME>`, `MANDIRI VA …`, `BRIVA<number> <NAME> ESB:…`, after the
 * issue's example and BRIVA on the payer's side in bri.csv); BRI's name cut
 * (23 characters); Mandiri's VA company code; the external-id format.
 */

/** Transfer fees a sender may deduct from what it pays, in cents (the issue's list). */
export const TRANSFER_FEES = {
  'BI-FAST': 250_000n,
  SKN: 290_000n,
  RTGS: 2_500_000n,
  ONLINE: 650_000n,
} as const;
/** QRIS merchant discount rate for non-micro merchants, in parts per thousand: 0.7%. */
export const QRIS_MDR_PER_MILLE = 7n;

export const ENTITY_ID = 'entity-sumber-makmur';
export const ACCOUNTS = [
  { id: 'bank-account-bca-0351234567', bank: 'BCA', number: '0351234567', share: 0.5 },
  {
    id: 'bank-account-mandiri-1370012345678',
    bank: 'MANDIRI',
    number: '1370012345678',
    share: 0.3,
  },
  { id: 'bank-account-bri-034101000123309', bank: 'BRI', number: '034101000123309', share: 0.2 },
] as const;
type Account = (typeof ACCOUNTS)[number];
type Channel = 'INHOUSE' | 'BI-FAST' | 'SKN' | 'RTGS' | 'ONLINE';
const OUR_NAME = 'PT SUMBER MAKMUR ABADI';

export type Sample = {
  lines: EngineLine[];
  items: EngineItem[];
  truth: Map<string, { itemIds: string[] }>;
  /** Lines and items drawn for each situation, for the print script and the benchmark's report. */
  situations: Record<string, { lines: number; items: number }>;
  /** The situation each line was drawn in: the benchmark reports its misses per situation. */
  situationOf: Map<string, string>;
};

/** What a draw made, as a sample: its lines and its items in date order (by id within a day), as a bank and a ledger list them. */
export function inDateOrder({ lines, items, truth, situations, situationOf }: Sample): Sample {
  const byDate = (a: { date: string; id: string }, b: { date: string; id: string }) =>
    a.date < b.date ? -1 : a.date > b.date ? 1 : a.id < b.id ? -1 : 1;
  return { lines: lines.sort(byDate), items: items.sort(byDate), truth, situations, situationOf };
}

// ---------------------------------------------------------------- random source and calendar

/** Days counted from 2026-08-17 (a Monday); the sample's calendar runs to 2026-11-30. */
const DAY_ZERO = Date.UTC(2026, 7, 17);
const DAYS = Array.from({ length: 106 }, (_, day) =>
  new Date(DAY_ZERO + day * 86_400_000).toISOString().slice(0, 10),
);
const dayOf = (date: string) => DAYS.indexOf(date);
const FIRST_DUE = dayOf('2026-09-01');
const LAST_DUE = dayOf('2026-11-10');
const LAST_BOOKING = dayOf('2026-11-22');
const isWeekend = (day: number) => day % 7 >= 5;
const dateOf = (day: number) =>
  DAYS[day] ?? new Date(DAY_ZERO + day * 86_400_000).toISOString().slice(0, 10);

function addWorkingDays(day: number, count: number): number {
  let result = day;
  const step = count < 0 ? -1 : 1;
  for (let left = Math.abs(count); left > 0;) {
    result += step;
    if (!isWeekend(result)) left -= 1;
  }
  while (isWeekend(result)) result += 1;
  return result;
}

function workingDayBetween(rng: Rng, from: number, to: number): number {
  let day = rng.int(from, to);
  while (isWeekend(day)) day -= 1;
  day = Math.max(day, from);
  while (isWeekend(day)) day += 1;
  return day;
}

/** When a customer's money is booked: 0-5 working days after the due date (8% early), SKN 2-3 working days after it is sent. */
function bookingDay(rng: Rng, due: number, channel: Channel): number {
  const roll = rng.next();
  const delay =
    roll < 0.08
      ? -rng.int(1, 3)
      : roll < 0.38
        ? 0
        : roll < 0.6
          ? 1
          : roll < 0.75
            ? 2
            : roll < 0.85
              ? 3
              : roll < 0.93
                ? 4
                : 5;
  let day = addWorkingDays(due, delay);
  if (channel === 'SKN') day = addWorkingDays(day, rng.int(2, 3));
  return Math.min(day, LAST_BOOKING);
}

// ---------------------------------------------------------------- money and text

const rupiah = (whole: number) => BigInt(whole) * 100n;
const plain = (cents: bigint) => `${cents / 100n}.${String(cents % 100n).padStart(2, '0')}`;
const grouped = (cents: bigint) =>
  `${(cents / 100n).toLocaleString('en-US')}.${String(cents % 100n).padStart(2, '0')}`;
const cut = (text: string, max: number) =>
  (text.length > max ? text.slice(0, max) : text).trimEnd();
const titleCase = (text: string) =>
  text.toLowerCase().replace(/\b([a-z])/g, (letter) => letter.toUpperCase());

/** An invoice amount in cents: mostly whole thousands plus 11% VAT, log-uniform from 150 thousand to 150 million rupiah, 2% large. */
function invoiceAmount(rng: Rng): bigint {
  const large = rng.chance(0.02);
  const base = large
    ? 250_000_000 * Math.exp(rng.next() * Math.log(8))
    : 150_000 * Math.exp(rng.next() * Math.log(1000));
  const thousands = Math.max(1, Math.round(base / 1000)) * 1000;
  return rupiah(rng.chance(0.7) ? Math.round(thousands * 1.11) : thousands);
}

// ---------------------------------------------------------------- parties

const PAYER_BANKS = [
  { code: '014', name: 'BCA', weight: 0.34 },
  { code: '008', name: 'MANDIRI', weight: 0.22 },
  { code: '002', name: 'BRI', weight: 0.16 },
  { code: '009', name: 'BNI', weight: 0.12 },
  { code: '022', name: 'CIMB NIAGA', weight: 0.06 },
  { code: '013', name: 'PERMATA', weight: 0.04 },
  { code: '028', name: 'OCBC NISP', weight: 0.03 },
  { code: '451', name: 'BSI', weight: 0.03 },
] as const;
type PayerBank = (typeof PAYER_BANKS)[number];
const ACCOUNT_DIGITS: Record<string, number> = {
  '014': 10,
  '008': 13,
  '002': 15,
  '009': 10,
  '022': 13,
  '013': 10,
  '028': 12,
  '451': 10,
};

const WORDS = (
  'SINAR JAYA ABADI MAKMUR SENTOSA NUSANTARA KARYA BANGUN PERSADA CAHAYA TIMUR BERKAH MITRA USAHA BERSAMA INDO PANGAN LESTARI ' +
  'SUMBER REJEKI MAJU SEJAHTERA GEMILANG PRIMA UTAMA SAMUDERA ANGKASA BUMI PERKASA SURYA MULIA AGUNG CIPTA KREASI DUTA GLOBAL ' +
  'TEKNIK ELEKTRIK LOGISTIK PLASTIK KERTAS KIMIA MEDIKA PANGESTU HARAPAN SENTRAL INTI ARTHA GRAHA NIAGA'
).split(' ');
const FIRST_NAMES =
  'BUDI SITI ANDI RINA AGUS DEWI HENDRA YULIA WAHYU LESTARI IWAN MEGA RUDI NOVI JOKO FITRI'.split(
    ' ',
  );
const LAST_NAMES =
  'SANTOSO WIJAYA KURNIAWAN HALIM GUNAWAN SETIAWAN HARTONO SUSANTO PRATAMA LIM TANOTO SALIM'.split(
    ' ',
  );
const CITIES = ['JKT', 'BDG', 'SBY', 'SMG', 'MDN', 'BKS', 'TGR', 'DPK'];

type Party = {
  id: number;
  legalName: string;
  alias: string;
  /** The accounts the party pays from or is paid into: [bank, number]. */
  accounts: { bank: PayerBank; number: string }[];
  /** Whether the organisation recorded the accounts on the party. */
  accountsKnown: boolean;
  /** The account of ours the party is told to pay into. */
  home: Account;
  staticVa: string;
  /** A customer with a near-identical name: PT SINAR JAYA ABADI and PT SINAR JAYA ABADI MANDIRI, or CV and PT. */
  twin: Party | null;
};

function pickBank(rng: Rng): PayerBank {
  let roll = rng.next();
  for (const bank of PAYER_BANKS) if ((roll -= bank.weight) < 0) return bank;
  return PAYER_BANKS[0];
}

function pickAccount(rng: Rng): Account {
  let roll = rng.next();
  for (const account of ACCOUNTS) if ((roll -= account.share) < 0) return account;
  return ACCOUNTS[0];
}

function accountFor(rng: Rng, bank: PayerBank): { bank: PayerBank; number: string } {
  return { bank, number: rng.digits(ACCOUNT_DIGITS[bank.code] ?? 10) };
}

/** A party pool with unique names; `twinShare` of them get a look-alike twin right after them. */
function partiesOf(rng: Rng, count: number, twinShare: number, startId: number): Party[] {
  const names = new Set<string>();
  const parties: Party[] = [];
  const make = (legalName: string): Party => {
    names.add(legalName);
    const words = legalName.split(' ').slice(1);
    const owner = `${rng.pick(FIRST_NAMES)} ${rng.pick(LAST_NAMES)}`;
    const alias = rng.chance(0.4)
      ? owner
      : rng.chance(0.5)
        ? `TOKO ${words[0]} ${words[1] ?? ''}`.trim()
        : words.map((word) => word[0]).join('');
    const bank = pickBank(rng);
    const accounts = [
      accountFor(rng, bank),
      ...(rng.chance(0.3) ? [accountFor(rng, pickBank(rng))] : []),
    ];
    const staticVa = rng.digits(10);
    return {
      id: startId + parties.length,
      legalName,
      alias,
      accounts,
      accountsKnown: rng.chance(0.7),
      home: pickAccount(rng),
      staticVa,
      twin: null,
    };
  };
  while (parties.length < count) {
    let legalName = '';
    for (let tries = 0; !legalName || names.has(legalName); tries += 1) {
      const form = rng.chance(0.72) ? 'PT' : rng.chance(0.75) ? 'CV' : 'UD';
      const size = tries > 20 ? 4 : rng.int(2, 3);
      const words = new Set<string>();
      while (words.size < size) words.add(rng.pick(WORDS));
      legalName = [form, ...words].join(' ');
    }
    const party = make(legalName);
    parties.push(party);
    if (parties.length < count && rng.chance(twinShare)) {
      const [form, ...rest] = legalName.split(' ');
      const twinName = rng.chance(0.6)
        ? `${legalName} ${rng.pick(['MANDIRI', 'SEJAHTERA', 'INDONESIA', 'UTAMA', 'JAYA'])}`
        : `${form === 'PT' ? 'CV' : 'PT'} ${rest.join(' ')}`;
      if (!names.has(twinName)) {
        const twin = make(twinName);
        twin.home = party.home;
        party.twin = twin;
        twin.twin = party;
        parties.push(twin);
      }
    }
  }
  return parties;
}

/**
 * The payer's name as a bank prints it: upper case (sometimes as the sender
 * typed it), the legal form sometimes last or dotted (`LION SUPERINDO PT`,
 * `PT. Fajar Mitra`), now and then the owner's name, cut to `max` characters.
 */
function printedName(rng: Rng, party: Party, max: number, keepCase: boolean): string {
  const [form, ...rest] = party.legalName.split(' ');
  const roll = rng.next();
  let name =
    roll < 0.7
      ? party.legalName
      : roll < 0.82
        ? `${rest.join(' ')} ${form}`
        : roll < 0.92
          ? `${form}. ${rest.join(' ')}`
          : party.alias;
  name =
    keepCase && rng.chance(0.2)
      ? titleCase(name).replace(/^(Pt|Cv|Ud)\b/, (legal) => legal.toUpperCase())
      : name.toUpperCase();
  return cut(name, max);
}

// ---------------------------------------------------------------- the generator's state

type Invoice = { number: string; externalId: string; va: string };

class Draw {
  readonly lines: EngineLine[] = [];
  readonly items: EngineItem[] = [];
  readonly truth = new Map<string, { itemIds: string[] }>();
  readonly situationOf = new Map<string, string>();
  readonly situations: Record<string, { lines: number; items: number }> = {};
  readonly invoiceCounters = new Map<string, number>();
  /** Each customer's latest invoice, for the unpaid ones that repeat its amount. */
  readonly lastInvoiceOf = new Map<number, EngineItem>();
  externalCounter = 0;
  situation = '';

  constructor(readonly rng: Rng) {}

  invoice(party: Party, due: number, dynamicVa: boolean): Invoice {
    const issued = dateOf(due - this.rng.pick([7, 14, 30]));
    const month = `${issued.slice(0, 4)}/${issued.slice(5, 7)}`;
    const sequence = (this.invoiceCounters.get(month) ?? this.rng.int(1, 40)) + this.rng.int(1, 2);
    this.invoiceCounters.set(month, sequence);
    this.externalCounter += this.rng.int(1, 3);
    const va = dynamicVa ? this.rng.digits(11) : party.staticVa;
    return {
      number: `INV/${month}/${String(sequence).padStart(4, '0')}`,
      externalId: `SO-${issued.slice(2, 4)}${issued.slice(5, 7)}-${String(this.externalCounter).padStart(6, '0')}`,
      va,
    };
  }

  item(fields: Omit<EngineItem, 'id' | 'kind' | 'entityId' | 'currency'>): EngineItem {
    const item: EngineItem = {
      kind: 'EXPECTED_TRANSACTION',
      id: `item-${String(this.items.length + 1).padStart(6, '0')}`,
      entityId: ENTITY_ID,
      currency: 'IDR',
      ...fields,
    };
    this.items.push(item);
    this.tally(0, 1);
    return item;
  }

  line(
    account: Account,
    direction: Direction,
    open: bigint,
    day: number,
    text: { description: string; reference: string | null },
    pays: EngineItem[],
  ): EngineLine {
    const line: EngineLine = {
      id: `line-${String(this.lines.length + 1).padStart(6, '0')}`,
      bankAccountId: account.id,
      entityId: ENTITY_ID,
      direction,
      currency: 'IDR',
      open,
      date: dateOf(day),
      description: text.description.replace(/\s+/g, ' ').trim(),
      reference: text.reference,
    };
    this.lines.push(line);
    this.truth.set(line.id, { itemIds: pays.map((item) => item.id) });
    this.situationOf.set(line.id, this.situation);
    this.tally(1, 0);
    return line;
  }

  tally(lines: number, items: number): void {
    const entry = (this.situations[this.situation] ??= { lines: 0, items: 0 });
    entry.lines += lines;
    entry.items += items;
  }
}

// ---------------------------------------------------------------- how banks word a line

type Printed = { description: string; reference: string | null };
type Incoming = {
  account: Account;
  channel: Channel;
  payer: Party;
  from: { bank: PayerBank; number: string };
  remark: string;
  amount: bigint;
  day: number;
};

/** What the payer writes in the remark: the invoice number whole, squeezed, hyphenated or cut, the external id, or nothing useful. */
function remarkFor(rng: Rng, invoice: Invoice): string {
  const roll = rng.next();
  const sequence = invoice.number.slice(-4);
  if (roll < 0.3) return invoice.number;
  if (roll < 0.42) return invoice.number.replaceAll('/', '');
  if (roll < 0.5) return invoice.number.replaceAll('/', '-');
  if (roll < 0.56) return `INV ${sequence}`;
  if (roll < 0.62) return `PEMBAYARAN ${invoice.number}`;
  if (roll < 0.68) return invoice.externalId;
  if (roll < 0.74) return `BYR INV ${Number(sequence)}`;
  return rng.pick(['PEMBAYARAN', 'PELUNASAN', 'BAYAR TAGIHAN', 'TRF', '', '']);
}

/** The remark length the receiving bank keeps (Xendit's payout page). */
function remarkLimit(account: Account, amount: bigint): number {
  if (account.bank === 'BCA') return amount > rupiah(50_000_000) ? 30 : 15;
  return account.bank === 'BRI' ? 29 : 14;
}

function bcaIncoming(rng: Rng, t: Incoming, remark: string): Printed {
  const ddmm = `${dateOf(t.day).slice(8, 10)}${dateOf(t.day).slice(5, 7)}`;
  switch (t.channel) {
    case 'INHOUSE':
      return {
        description: `TRSF E-BANKING CR ${ddmm}/FTSCY/WS95${rng.pick(['031', '051', '011', '271'])} ${plain(t.amount)} ${remark} ${printedName(rng, t.payer, 18, false)}`,
        reference: null,
      };
    case 'BI-FAST':
      return {
        description: `BI-FAST CR BIF TRANSFER DR ${t.from.bank.code} ${printedName(rng, t.payer, 18, true)} ${rng.chance(0.5) ? remark : ''}`,
        reference: null,
      };
    case 'ONLINE':
      return {
        description: `SWITCHING CR TRANSFER DR ${t.from.bank.code} ${remark} ${printedName(rng, t.payer, 18, false)}`,
        reference: null,
      };
    case 'SKN':
      return {
        description: `KR OTOMATIS LLG-${t.from.bank.name} ${printedName(rng, t.payer, 23, true)} ${remark}`,
        reference: null,
      };
    case 'RTGS':
      return {
        description: `KR OTOMATIS RTGS-${t.from.bank.name} ${printedName(rng, t.payer, 23, false)} ${remark}`,
        reference: null,
      };
  }
}

function mandiriIncoming(rng: Rng, t: Incoming, remark: string): Printed {
  const stamp = dateOf(t.day).replaceAll('-', '');
  if (t.channel === 'INHOUSE')
    return {
      description: `${remark} MCM InhouseTrf CS-CS DARI ${printedName(rng, t.payer, 40, false)}`,
      reference: `MCM${stamp}${rng.digits(6)}`,
    };
  if (t.channel === 'BI-FAST')
    return {
      description: `BI-FAST CR ${t.from.bank.code} ${printedName(rng, t.payer, 30, true)} ${remark}`,
      reference: `BIF${stamp}${t.from.bank.code}${rng.digits(6)}`,
    };
  const second = cut(
    `${remark ? `${remark}/` : ''}${printedName(rng, t.payer, 30, false)}/${rng.pick(CITIES)}`,
    40,
  );
  return {
    description: `DR ${t.from.number} KR ${t.account.number} ${second}`,
    reference: t.channel === 'SKN' ? `SKN${stamp.slice(2)}${rng.digits(6)}` : null,
  };
}

function esb(rng: Rng, kind: 'NBMB' | 'BFST'): string {
  return `ESB:${kind}:${rng.digits(7)}${rng.pick(['C', 'D', 'F', 'P'])}:${rng.digits(12)}`;
}

function briIncoming(rng: Rng, t: Incoming, remark: string): Printed {
  if (t.channel === 'INHOUSE') {
    const reference = esb(rng, 'NBMB');
    return {
      description: `NBMB ${printedName(rng, t.payer, 23, false)} TO ${OUR_NAME} ${remark} ${reference}`,
      reference,
    };
  }
  if (t.channel === 'BI-FAST') {
    const reference = esb(rng, 'BFST');
    return {
      description: `BFST${t.from.number}${printedName(rng, t.payer, 23, false)} ${reference}`,
      reference,
    };
  }
  if (t.channel === 'RTGS')
    return {
      description: `RTGS#${printedName(rng, t.payer, 23, false)} RTGS STP ${remark}`,
      reference: null,
    };
  const reference = esb(rng, 'NBMB');
  return {
    description: `TRANSFER DARI ${printedName(rng, t.payer, 23, false)} ${remark} ${reference}`,
    reference,
  };
}

function incomingText(rng: Rng, t: Incoming): Printed {
  const remark = cut(t.remark, remarkLimit(t.account, t.amount));
  if (t.account.bank === 'BCA') return bcaIncoming(rng, t, remark);
  return t.account.bank === 'MANDIRI'
    ? mandiriIncoming(rng, t, remark)
    : briIncoming(rng, t, remark);
}

/** The entity's virtual-account company codes (BCA's is 5 digits, ocean.bca.co.id; the numbers themselves are made up). */
const VA_COMPANY_CODES: Record<Account['bank'], string> = {
  BCA: '39358',
  MANDIRI: '88908',
  BRI: '12683',
};

/** A virtual-account payment as the collecting account prints it: generalised (see the header). */
function vaText(rng: Rng, account: Account, payer: Party, va: string): Printed {
  if (account.bank === 'BCA')
    return { description: `BCA VA ${va} ${printedName(rng, payer, 18, false)}`, reference: null };
  if (account.bank === 'MANDIRI')
    return {
      description: `MANDIRI VA ${va} ${printedName(rng, payer, 30, false)}`,
      reference: `VA${rng.digits(12)}`,
    };
  const reference = esb(rng, 'NBMB');
  return {
    description: `BRIVA${va} ${printedName(rng, payer, 23, false)} ${reference}`,
    reference,
  };
}

/** How a customer sends money to `account`: in-house when it banks there, else BI-FAST mostly; RTGS above the BI-FAST limit. */
function channelFor(rng: Rng, account: Account, from: PayerBank, amount: bigint): Channel {
  if (from.name === account.bank && rng.chance(0.85)) return 'INHOUSE';
  if (amount > rupiah(250_000_000)) return 'RTGS';
  const roll = rng.next();
  if (amount > rupiah(100_000_000) && roll < 0.3) return 'RTGS';
  return roll < 0.78 ? 'BI-FAST' : roll < 0.88 ? 'SKN' : 'ONLINE';
}

// ---------------------------------------------------------------- situations

/** A sales invoice as the organisation enters it: the legal name in its own case, the alias, the accounts it knows, the external id, the invoice number and the virtual account. */
function customerItem(
  draw: Draw,
  customer: Party,
  due: number,
  amount: bigint,
  invoice: Invoice,
  va: string | null,
): EngineItem {
  const { rng } = draw;
  const names = [
    rng.chance(0.7)
      ? titleCase(customer.legalName).replace(/^(Pt|Cv|Ud)\b/, (legal) => legal.toUpperCase())
      : customer.legalName,
    customer.alias.includes(' ') ? titleCase(customer.alias) : customer.alias,
  ];
  const item = draw.item({
    bankAccountId: rng.chance(0.15) ? null : customer.home.id,
    direction: 'CREDIT',
    open: amount,
    date: dateOf(due),
    description: `Invoice ${invoice.number} ${names[0]}`,
    counterparty: {
      names,
      accountNumbers: customer.accountsKnown
        ? customer.accounts.map((account) => account.number)
        : [],
    },
    references: [invoice.externalId, invoice.number, ...(va ? [va] : [])],
  });
  draw.lastInvoiceOf.set(customer.id, item);
  return item;
}

/**
 * One customer transfer for `items` (one, or several of one customer), less
 * `fee` when the sender deducted it; `account` overrides where it lands.
 */
function payTransfer(
  draw: Draw,
  customer: Party,
  items: EngineItem[],
  invoices: Invoice[],
  options: {
    fee?: boolean;
    account?: Account;
    day?: number;
    amount?: bigint;
    remark?: string;
  } = {},
): void {
  const { rng } = draw;
  const total = options.amount ?? items.reduce((sum, item) => sum + item.open, 0n);
  const account = options.account ?? customer.home;
  const from = rng.pick(customer.accounts);
  let channel = channelFor(rng, account, from.bank, total);
  if (options.fee && channel === 'INHOUSE') channel = 'BI-FAST';
  const fee = options.fee ? TRANSFER_FEES[channel as keyof typeof TRANSFER_FEES] : 0n;
  const due = dayOf(items[0]!.date);
  const day = options.day ?? bookingDay(rng, due, channel);
  const remark = options.remark ?? remarkFor(rng, invoices[0]!);
  const amount = total - fee;
  draw.line(
    account,
    'CREDIT',
    amount,
    day,
    incomingText(rng, { account, channel, payer: customer, from, remark, amount, day }),
    items,
  );
}

function plainPayment(draw: Draw, customers: Party[], fee: boolean): void {
  const customer = draw.rng.pick(customers);
  const due = workingDayBetween(draw.rng, FIRST_DUE, LAST_DUE);
  const invoice = draw.invoice(customer, due, false);
  payTransfer(
    draw,
    customer,
    [customerItem(draw, customer, due, invoiceAmount(draw.rng), invoice, null)],
    [invoice],
    { fee },
  );
}

function vaPayment(draw: Draw, customers: Party[]): void {
  const { rng } = draw;
  const customer = rng.pick(customers);
  const due = workingDayBetween(rng, FIRST_DUE, LAST_DUE);
  const invoice = draw.invoice(customer, due, rng.chance(0.5));
  const va = `${VA_COMPANY_CODES[customer.home.bank]}${invoice.va}`;
  const item = customerItem(draw, customer, due, invoiceAmount(rng), invoice, va);
  draw.line(
    customer.home,
    'CREDIT',
    item.open,
    bookingDay(rng, due, 'INHOUSE'),
    vaText(rng, customer.home, customer, va),
    [item],
  );
}

/** One transfer for 2 to 8 invoices of one customer, due within two weeks of each other. */
function severalInvoices(draw: Draw, customers: Party[]): void {
  const { rng } = draw;
  const customer = rng.pick(customers);
  const count = rng.chance(0.5) ? 2 : rng.chance(0.5) ? 3 : rng.int(4, 8);
  const first = workingDayBetween(rng, FIRST_DUE, LAST_DUE - 10);
  const invoices: Invoice[] = [];
  const items: EngineItem[] = [];
  for (let index = 0; index < count; index += 1) {
    const due = workingDayBetween(rng, first, first + 10);
    const invoice = draw.invoice(customer, due, false);
    invoices.push(invoice);
    items.push(customerItem(draw, customer, due, invoiceAmount(rng), invoice, null));
  }
  items.sort((a, b) => (a.date < b.date ? -1 : 1));
  const roll = rng.next();
  const sequences = invoices.map((invoice) => invoice.number.slice(-4)).join(' ');
  const remark =
    roll < 0.35
      ? `INV ${sequences}`
      : roll < 0.55
        ? `PEMBAYARAN ${count} INV`
        : roll < 0.8
          ? invoices[0]!.number
          : 'PELUNASAN';
  payTransfer(draw, customer, items, invoices, {
    fee: rng.chance(0.1),
    day: bookingDay(rng, dayOf(items[items.length - 1]!.date), 'BI-FAST'),
    remark,
  });
}

/** 2 to 4 lines paying one item: a down payment then the rest, or equal parts, a week or two apart. */
function instalments(draw: Draw, customers: Party[]): void {
  const { rng } = draw;
  const customer = rng.pick(customers);
  const due = workingDayBetween(rng, FIRST_DUE, dayOf('2026-10-15'));
  const invoice = draw.invoice(customer, due, false);
  const total = invoiceAmount(rng) + rupiah(3_000_000);
  const item = customerItem(draw, customer, due, total, invoice, null);
  const parts = rng.int(2, 4);
  let left = total;
  let day = bookingDay(rng, due, 'BI-FAST');
  for (let part = 1; part <= parts; part += 1) {
    const share =
      part === parts
        ? left
        : parts === 2 && rng.chance(0.5)
          ? ((total * 30n) / 100n / 100_000n) * 100_000n
          : (total / BigInt(parts) / 100_000n) * 100_000n;
    left -= share;
    const label =
      part === parts ? 'PELUNASAN' : part === 1 && parts === 2 ? 'DP' : `CICILAN ${part}`;
    const remark = rng.chance(0.6) ? `${label} ${invoice.number.slice(-7)}` : label;
    payTransfer(draw, customer, [item], [invoice], {
      amount: share,
      day: Math.min(day, LAST_BOOKING),
      remark,
    });
    day = addWorkingDays(day, rng.int(4, 12));
  }
}

/** The same customer paying the same amount for two invoices; only the invoice number or the date tells them apart. */
function sameAmountTwice(draw: Draw, customers: Party[]): void {
  const { rng } = draw;
  const customer = rng.pick(customers);
  const amount = rupiah(
    rng.pick([2_500_000, 5_000_000, 7_500_000, 11_100_000, 15_000_000, 3_330_000]),
  );
  const firstDue = workingDayBetween(rng, FIRST_DUE, LAST_DUE - 12);
  const secondDue = workingDayBetween(rng, firstDue + 1, firstDue + (rng.chance(0.5) ? 5 : 30));
  for (const due of [firstDue, Math.min(secondDue, LAST_DUE)]) {
    const invoice = draw.invoice(customer, due, false);
    const remark = rng.chance(0.6) ? invoice.number : rng.pick(['PEMBAYARAN', 'TRF', '']);
    payTransfer(
      draw,
      customer,
      [customerItem(draw, customer, due, amount, invoice, null)],
      [invoice],
      { remark },
    );
  }
}

/** Two look-alike customers paying alike (often equal) amounts a few days apart. */
function lookAlikes(draw: Draw, twins: Party[]): void {
  const { rng } = draw;
  const customer = rng.pick(twins);
  const amount = invoiceAmount(rng);
  const due = workingDayBetween(rng, FIRST_DUE, LAST_DUE - 4);
  for (const [party, partyDue, partyAmount] of [
    [customer, due, amount],
    [
      customer.twin!,
      workingDayBetween(rng, due, due + 3),
      rng.chance(0.6) ? amount : amount + rupiah(rng.int(1, 50) * 1000),
    ],
  ] as const) {
    const invoice = draw.invoice(party, partyDue, false);
    payTransfer(
      draw,
      party,
      [customerItem(draw, party, partyDue, partyAmount, invoice, null)],
      [invoice],
    );
  }
}

/** A payment landing on another account of the entity than the one on the invoice. */
function otherAccount(draw: Draw, customers: Party[]): void {
  const { rng } = draw;
  const customer = rng.pick(customers);
  const due = workingDayBetween(rng, FIRST_DUE, LAST_DUE);
  const invoice = draw.invoice(customer, due, false);
  const item = customerItem(draw, customer, due, invoiceAmount(rng), invoice, null);
  item.bankAccountId = customer.home.id;
  payTransfer(draw, customer, [item], [invoice], {
    account: ACCOUNTS.find((account) => account !== customer.home)!,
  });
}

/** An invoice never paid in the period; a third repeat the amount of another open invoice of the customer. */
function neverArrives(draw: Draw, customers: Party[]): void {
  const { rng } = draw;
  const customer = rng.pick(customers);
  const due = workingDayBetween(rng, FIRST_DUE, LAST_DUE);
  const twinOf = rng.chance(0.33) ? draw.lastInvoiceOf.get(customer.id) : undefined;
  customerItem(
    draw,
    customer,
    due,
    twinOf?.open ?? invoiceAmount(rng),
    draw.invoice(customer, due, false),
    null,
  );
}

/** We pay a supplier's bill: one DEBIT item, the DEBIT line, and for BI-FAST or SKN the bank's fee line (nothing expected). */
function supplierPayment(draw: Draw, suppliers: Party[]): void {
  const { rng } = draw;
  const supplier = rng.pick(suppliers);
  const account = pickAccount(rng);
  const day = workingDayBetween(rng, FIRST_DUE, LAST_DUE + 6);
  const amount = invoiceAmount(rng);
  const po = `PO-${rng.digits(5)}`;
  const billNumber = `${rng.pick(['SI', 'INV', 'FKT'])}/${rng.digits(4)}/${dateOf(day).slice(5, 7)}/26`;
  const to = supplier.accounts[0]!;
  const item = draw.item({
    bankAccountId: account.id,
    direction: 'DEBIT',
    open: amount,
    date: dateOf(day),
    description: `Bill ${billNumber} ${supplier.legalName} (${po})`,
    counterparty: { names: [supplier.legalName, supplier.alias], accountNumbers: [to.number] },
    references: [po, billNumber],
  });
  const booked = rng.chance(0.8) ? day : addWorkingDays(day, 1);
  const inhouse = to.bank.name === account.bank;
  const channel: Channel = inhouse
    ? 'INHOUSE'
    : account.bank === 'MANDIRI' && rng.chance(0.3)
      ? 'SKN'
      : 'BI-FAST';
  const text = outgoingText(rng, account, channel, supplier, to, po, amount, booked);
  draw.line(account, 'DEBIT', amount, booked, text.payment, [item]);
  if (text.fee) {
    draw.situation = 'bank charges';
    draw.line(account, 'DEBIT', text.fee.amount, booked, text.fee, []);
  }
}

type Outgoing = { payment: Printed; fee?: Printed & { amount: bigint } };

/** Our transfer to a supplier as our bank prints it, and the fee line the bank adds for BI-FAST and SKN. */
function outgoingText(
  rng: Rng,
  account: Account,
  channel: Channel,
  supplier: Party,
  to: { bank: PayerBank; number: string },
  po: string,
  amount: bigint,
  day: number,
): Outgoing {
  const name = printedName(rng, supplier, 18, false);
  if (account.bank === 'BCA') {
    const ddmm = `${dateOf(day).slice(8, 10)}${dateOf(day).slice(5, 7)}`;
    if (channel === 'INHOUSE')
      return {
        payment: {
          description: `TRSF E-BANKING DB ${ddmm}/FTSCY/WS95051 ${plain(amount)} ${po} ${name}`,
          reference: null,
        },
      };
    return {
      payment: {
        description: `BI-FAST DB BIF TRANSFER KE ${to.bank.code} ${name}`,
        reference: null,
      },
      fee: {
        description: `BI-FAST DB BIF BIAYA TXN KE ${to.bank.code}`,
        reference: null,
        amount: TRANSFER_FEES['BI-FAST'],
      },
    };
  }
  if (account.bank === 'MANDIRI') {
    const reference = `MCM${dateOf(day).replaceAll('-', '')}${rng.digits(6)}`;
    if (channel === 'INHOUSE')
      return {
        payment: {
          description: `MCM InhouseTrf KE ${to.number} PEMBAYARAN ${po} ${name}`,
          reference,
        },
      };
    if (channel === 'SKN')
      return {
        payment: { description: `SKN KE ${to.bank.code} ${to.number} ${name} ${po}`, reference },
        fee: { description: 'BIAYA SKN', reference, amount: TRANSFER_FEES.SKN },
      };
    return {
      payment: { description: `BI-FAST KE ${to.bank.name} ${to.number} ${name}`, reference },
      fee: { description: 'BIAYA BI-FAST', reference, amount: TRANSFER_FEES['BI-FAST'] },
    };
  }
  const kind = channel === 'INHOUSE' ? 'NBMB' : 'BFST';
  const reference = esb(rng, kind);
  if (channel === 'INHOUSE')
    return {
      payment: { description: `NBMB ${OUR_NAME} TO ${name} ${po} ${reference}`, reference },
    };
  return {
    payment: {
      description: `BI-FAST KE ${to.bank.code} ${to.number} ${name} ${reference}`,
      reference,
    },
    fee: { description: `BIAYA BI-FAST ${reference}`, reference, amount: TRANSFER_FEES['BI-FAST'] },
  };
}

/** A day's QRIS sales of one outlet (the item, gross) settled the next morning net of the 0.7% MDR (the line). */
function qrisSettlement(
  draw: Draw,
  outlet: { account: Account; mid: string; name: string },
  day: number,
): void {
  const { rng } = draw;
  const gross = rupiah(rng.int(50, 1600) * 5000);
  const mdr = (gross * QRIS_MDR_PER_MILLE + 500n) / 1000n;
  const item = draw.item({
    bankAccountId: outlet.account.id,
    direction: 'CREDIT',
    open: gross,
    date: dateOf(day),
    description: `QRIS sales ${outlet.name} ${dateOf(day)}`,
    counterparty: { names: [titleCase(outlet.name), 'QRIS'], accountNumbers: [] },
    references: [outlet.mid],
  });
  const booked = Math.min(day + 1, LAST_BOOKING);
  const stamp = dateOf(booked).replaceAll('-', '').slice(2);
  const text: Printed =
    outlet.account.bank === 'BCA'
      ? {
          description: `KR OTOMATIS MID : ${outlet.mid} ${cut(outlet.name, 18)} QR : ${grouped(gross)} DDR : ${grouped(mdr)}`,
          reference: null,
        }
      : {
          description: `QRIS SETTLEMENT MID ${outlet.mid} ${outlet.name}`,
          reference: `QR${stamp}${rng.digits(4)}`,
        };
  draw.line(outlet.account, 'CREDIT', gross - mdr, booked, text, [item]);
}

/** Month-end lines with nothing expected: the admin fee, interest and the 20% tax on it, per account. */
function monthEnd(draw: Draw, account: Account, day: number): void {
  const { rng } = draw;
  const interest = BigInt(rng.int(3_000_000, 60_000_000));
  draw.line(
    account,
    'DEBIT',
    rupiah(account.bank === 'BRI' ? 10_000 : account.bank === 'MANDIRI' ? 25_000 : 30_000),
    day,
    { description: 'BIAYA ADM', reference: null },
    [],
  );
  draw.line(account, 'CREDIT', interest, day, { description: 'BUNGA', reference: null }, []);
  draw.line(
    account,
    'DEBIT',
    (interest * 20n + 50n) / 100n,
    day,
    { description: 'PAJAK BUNGA', reference: null },
    [],
  );
}

function cashDeposit(draw: Draw): void {
  const { rng } = draw;
  const account = pickAccount(rng);
  const description =
    account.bank === 'BRI'
      ? 'SETORAN TUNAI TELLER UNIT KEMANG'
      : account.bank === 'MANDIRI'
        ? 'SETORAN TUNAI CABANG JAKARTA KEMANG'
        : 'SETORAN TUNAI';
  draw.line(
    account,
    'CREDIT',
    rupiah(rng.int(20, 300) * 100_000),
    workingDayBetween(rng, FIRST_DUE, LAST_BOOKING),
    { description, reference: null },
    [],
  );
}

// ---------------------------------------------------------------- the whole sample

/** Situation weights per draw, and the lines each draw adds on average (the proportions in the header follow from these). */
const SITUATIONS = [
  { name: 'one-to-one', weight: 41, lines: 1 },
  { name: 'transfer fee deducted', weight: 8, lines: 1 },
  { name: 'virtual account', weight: 8, lines: 1 },
  { name: 'one-to-many', weight: 4, lines: 1 },
  { name: 'instalments', weight: 2.3, lines: 4 },
  { name: 'same amount twice', weight: 2, lines: 2 },
  { name: 'look-alike names', weight: 2, lines: 2 },
  { name: 'other account of the entity', weight: 2, lines: 1 },
  { name: 'outgoing supplier', weight: 13, lines: 2 },
  { name: 'cash deposit', weight: 1, lines: 1 },
  { name: 'never arrives', weight: 5, lines: 0 },
] as const;
const TOTAL_WEIGHT = SITUATIONS.reduce((sum, situation) => sum + situation.weight, 0);

function drawSituation(
  draw: Draw,
  pools: { customers: Party[]; twins: Party[]; suppliers: Party[] },
  roomLeft: number,
): void {
  let roll = draw.rng.next() * TOTAL_WEIGHT;
  let chosen: (typeof SITUATIONS)[number] = SITUATIONS[0];
  for (const situation of SITUATIONS) {
    roll -= situation.weight;
    if (roll < 0) {
      chosen = situation;
      break;
    }
  }
  if (chosen.lines > roomLeft) chosen = SITUATIONS[0];
  draw.situation = chosen.name;
  const { customers, twins, suppliers } = pools;
  switch (chosen.name) {
    case 'one-to-one':
      return plainPayment(draw, customers, false);
    case 'transfer fee deducted':
      return plainPayment(draw, customers, true);
    case 'virtual account':
      return vaPayment(draw, customers);
    case 'one-to-many':
      return severalInvoices(draw, customers);
    case 'instalments':
      return instalments(draw, customers);
    case 'same amount twice':
      return sameAmountTwice(draw, customers);
    case 'look-alike names':
      return twins.length ? lookAlikes(draw, twins) : plainPayment(draw, customers, false);
    case 'other account of the entity':
      return otherAccount(draw, customers);
    case 'outgoing supplier':
      return supplierPayment(draw, suppliers);
    case 'cash deposit':
      return cashDeposit(draw);
    case 'never arrives':
      return neverArrives(draw, customers);
  }
}

/** The fixed lines: month-end charges per account and the QRIS settlements (about 3% of lines) of a few outlets. */
function fixedLines(draw: Draw, lines: number): void {
  draw.situation = 'bank charges';
  for (const monthEndDate of ['2026-09-30', '2026-10-31'])
    for (const account of ACCOUNTS)
      if (draw.lines.length + 3 <= lines) monthEnd(draw, account, dayOf(monthEndDate));
  draw.situation = 'QRIS settlement';
  const days = LAST_BOOKING - 1 - FIRST_DUE;
  const outlets = Array.from(
    { length: Math.max(1, Math.round((lines * 0.03) / days)) },
    (_, index) => ({
      account: index % 3 === 2 ? ACCOUNTS[1] : ACCOUNTS[0],
      mid: `${index % 3 === 2 ? '936000' : '885000'}${draw.rng.digits(index % 3 === 2 ? 9 : 6)}`,
      name: `SUMBER MAKMUR ${draw.rng.pick(['KEMANG', 'CIKINI', 'SENAYAN', 'KELAPA GADING', 'BINTARO', 'SERPONG', 'DEPOK', 'BEKASI'])} ${index + 1}`,
    }),
  );
  for (let day = FIRST_DUE; day < LAST_BOOKING && draw.lines.length < lines * 0.03; day += 1)
    for (const outlet of outlets) qrisSettlement(draw, outlet, day);
}

/**
 * `lines` statement lines (exactly) and about as many expected items, with the
 * truth for every line: the ids of the items it pays, empty when nothing is
 * expected. The same seed gives the same sample on every machine.
 *
 * @example generateSample({ lines: 2000, seed: 7 }).truth.get('line-000001') // { itemIds: ['item-000001'] }
 */
export function generateSample(options: { lines: number; seed?: number }): Sample {
  const rng = rngOf(options.seed ?? 20261122);
  const draw = new Draw(rng);
  const customers = partiesOf(rng, Math.max(30, Math.ceil(options.lines / 30)), 0.08, 1);
  const twins = customers.filter((customer) => customer.twin);
  const suppliers = partiesOf(
    rng,
    Math.max(10, Math.ceil(options.lines / 150)),
    0,
    customers.length + 1,
  );
  fixedLines(draw, options.lines);
  // A draw never adds more lines than its `lines` in SITUATIONS, and only draws that fit are made, so the count comes out exact.
  while (draw.lines.length < options.lines)
    drawSituation(draw, { customers, twins, suppliers }, options.lines - draw.lines.length);
  return inDateOrder(draw);
}

// ---------------------------------------------------------------- the self-check

/**
 * Checks a sample against its own truth and returns the problems (none when
 * sound): line and item ids unique; every line has a truth entry and every
 * entry's items exist, share its direction and currency, and are paid by no
 * other match; amounts add up per group of lines and items joined by the
 * truth, exactly, or for a single line less one transfer fee or the QRIS MDR;
 * every line booked from 5 days before (3 working days early) to 12 days after
 * its items' dates (instalments may run later).
 */
export function checkSample(sample: Pick<Sample, 'lines' | 'items' | 'truth'>): string[] {
  const problems: string[] = [];
  const items = new Map<string, EngineItem>();
  for (const item of sample.items) {
    if (items.has(item.id)) problems.push(`item id ${item.id} twice`);
    items.set(item.id, item);
  }
  const lines = new Map<string, EngineLine>();
  for (const line of sample.lines) {
    if (lines.has(line.id)) problems.push(`line id ${line.id} twice`);
    lines.set(line.id, line);
    if (!sample.truth.has(line.id)) problems.push(`line ${line.id} has no truth entry`);
    if (line.open <= 0n) problems.push(`line ${line.id} amount ${line.open}`);
  }
  for (const lineId of sample.truth.keys())
    if (!lines.has(lineId)) problems.push(`truth names line ${lineId}, which is not in the sample`);
  const groups = groupsOf(sample, lines, items, problems);
  for (const group of groups) problems.push(...checkGroup(group));
  return problems;
}

type Group = { lines: EngineLine[]; items: EngineItem[] };

/** Lines and items joined by the truth: a line with its items, or the instalment lines of one item. */
function groupsOf(
  sample: Pick<Sample, 'truth'>,
  lines: Map<string, EngineLine>,
  items: Map<string, EngineItem>,
  problems: string[],
): Group[] {
  const groupOfItem = new Map<string, Group>();
  const groups: Group[] = [];
  for (const [lineId, { itemIds }] of sample.truth) {
    const line = lines.get(lineId);
    if (!line || !itemIds.length) continue;
    const found = itemIds.map((id) => items.get(id));
    if (found.some((item) => !item)) {
      problems.push(`line ${lineId} pays an item that does not exist (${itemIds.join(', ')})`);
      continue;
    }
    const owners = new Set(
      itemIds.map((id) => groupOfItem.get(id)).filter((group): group is Group => !!group),
    );
    if (owners.size > 1 || (owners.size === 1 && itemIds.length > 1)) {
      problems.push(
        `line ${lineId} shares items with another match in a way neither one-to-many nor many-to-one allows`,
      );
      continue;
    }
    const group = [...owners][0] ?? { lines: [], items: found as EngineItem[] };
    if (!owners.size) groups.push(group);
    group.lines.push(line);
    for (const id of itemIds) groupOfItem.set(id, group);
  }
  return groups;
}

function checkGroup(group: Group): string[] {
  const problems: string[] = [];
  const label = group.lines.map((line) => line.id).join('+');
  const direction = group.lines[0]!.direction;
  if (
    [...group.lines, ...group.items].some(
      (entry) => entry.direction !== direction || entry.currency !== 'IDR',
    )
  )
    problems.push(`${label}: directions or currencies differ`);
  const paid = group.lines.reduce((sum, line) => sum + line.open, 0n);
  const due = group.items.reduce((sum, item) => sum + item.open, 0n);
  const allowed =
    group.lines.length === 1
      ? [0n, ...Object.values(TRANSFER_FEES), (due * QRIS_MDR_PER_MILLE + 500n) / 1000n]
      : [0n];
  if (!allowed.includes(due - paid)) problems.push(`${label}: lines ${paid} against items ${due}`);
  const first = Math.min(...group.items.map((item) => Date.parse(item.date)));
  const last = Math.max(...group.items.map((item) => Date.parse(item.date)));
  for (const line of group.lines) {
    const booked = Date.parse(line.date);
    if (
      booked < first - 5 * 86_400_000 ||
      (group.lines.length === 1 && booked > last + 12 * 86_400_000)
    )
      problems.push(
        `${label}: booked ${line.date}, items dated ${new Date(first).toISOString().slice(0, 10)}…`,
      );
  }
  return problems;
}
