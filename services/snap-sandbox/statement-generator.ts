import { createHash } from 'node:crypto';
import Decimal from 'decimal.js';

/**
 * The sandbox bank's books: for each account, a deterministic history of
 * realistic Indonesian rupiah lines (customer transfers over BI-FAST and RTGS,
 * QRIS settlements, supplier payments and their fees, payroll, BPJS and tax
 * payments, utilities, month-end interest, its tax and the admin fee; for a
 * personal account a salary credit, QRIS purchases and e-wallet top-ups).
 *
 * The lines of a day depend only on the seed, the account and the balance the
 * day opened with, so the same seed always tells the same story, and every
 * line's ending balance is the previous one plus or minus its amount.
 */

export type AccountProfile = 'business' | 'personal';

export type SandboxAccount = {
  accountNo: string;
  /** The account holder, as the bank has it. */
  name: string;
  currency: string;
  /** The balance on the morning of `openedOn`, a decimal string. */
  openingBalance: string;
  /** The first day with lines, YYYY-MM-DD. */
  openedOn: string;
  profile: AccountProfile;
  /** Funds on hold: the available balance is the book balance less this. */
  holdAmount: string;
  /** When set, only this partner (X-PARTNER-ID) may read the account. */
  partnerId: string | null;
};

export type StatementLine = {
  /** Booking order within the account, from 1. */
  sequence: number;
  /** Local (Asia/Jakarta) date and time of the booking. */
  date: string;
  time: string;
  postingDate: string;
  remark: string;
  referenceNo: string;
  direction: 'DEBIT' | 'CREDIT';
  /** SNAP's transaction type for the line. */
  type: 'RECEIVE_MONEY' | 'SEND_MONEY' | 'PAYMENT' | 'TOP_UP';
  channel:
    'BI-FAST' | 'ONLINE' | 'RTGS' | 'SKN' | 'QRIS' | 'INTRABANK' | 'CASH' | 'BILLER' | 'SYSTEM';
  amount: Decimal;
  endingBalance: Decimal;
};

/**
 * A deterministic pseudo-random source (mulberry32) seeded from the SHA-256
 * of its parts: `seededRandom('seed', '1234567890', '2025-06-03')()` is the
 * same number on every machine.
 */
export function seededRandom(...parts: Array<string | number>): () => number {
  let state = createHash('sha256').update(parts.join('\u0000')).digest().readUInt32LE(0);
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MEI', 'JUN', 'JUL', 'AGU', 'SEP', 'OKT', 'NOV', 'DES'];
const BANK_CODES = ['002', '008', '009', '011', '013', '014', '022', '028', '200', '451'];
const CUSTOMERS = [
  'PT SINAR ABADI JAYA',
  'CV BERKAH MANDIRI',
  'PT NUSANTARA LOGISTIK',
  'PT MAJU SEJAHTERA TBK',
  'TOKO SUMBER REJEKI',
  'PT CAHAYA TIMUR SENTOSA',
  'CV MITRA USAHA BERSAMA',
  'PT INDO PANGAN LESTARI',
  'PT KARYA BANGUN PERSADA',
  'UD RUKUN MAKMUR',
];
const SUPPLIERS = [
  'PT KERTAS NUSANTARA',
  'CV SUMBER MAKMUR',
  'PT PLASTIK JAYA ABADI',
  'PT LOGISTIK CEPAT INDONESIA',
  'UD SINAR TANI',
  'PT BAHAN KIMIA PRIMA',
  'PT ANGKASA PRINTING',
  'CV ELEKTRIK MANDIRI',
];
const MERCHANTS = [
  'KOPI SUSU TETANGGA',
  'WARUNG NASI PADANG',
  'INDOGROSIR',
  'APOTEK SEHAT',
  'BENGKEL MOTOR JAYA',
  'TOKO BUKU GRAMEDIA',
  'SATE KHAS SENAYAN',
  'LAUNDRY BERSIH',
];
const EMPLOYERS = ['PT TEKNOLOGI KAS INDONESIA', 'PT ARTHA GRAHA NIAGA', 'PT SAMUDERA MAKMUR'];

const BI_FAST_LIMIT = new Decimal('250000000.00');
const BI_FAST_FEE = new Decimal('2500.00');
const RTGS_FEE = new Decimal('25000.00');

function dayOfWeek(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

function lastDayOfMonth(date: string): string {
  const [year, month] = date.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
}

/** The working day on or before the day of the month given (payroll on the 25th moves back over a weekend). */
function workingDayOnOrBefore(date: string, dayOfMonth: number): string {
  let target = `${date.slice(0, 8)}${String(dayOfMonth).padStart(2, '0')}`;
  while (dayOfWeek(target) === 0 || dayOfWeek(target) === 6) target = addDays(target, -1);
  return target;
}

/** The working day on or after the day of the month given. */
function workingDayOnOrAfter(date: string, dayOfMonth: number): string {
  let target = `${date.slice(0, 8)}${String(dayOfMonth).padStart(2, '0')}`;
  while (dayOfWeek(target) === 0 || dayOfWeek(target) === 6) target = addDays(target, 1);
  return target;
}

type Draft = {
  seconds: number;
  order: number;
  build: (balance: Decimal) => Array<
    Omit<StatementLine, 'sequence' | 'date' | 'postingDate' | 'endingBalance' | 'time'> & {
      offset?: number;
    }
  > | null;
};

function pick<T>(random: () => number, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)]!;
}

function between(random: () => number, min: number, max: number): number {
  return min + Math.floor(random() * (max - min + 1));
}

/** A whole-rupiah amount from min to max in steps, as a Decimal. */
function rupiah(random: () => number, min: number, max: number, step = 1000): Decimal {
  return new Decimal(between(random, Math.ceil(min / step), Math.floor(max / step))).times(step);
}

function digits(random: () => number, count: number): string {
  let result = '';
  for (let index = 0; index < count; index += 1) result += String(Math.floor(random() * 10));
  return result;
}

function clock(seconds: number): string {
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  return `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}

/** The wanted debit, or what leaves the account its floor (in whole thousands) when less; null when that is under `minimum`. */
function room(balance: Decimal, floor: Decimal, wanted: Decimal, minimum: Decimal): Decimal | null {
  const spare = balance.minus(floor);
  const amount = wanted.lessThanOrEqualTo(spare) ? wanted : thousands(spare);
  return amount.greaterThan(0) && amount.greaterThanOrEqualTo(minimum) ? amount : null;
}

/** Rounded down to whole thousands of rupiah, as people size transfers. */
function thousands(amount: Decimal): Decimal {
  return amount.dividedToIntegerBy(1000).times(1000);
}

/** One day of one account being drafted: its seeded random source and the helpers every kind of line shares. */
type Day = {
  seed: string;
  account: SandboxAccount;
  date: string;
  random: () => number;
  working: boolean;
  year: string;
  month: string;
  monthLabel: string;
  compact: string;
  /** What a debit may leave on the account at the least. */
  floor: Decimal;
  /** A moment of the day from one hour to another, in seconds since midnight. */
  at: (fromHour: number, toHour: number) => number;
  add: (seconds: number, build: Draft['build']) => void;
};

function dayOf(seed: string, account: SandboxAccount, date: string, drafts: Draft[]): Day {
  const random = seededRandom(seed, account.accountNo, date);
  const weekday = dayOfWeek(date);
  const [year, month] = date.split('-') as [string, string];
  let order = 0;
  return {
    seed,
    account,
    date,
    random,
    working: weekday !== 0 && weekday !== 6,
    year,
    month,
    monthLabel: `${MONTHS[Number(month) - 1]} ${year}`,
    compact: date.replaceAll('-', ''),
    floor: new Decimal(account.profile === 'business' ? '1000000.00' : '50000.00'),
    at: (fromHour, toHour) => between(random, fromHour * 3600, toHour * 3600 - 1),
    add: (seconds, build) => {
      drafts.push({ seconds, order: (order += 1), build });
    },
  };
}

/** An outgoing transfer, over BI-FAST (with its fee) up to its limit and over RTGS above it, or in-house. */
function transferOut(
  day: Day,
  seconds: number,
  to: string,
  wanted: (balance: Decimal) => Decimal,
  minimum: number,
  purpose: string,
): void {
  const { random, compact } = day;
  const bank = pick(random, BANK_CODES);
  const intrabank = random() < 0.25;
  const reference = digits(random, 10);
  day.add(seconds, (balance) => {
    const amount = room(balance, day.floor.plus(RTGS_FEE), wanted(balance), new Decimal(minimum));
    if (!amount) return null;
    if (intrabank) {
      return [
        {
          remark: `TRF PB KE ${to} ${purpose}`.trim(),
          referenceNo: `PB${compact}${reference}`,
          direction: 'DEBIT',
          type: 'SEND_MONEY',
          channel: 'INTRABANK',
          amount,
        },
      ];
    }
    const rtgs = amount.greaterThan(BI_FAST_LIMIT);
    return [
      {
        remark: `${rtgs ? 'RTGS' : 'BI-FAST'} DB ${bank} ${to} ${purpose}`.trim(),
        referenceNo: `${rtgs ? 'RT' : 'BF'}${compact}${reference}`,
        direction: 'DEBIT',
        type: 'SEND_MONEY',
        channel: rtgs ? 'RTGS' : 'BI-FAST',
        amount,
      },
      {
        remark: rtgs ? 'BIAYA TRANSFER RTGS' : 'BIAYA TXN BI-FAST',
        referenceNo: `FE${compact}${reference}`,
        direction: 'DEBIT',
        type: 'PAYMENT',
        channel: 'SYSTEM',
        amount: rtgs ? RTGS_FEE : BI_FAST_FEE,
        offset: 1,
      },
    ];
  });
}

/** A payment to a biller (tax, BPJS, electricity): one line, no fee. */
function bill(
  day: Day,
  seconds: number,
  remark: string,
  wanted: (balance: Decimal) => Decimal,
  minimum: number,
): void {
  const reference = digits(day.random, 12);
  day.add(seconds, (balance) => {
    const amount = room(balance, day.floor, wanted(balance), new Decimal(minimum));
    return amount
      ? [
          {
            remark,
            referenceNo: `BL${reference}`,
            direction: 'DEBIT',
            type: 'PAYMENT',
            channel: 'BILLER',
            amount,
          },
        ]
      : null;
  });
}

/** Scales an amount by the size of the business, rounded down to whole steps. */
type Scaled = (amount: Decimal, step: number) => Decimal;

/** Yesterday's QRIS sales, settled overnight net of the 0.3% merchant discount rate. */
function qrisSettlement(day: Day, scaled: Scaled): void {
  const { random, date } = day;
  const gross = scaled(rupiah(random, 250_000, 8_000_000, 500), 500);
  const mid = `ID${digits(random, 13)}`;
  const settlement = `QR${day.compact}${digits(random, 10)}`;
  const previous = addDays(date, -1);
  day.add(day.at(2, 5), () => [
    {
      remark: `QRIS SETTLEMENT ${mid} ${previous.slice(8, 10)}/${previous.slice(5, 7)}`,
      referenceNo: settlement,
      direction: 'CREDIT',
      type: 'RECEIVE_MONEY',
      channel: 'QRIS',
      amount: gross.times('0.997').toDecimalPlaces(2, Decimal.ROUND_HALF_UP),
    },
  ]);
}

/** A working day's customer transfers in, the odd cash deposit, and payments to suppliers. */
function businessWorkingDay(day: Day, scaled: Scaled): void {
  const { random, compact } = day;
  const customerPayments = between(random, 0, 3);
  for (let index = 0; index < customerPayments; index += 1) {
    const customer = pick(random, CUSTOMERS);
    const bank = pick(random, BANK_CODES);
    const invoice = `INV/${day.year}/${day.month}/${String(between(random, 1, 999)).padStart(4, '0')}`;
    const large = random() < 0.03;
    const amount = large
      ? scaled(rupiah(random, 60_000_000, 250_000_000, 100_000), 100_000)
      : scaled(rupiah(random, 1_000_000, 25_000_000, 50_000), 50_000).plus(
          between(random, 0, 9) * 100,
        );
    const channel = large ? 'RTGS' : random() < 0.85 ? 'BI-FAST' : 'SKN';
    const reference = `${channel === 'RTGS' ? 'RT' : channel === 'SKN' ? 'SK' : 'BF'}${compact}${digits(random, 10)}`;
    day.add(day.at(8, 18), () => [
      {
        remark: `${channel} CR ${bank} ${customer} ${invoice}`,
        referenceNo: reference,
        direction: 'CREDIT',
        type: 'RECEIVE_MONEY',
        channel,
        amount,
      },
    ]);
  }
  if (random() < 0.12) {
    const amount = scaled(rupiah(random, 2_000_000, 20_000_000, 100_000), 100_000);
    const reference = `ST${compact}${digits(random, 8)}`;
    day.add(day.at(9, 15), () => [
      {
        remark: 'SETORAN TUNAI KCP',
        referenceNo: reference,
        direction: 'CREDIT',
        type: 'TOP_UP',
        channel: 'CASH',
        amount,
      },
    ]);
  }
  const supplierPayments = between(random, 0, 3);
  for (let index = 0; index < supplierPayments; index += 1) {
    const share = new Decimal(between(random, 10, 80)).dividedBy(1000);
    transferOut(
      day,
      day.at(9, 17),
      pick(random, SUPPLIERS),
      (balance) => thousands(balance.times(share)),
      500_000,
      `PO-${digits(random, 5)}`,
    );
  }
}

/** A business's monthly obligations: payroll, BPJS, the employees' income tax and electricity. */
function businessMonthly(day: Day): void {
  const { random, date, monthLabel } = day;
  if (date === workingDayOnOrBefore(date, 25)) {
    const share = new Decimal(between(random, 80, 140)).dividedBy(1000);
    bill(
      day,
      10 * 3600,
      `PAYROLL GAJI KARYAWAN ${monthLabel}`,
      (balance) => thousands(balance.times(share)),
      5_000_000,
    );
  }
  if (date === workingDayOnOrAfter(date, 10)) {
    const share = new Decimal(between(random, 5, 10)).dividedBy(1000);
    bill(
      day,
      day.at(9, 12),
      `BPJS KETENAGAKERJAAN ${monthLabel}`,
      (balance) => balance.times(share).toDecimalPlaces(0, Decimal.ROUND_DOWN),
      250_000,
    );
  }
  if (date === workingDayOnOrAfter(date, 15)) {
    const share = new Decimal(between(random, 8, 20)).dividedBy(1000);
    bill(
      day,
      day.at(9, 15),
      `MPN G3 PAJAK PPH 21 ${monthLabel} NTPN ${digits(random, 16)}`,
      (balance) => balance.times(share).toDecimalPlaces(0, Decimal.ROUND_DOWN),
      100_000,
    );
  }
  if (date === workingDayOnOrAfter(date, 20)) {
    const amount = rupiah(random, 1_200_000, 6_500_000, 1);
    bill(day, day.at(8, 20), `PLN PASCABAYAR ${digits(random, 12)} ${monthLabel}`, () => amount, 1);
  }
}

function businessDay(day: Day): void {
  // Takings grow with the size of the business; spending follows the balance, so the balance settles instead of running away.
  const scale = Decimal.max('0.1', new Decimal(day.account.openingBalance).dividedBy('250000000'));
  const scaled: Scaled = (amount, step) => amount.times(scale).dividedToIntegerBy(step).times(step);
  qrisSettlement(day, scaled);
  if (day.working) businessWorkingDay(day, scaled);
  businessMonthly(day);
}

/** A person's salary and monthly bills: the mortgage, the credit card and electricity. */
function personalMonthly(day: Day): void {
  const { random, date, monthLabel, compact } = day;
  const salaryRandom = seededRandom(day.seed, day.account.accountNo, 'salary');
  const salary = rupiah(salaryRandom, 8_000_000, 35_000_000, 50_000);
  const employer = pick(salaryRandom, EMPLOYERS);
  if (date === workingDayOnOrBefore(date, 25)) {
    const reference = `PY${compact}${digits(random, 10)}`;
    day.add(day.at(7, 9), () => [
      {
        remark: `GAJI ${monthLabel} ${employer}`,
        referenceNo: reference,
        direction: 'CREDIT',
        type: 'RECEIVE_MONEY',
        channel: 'INTRABANK',
        amount: salary,
      },
    ]);
  }
  if (date === workingDayOnOrAfter(date, 5))
    bill(
      day,
      day.at(6, 8),
      `CICILAN KPR ${digits(random, 10)}`,
      () => thousands(salary.times('0.35')),
      100_000,
    );
  if (date === workingDayOnOrAfter(date, 18)) {
    const share = new Decimal(between(random, 15, 40)).dividedBy(100);
    bill(
      day,
      day.at(9, 21),
      `PEMBAYARAN KARTU KREDIT ${digits(random, 4)}`,
      () => thousands(salary.times(share)),
      100_000,
    );
  }
  if (date === workingDayOnOrAfter(date, 20)) {
    const amount = rupiah(random, 250_000, 1_200_000, 1);
    bill(day, day.at(8, 21), `PLN PASCABAYAR ${digits(random, 12)} ${monthLabel}`, () => amount, 1);
  }
}

/** A person's everyday spending: QRIS purchases, the odd e-wallet top-up and transfer to a business. */
function personalSpending(day: Day): void {
  const { random } = day;
  const purchases = between(random, 0, 4);
  for (let index = 0; index < purchases; index += 1) {
    const merchant = pick(random, MERCHANTS);
    const amount = rupiah(random, 15_000, 350_000, 500);
    const reference = digits(random, 12);
    day.add(day.at(7, 22), (balance) => {
      const taken = room(balance, day.floor, amount, amount);
      return taken
        ? [
            {
              remark: `QRIS PAYMENT ${merchant}`,
              referenceNo: `QR${reference}`,
              direction: 'DEBIT',
              type: 'PAYMENT',
              channel: 'QRIS',
              amount,
            },
          ]
        : null;
    });
  }
  if (random() < 0.15) {
    const amount = rupiah(random, 50_000, 1_000_000, 50_000);
    bill(day, day.at(8, 22), `TOPUP GOPAY 0812${digits(random, 7)}`, () => amount, 50_000);
  }
  if (day.working && random() < 0.1) {
    transferOut(
      day,
      day.at(9, 20),
      pick(random, CUSTOMERS),
      (balance) => thousands(balance.times('0.1')),
      100_000,
      '',
    );
  }
}

/** Month-end interest (jasa giro / tabungan), the 20% final tax on it, and the admin fee. */
function monthEnd(day: Day): void {
  const { account, compact } = day;
  const rate = new Decimal(account.profile === 'business' ? '0.0025' : '0.005').dividedBy(12);
  day.add(23 * 3600 + 50 * 60, (balance) => {
    const interest = balance.times(rate).toDecimalPlaces(2, Decimal.ROUND_DOWN);
    if (interest.lessThanOrEqualTo(0)) return null;
    const tax = interest.times('0.2').toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
    return [
      {
        remark: account.profile === 'business' ? 'BUNGA JASA GIRO' : 'BUNGA TABUNGAN',
        referenceNo: `IN${compact}`,
        direction: 'CREDIT',
        type: 'RECEIVE_MONEY',
        channel: 'SYSTEM',
        amount: interest,
      },
      {
        remark: 'PAJAK BUNGA',
        referenceNo: `TX${compact}`,
        direction: 'DEBIT',
        type: 'PAYMENT',
        channel: 'SYSTEM',
        amount: tax,
        offset: 1,
      },
    ];
  });
  const fee = new Decimal(account.profile === 'business' ? '30000.00' : '12500.00');
  day.add(23 * 3600 + 55 * 60, (balance) =>
    balance.minus(fee).greaterThanOrEqualTo(0)
      ? [
          {
            remark: 'BIAYA ADMINISTRASI BULANAN',
            referenceNo: `AD${compact}`,
            direction: 'DEBIT',
            type: 'PAYMENT',
            channel: 'SYSTEM',
            amount: fee,
          },
        ]
      : null,
  );
}

/**
 * The drafts of one day: when each line happens and how to size it from the balance at that moment.
 * The builders draw from the day's seeded source in a fixed order; changing that order changes every statement.
 */
function draftsOf(seed: string, account: SandboxAccount, date: string): Draft[] {
  const drafts: Draft[] = [];
  const day = dayOf(seed, account, date, drafts);
  if (account.profile === 'business') {
    businessDay(day);
  } else {
    personalMonthly(day);
    personalSpending(day);
  }
  if (date === lastDayOfMonth(date)) monthEnd(day);
  return drafts.sort((a, b) => a.seconds - b.seconds || a.order - b.order);
}

type Book = { account: SandboxAccount; lines: StatementLine[]; through: string; balance: Decimal };

/**
 * The books of every account of one sandbox bank, written day by day from the
 * day each account opened, on demand.
 */
export class StatementBooks {
  readonly #seed: string;
  readonly #books = new Map<string, Book>();

  constructor(seed: string) {
    this.#seed = seed;
  }

  open(account: SandboxAccount): void {
    this.#books.set(account.accountNo, {
      account,
      lines: [],
      through: addDays(account.openedOn, -1),
      balance: new Decimal(account.openingBalance),
    });
  }

  account(accountNo: string): SandboxAccount | undefined {
    return this.#books.get(accountNo)?.account;
  }

  /** Every line of the account booked on the days from and to (inclusive), in booking order. */
  lines(accountNo: string, from: string, to: string): StatementLine[] {
    const book = this.#book(accountNo, to);
    return book.lines.filter((line) => line.date >= from && line.date <= to);
  }

  /**
   * Books the bank's own postings (a transfer and its fee) at a local date and
   * time: they go after every line booked at or before that moment, and the
   * lines after them keep their amounts while their ending balances move by
   * what was posted. Answers the lines as booked.
   */
  post(
    accountNo: string,
    date: string,
    time: string,
    entries: ReadonlyArray<
      Omit<StatementLine, 'sequence' | 'date' | 'time' | 'postingDate' | 'endingBalance'>
    >,
  ): StatementLine[] {
    const book = this.#book(accountNo, date);
    const after = book.lines.findIndex(
      (line) => line.date > date || (line.date === date && line.time > time),
    );
    const index = after === -1 ? book.lines.length : after;
    let balance =
      index === 0 ? new Decimal(book.account.openingBalance) : book.lines[index - 1]!.endingBalance;
    const posted = entries.map((entry) => {
      balance =
        entry.direction === 'CREDIT' ? balance.plus(entry.amount) : balance.minus(entry.amount);
      return { ...entry, sequence: 0, date, time, postingDate: date, endingBalance: balance };
    });
    book.lines.splice(index, 0, ...posted);
    for (let position = index; position < book.lines.length; position += 1) {
      const line = book.lines[position]!;
      const previous =
        position === 0
          ? new Decimal(book.account.openingBalance)
          : book.lines[position - 1]!.endingBalance;
      const endingBalance =
        position < index + posted.length
          ? line.endingBalance
          : line.direction === 'CREDIT'
            ? previous.plus(line.amount)
            : previous.minus(line.amount);
      book.lines[position] = { ...line, sequence: position + 1, endingBalance };
    }
    book.balance = book.lines.at(-1)!.endingBalance;
    return book.lines.slice(index, index + posted.length);
  }

  /** The balance after the last line booked at or before the local date and time, or the opening balance. */
  balanceAt(accountNo: string, date: string, time: string): Decimal {
    const book = this.#book(accountNo, date);
    let balance = new Decimal(book.account.openingBalance);
    for (const line of book.lines) {
      if (line.date > date || (line.date === date && line.time > time)) break;
      balance = line.endingBalance;
    }
    return balance;
  }

  #book(accountNo: string, through: string): Book {
    const book = this.#books.get(accountNo);
    if (!book) throw new Error(`No account ${accountNo}.`);
    while (book.through < through) {
      const date = addDays(book.through, 1);
      for (const draft of draftsOf(this.#seed, book.account, date)) {
        const built = draft.build(book.balance);
        if (!built) continue;
        for (const entry of built) {
          const { offset = 0, ...line } = entry;
          book.balance =
            line.direction === 'CREDIT'
              ? book.balance.plus(line.amount)
              : book.balance.minus(line.amount);
          book.lines.push({
            ...line,
            sequence: book.lines.length + 1,
            date,
            time: clock(Math.min(draft.seconds + offset, 86_399)),
            postingDate: date,
            endingBalance: book.balance,
          });
        }
      }
      book.through = date;
    }
    return book;
  }
}
