import type { CashCategory } from '../../contracts/treasury/categories.js';
import {
  addDays,
  daysFrom,
  daysInMonth,
  isoWeekday,
} from '../../services/treasury/cash-forecast/periods.js';
import { fromCents } from '../../formats/cents.js';
import { mulberry32 } from './random.js';

/**
 * A seeded, realistic bank history of one Indonesian organisation: its own
 * accounts and two years (by default) of categorised statement lines, for the
 * analysis benchmarks (the cash forecast's accuracy and speed, the cash
 * position). The same seed gives the same history, line for line.
 *
 * What it holds, per account (a branch or unit of the business, its size
 * drawn once):
 * - sales collections every day, their number following the day of the week
 *   (quiet weekends), the day of the month (busy after paydays), the month of
 *   the year (December, the three weeks before Lebaran) and a growth of about
 *   0.8% a month, with shocks shared by every account (a slow day, a slow
 *   week) and each account's own; amounts drawn log-normally;
 * - recurring items: payroll on the 25th (the Friday before when it falls on
 *   a weekend) with a raise every January and the THR before Lebaran, rent on
 *   the 1st or the 5th, loan instalments, software subscriptions, the
 *   telephone bill, the bank's monthly fee and the interest it credits;
 * - monthly items whose amount moves: electricity around the 20th, VAT on
 *   the last working day (from the month's sales), income tax on the 15th;
 * - weekly stock purchases on a fixed weekday, following recent sales;
 * - sporadic ones: marketing, professional fees, refunds, logistics, other;
 *   a yearly insurance premium; one loan drawdown (FINANCING) in the two years;
 * - internal transfers: each Friday the sales accounts sweep their week's
 *   collections to the main account, and on the 24th the main account funds
 *   the payroll accounts (they cancel out within the organisation).
 *
 * Amounts are whole rupiah (as IDR lines are), held as decimal strings.
 */
export type GeneratedAccount = {
  id: string;
  alias: string;
  bankCode: string;
  accountNumber: string;
  currency: 'IDR' | 'USD' | 'SGD';
  /** Its balance the day before the first line. */
  openingBalance: string;
  /** Its balance after the last line. */
  closingBalance: string;
};

export type GeneratedLine = {
  id: string;
  accountId: string;
  date: string;
  direction: 'DEBIT' | 'CREDIT';
  /** Positive, two decimals. */
  amount: string;
  description: string;
  /** The line's true category (what a rule or a person would set). */
  category: CashCategory;
  /** The account's balance after the line. */
  endingBalance: string;
  /** The line's order within its account and day. */
  lineNumber: number;
};

export type TreasuryHistory = {
  start: string;
  end: string;
  accounts: GeneratedAccount[];
  lines: GeneratedLine[];
};

export type TreasuryHistoryOptions = {
  seed?: number;
  accounts?: number;
  /** Months of history, ending on `end`. */
  months?: number;
  /** The last day of the history (included). */
  end?: string;
  /** Each account's currency, by its position (default IDR for all). */
  currencyOf?: (index: number) => 'IDR' | 'USD' | 'SGD';
};

/** Draws on mulberry32 (bench/support/random.ts): uniform, normal, log-normal and Poisson numbers, one of a list. */
function seeded(seed: number) {
  const uniform = mulberry32(seed);
  const normal = () => Math.sqrt(-2 * Math.log(1 - uniform())) * Math.cos(2 * Math.PI * uniform());
  const logNormal = (sigma: number) => Math.exp(sigma * normal() - (sigma * sigma) / 2);
  const poisson = (lambda: number) => {
    if (lambda > 30) return Math.max(0, Math.round(lambda + Math.sqrt(lambda) * normal()));
    const limit = Math.exp(-lambda);
    let count = 0;
    for (let product = uniform(); product > limit; product *= uniform()) count += 1;
    return count;
  };
  const pick = <T>(values: readonly T[]): T => values[Math.floor(uniform() * values.length)]!;
  return { uniform, normal, logNormal, poisson, pick };
}

/** Idul Fitri (Lebaran), as the government's calendar set it. */
const LEBARAN = [
  '2023-04-22',
  '2024-04-10',
  '2025-03-31',
  '2026-03-20',
  '2027-03-10',
  '2028-02-27',
];

const SALES_BY_WEEKDAY = [1.15, 1.1, 1.05, 1.05, 1.2, 0.6, 0.25];
const SALES_BY_MONTH = [0.9, 0.95, 1, 1, 1, 1.05, 1, 1.05, 0.95, 1, 1.05, 1.2];
const MONTHS_ID = [
  'JAN',
  'FEB',
  'MAR',
  'APR',
  'MEI',
  'JUN',
  'JUL',
  'AGU',
  'SEP',
  'OKT',
  'NOV',
  'DES',
];

function salesByDayOfMonth(day: number): number {
  if (day <= 5) return 1.15;
  if (day <= 20) return 0.95;
  if (day <= 24) return 0.9;
  return 1.2;
}

function lebaranEffect(date: string): number {
  for (const lebaran of LEBARAN) {
    const days = daysFrom(date, lebaran);
    if (days > 0 && days <= 21) return 1.35;
    if (days <= 0 && days > -7) return 0.6;
  }
  return 1;
}

const CUSTOMERS = [
  'PT MAJU JAYA ABADI',
  'CV SUMBER REJEKI',
  'PT INDO BOGA LESTARI',
  'TOKO SINAR TERANG',
  'PT CAHAYA NUSANTARA',
  'CV BERKAH MANDIRI',
  'PT GRAHA SENTOSA',
  'UD SRI REZEKI',
  'PT KARYA UTAMA',
  'PT SAMUDERA INDAH',
  'CV MITRA SEJATI',
  'PT BINTANG TIMUR',
  'TOKO ANEKA JAYA',
  'PT PRIMA RASA',
  'CV DUTA NIAGA',
  'PT LANGGENG MAKMUR',
];

/** The first working day on or before a date (weekends only). */
const workingDayOnOrBefore = (date: string) =>
  isoWeekday(date) === 6 ? addDays(date, -1) : isoWeekday(date) === 7 ? addDays(date, -2) : date;
const workingDayOnOrAfter = (date: string) =>
  isoWeekday(date) === 6 ? addDays(date, 2) : isoWeekday(date) === 7 ? addDays(date, 1) : date;

function monthDate(year: number, month: number, day: number): string {
  return `${year}-${String(month).padStart(2, '0')}-${String(Math.min(day, daysInMonth(year, month))).padStart(2, '0')}`;
}

type Draft = {
  account: number;
  date: string;
  direction: 'DEBIT' | 'CREDIT';
  cents: bigint;
  description: string;
  category: CashCategory;
};

const rupiah = (value: number) => BigInt(Math.max(1, Math.round(value))) * 100n;

type Random = ReturnType<typeof seeded>;
type Profile = ReturnType<typeof drawProfile>;

/** One account's profile (its size and which recurring items it has), drawn once. */
function drawProfile(random: Random, index: number) {
  const size = random.logNormal(0.5) * (index === 0 ? 2 : 1);
  return {
    size,
    sells: index !== 1,
    payroll: index % 2 === 0 ? size * 220_000_000 : 0,
    rent:
      random.uniform() < 0.65
        ? { amount: size * 40_000_000, day: random.uniform() < 0.7 ? 1 : 5 }
        : null,
    loan: random.uniform() < 0.25 ? size * 55_000_000 : 0,
    software:
      random.uniform() < 0.5
        ? [
            { name: 'GOOGLE WORKSPACE', amount: 3_400_000 * size, day: 3 },
            ...(random.uniform() < 0.5
              ? [{ name: 'MICROSOFT AZURE', amount: 9_800_000 * size, day: 8 }]
              : []),
          ]
        : [],
    stock:
      random.uniform() < 0.7
        ? { weekday: 2 + Math.floor(random.uniform() * 3), share: 0.4 + random.uniform() * 0.15 }
        : null,
    insuranceMonth: random.uniform() < 0.3 ? 1 + Math.floor(random.uniform() * 12) : 0,
    retainer: random.uniform() < 0.3 ? size * 12_000_000 : 0,
    electricity: size * 9_000_000,
    drift: 1 + random.normal() * 0.00025,
    customers: Array.from({ length: 6 }, () => random.pick(CUSTOMERS)),
  };
}

/** What the whole generation shares: the generator, the drafts so far and the sales they hold. */
type Generation = {
  random: Random;
  endYear: number;
  add: (draft: Draft) => void;
  salesOfMonth: Map<string, number>;
  salesOfWeek: Map<string, number>;
};

/** How an account books its lines of a day: each from its amount in rupiah, its description and its category. */
function bookOf(generation: Generation, account: number, date: string) {
  const book =
    (direction: Draft['direction']) =>
    (amount: number, description: string, category: CashCategory) =>
      generation.add({ account, date, direction, cents: rupiah(amount), description, category });
  return { debit: book('DEBIT'), credit: book('CREDIT') };
}

/** One day of the history, with the shocks and seasons every account shares that day. */
type Day = {
  offset: number;
  date: string;
  year: number;
  month: number;
  day: number;
  weekday: number;
  weekIndex: number;
  dayShock: number;
  growth: number;
  seasonal: number;
  monthName: string;
  lastWorkingDay: string;
  previousMonth: string;
};

/** One account on one day: its profile, its position and its size that day. */
type AccountDay = { profile: Profile; account: number; size: number };

/** The index of the account that the others sweep their collections to and that funds their payroll. */
const SWEEP_TARGET = 0;

function dayOf(random: Random, start: string, offset: number, weekShock: Map<number, number>): Day {
  const date = addDays(start, offset);
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const weekday = isoWeekday(date);
  const weekIndex = Math.floor((offset + isoWeekday(start) - 1) / 7);
  if (!weekShock.has(weekIndex)) weekShock.set(weekIndex, random.logNormal(0.06));
  const dayShock = random.logNormal(0.12) * weekShock.get(weekIndex)!;
  const growth = Math.pow(1.008, offset / 30.4);
  const seasonal =
    SALES_BY_WEEKDAY[weekday - 1]! *
    salesByDayOfMonth(day) *
    SALES_BY_MONTH[month - 1]! *
    lebaranEffect(date);
  const monthName = `${MONTHS_ID[month - 1]} ${year}`;
  const lastWorkingDay = workingDayOnOrBefore(monthDate(year, month, 31));
  const previousMonth =
    month === 1 ? `${year - 1}-12` : `${year}-${String(month - 1).padStart(2, '0')}`;
  return {
    offset,
    date,
    year,
    month,
    day,
    weekday,
    weekIndex,
    dayShock,
    growth,
    seasonal,
    monthName,
    lastWorkingDay,
    previousMonth,
  };
}

/** Sales collections, their number following the day's seasons and shocks. */
function addSales(generation: Generation, today: Day, { profile, account, size }: AccountDay) {
  const { random, salesOfMonth, salesOfWeek } = generation;
  const { credit } = bookOf(generation, account, today.date);
  if (!profile.sells) return;
  const count = random.poisson(
    6 * size * today.seasonal * today.growth * today.dayShock * random.logNormal(0.1),
  );
  for (let n = 0; n < count; n += 1) {
    const amount = 2_500_000 * random.logNormal(0.7);
    const kind = random.uniform();
    const description =
      kind < 0.5
        ? `TRSF E-BANKING CR ${random.pick(profile.customers)} ${Math.floor(random.uniform() * 90_000 + 10_000)}`
        : kind < 0.8
          ? `QRIS ${Math.floor(random.uniform() * 900_000 + 100_000)} PEMBAYARAN`
          : `SETORAN TUNAI ${Math.floor(random.uniform() * 9_000 + 1_000)}`;
    credit(amount, description, 'SALES');
    const monthKey = `${account}:${today.date.slice(0, 7)}`;
    salesOfMonth.set(monthKey, (salesOfMonth.get(monthKey) ?? 0) + amount);
    const weekKey = `${account}:${today.weekIndex}`;
    salesOfWeek.set(weekKey, (salesOfWeek.get(weekKey) ?? 0) + amount);
  }
}

/** Payroll on the 25th (the Friday before on a weekend), a raise each January; THR ten days before Lebaran; income tax on salaries on the 15th. */
function addPayroll(generation: Generation, today: Day, { profile, account }: AccountDay) {
  const { random } = generation;
  const { date, year, month, monthName } = today;
  const { debit } = bookOf(generation, account, date);
  if (profile.payroll <= 0) return;
  const raise = Math.pow(1.06, year - generation.endYear + 2);
  if (date === workingDayOnOrBefore(monthDate(year, month, 25))) {
    debit(
      profile.payroll * raise * (1 + random.normal() * 0.004),
      `GAJI KARYAWAN ${monthName} CAB ${account + 1}`,
      'PAYROLL',
    );
    debit(
      profile.payroll * raise * 0.05 * (1 + random.normal() * 0.01),
      `BPJS KETENAGAKERJAAN ${monthName}`,
      'PAYROLL',
    );
  }
  if (LEBARAN.some((lebaran) => date === workingDayOnOrBefore(addDays(lebaran, -10)))) {
    debit(profile.payroll * raise, `THR KARYAWAN ${year}`, 'PAYROLL');
  }
  // Income tax on salaries, on the 15th (the next working day on a weekend).
  if (date === workingDayOnOrAfter(monthDate(year, month, 15))) {
    debit(
      profile.payroll * raise * 0.05 * random.logNormal(0.05),
      `PAJAK PPH21 ${monthName}`,
      'TAXES',
    );
  }
}

/** The fixed monthly items: rent, loan instalments, software subscriptions and the telephone bill. */
function addFixedItems(generation: Generation, today: Day, { profile, account }: AccountDay) {
  const { random } = generation;
  const { offset, date, year, month, day, monthName } = today;
  const { debit } = bookOf(generation, account, date);
  if (profile.rent && day === profile.rent.day) {
    const anniversary = Math.pow(1.08, Math.floor(offset / 365));
    debit(profile.rent.amount * anniversary, `SEWA RUKO ${monthName}`, 'RENT');
  }
  if (profile.loan > 0 && date === workingDayOnOrAfter(monthDate(year, month, 5))) {
    debit(profile.loan, `ANGSURAN KREDIT ${monthName}`, 'LOAN_REPAYMENT');
  }
  for (const subscription of profile.software) {
    if (day === subscription.day)
      debit(
        subscription.amount * random.logNormal(0.03),
        `${subscription.name} ${monthName}`,
        'SOFTWARE',
      );
  }
  if (day === 12) debit(850_000 * profile.size, `TELKOM INDIHOME ${monthName}`, 'UTILITIES');
}

/** The monthly items whose amount moves: electricity, VAT, the bank's fee and interest; and the weekly stock purchases. */
function addMovingItems(generation: Generation, today: Day, { profile, account }: AccountDay) {
  const { random, salesOfMonth, salesOfWeek } = generation;
  const { date, year, month, day, weekday, monthName } = today;
  const { debit, credit } = bookOf(generation, account, date);
  // Electricity around the 20th, more in the hot months.
  if (date === workingDayOnOrAfter(monthDate(year, month, 18 + (account % 5)))) {
    const hot = month >= 9 && month <= 11 ? 1.12 : 1;
    debit(
      profile.electricity * hot * today.growth * random.logNormal(0.1),
      `PLN PASCABAYAR ${monthName}`,
      'UTILITIES',
    );
  }
  // VAT on last month's sales, on the month's last working day.
  if (profile.sells && date === today.lastWorkingDay) {
    const sales = salesOfMonth.get(`${account}:${today.previousMonth}`) ?? 0;
    if (sales > 0) debit(sales * 0.11 * 0.35, `PAJAK PPN MASA ${monthName}`, 'TAXES');
  }
  // The bank's fee and interest on the month's last day.
  if (day === daysInMonth(year, month)) {
    debit(15_000, 'BIAYA ADM BULANAN', 'OTHER');
    credit(
      600_000 * profile.size * random.logNormal(0.15),
      `BUNGA JASA GIRO ${monthName}`,
      'INTEREST_INCOME',
    );
  }
  // Weekly stock purchases, following the last week's sales.
  if (profile.stock && weekday === profile.stock.weekday) {
    const lastWeek = salesOfWeek.get(`${account}:${today.weekIndex - 1}`) ?? 0;
    if (lastWeek > 0)
      debit(
        lastWeek * profile.stock.share * random.logNormal(0.12),
        `PEMBELIAN STOK ${random.pick(['PT SUPPLIER UTAMA', 'CV GROSIR JAYA'])}`,
        'INVENTORY',
      );
  }
}

/** The yearly insurance premium and the tax consultant's monthly retainer. */
function addYearlyAndRetainer(generation: Generation, today: Day, accountDay: AccountDay) {
  const { profile, account, size } = accountDay;
  const { date, year, month, day, monthName } = today;
  const { debit } = bookOf(generation, account, date);
  if (profile.insuranceMonth === month && day === 10) {
    debit(size * 60_000_000, `PREMI ASURANSI ${year}`, 'INSURANCE');
  }
  if (profile.retainer > 0 && date === workingDayOnOrAfter(monthDate(year, month, 10))) {
    debit(profile.retainer, `JASA KONSULTAN PAJAK ${monthName}`, 'PROFESSIONAL_SERVICES');
  }
}

/** The sporadic items of a working day: marketing, professional fees, refunds, logistics, other. */
function addSporadicItems(generation: Generation, today: Day, { account, size }: AccountDay) {
  const { random } = generation;
  const { debit, credit } = bookOf(generation, account, today.date);
  if (today.weekday > 5) return;
  if (random.uniform() < 0.03)
    debit(
      size * 12_000_000 * random.logNormal(0.6),
      `IKLAN ${random.pick(['META ADS', 'GOOGLE ADS', 'BALIHO'])} ${Math.floor(random.uniform() * 9_000)}`,
      'MARKETING',
    );
  if (random.uniform() < 0.01)
    debit(
      size * 20_000_000 * random.logNormal(0.5),
      `JASA AUDIT NOTARIS ${Math.floor(random.uniform() * 9_000)}`,
      'PROFESSIONAL_SERVICES',
    );
  if (random.uniform() < 0.02)
    credit(
      size * 3_000_000 * random.logNormal(0.6),
      `REFUND ${Math.floor(random.uniform() * 90_000)}`,
      'OTHER_INCOME',
    );
  const parcels = random.poisson(0.6 * size);
  for (let n = 0; n < parcels; n += 1)
    debit(
      450_000 * random.logNormal(0.5),
      `${random.pick(['JNE', 'SICEPAT', 'J&T CARGO'])} ONGKIR ${Math.floor(random.uniform() * 900_000)}`,
      'LOGISTICS',
    );
  if (random.uniform() < 0.08)
    debit(
      700_000 * random.logNormal(0.8),
      `PEMBAYARAN LAIN ${Math.floor(random.uniform() * 90_000)}`,
      'OTHER',
    );
}

/** Internal transfers: Friday sweeps of the week's collections to the main account, and payroll funding from it on the 24th. */
function addInternalTransfers(
  generation: Generation,
  today: Day,
  { profile, account }: AccountDay,
) {
  const { salesOfWeek } = generation;
  const { debit, credit } = bookOf(generation, account, today.date);
  const main = bookOf(generation, SWEEP_TARGET, today.date);
  if (account === SWEEP_TARGET) return;
  if (profile.sells && today.weekday === 5) {
    const swept = (salesOfWeek.get(`${account}:${today.weekIndex}`) ?? 0) * 0.5;
    if (swept > 0) {
      debit(swept, `PEMINDAHAN DANA KE REK UTAMA`, 'INTERNAL_TRANSFER');
      main.credit(swept, `PEMINDAHAN DANA DARI CAB ${account + 1}`, 'INTERNAL_TRANSFER');
    }
  }
  if (profile.payroll > 0 && today.day === 24) {
    const funding = profile.payroll * 0.6;
    main.debit(funding, `DANA GAJI CAB ${account + 1}`, 'INTERNAL_TRANSFER');
    credit(funding, `DANA GAJI DARI REK UTAMA`, 'INTERNAL_TRANSFER');
  }
}

/** One account's lines of one day, in the order the generator draws them. */
function addAccountDay(generation: Generation, today: Day, profile: Profile, account: number) {
  const accountDay = {
    profile,
    account,
    size: profile.size * Math.pow(profile.drift, today.offset),
  };
  addSales(generation, today, accountDay);
  addPayroll(generation, today, accountDay);
  addFixedItems(generation, today, accountDay);
  addMovingItems(generation, today, accountDay);
  addYearlyAndRetainer(generation, today, accountDay);
  addSporadicItems(generation, today, accountDay);
  addInternalTransfers(generation, today, accountDay);
}

/**
 * The accounts with their opening balances (enough at the start that none goes below a cushion of
 * its own size) and the drafts as lines with their running balances, sorted by date.
 */
function withBalances(
  profiles: readonly Profile[],
  drafts: readonly Draft[],
  currencyOf: (index: number) => 'IDR' | 'USD' | 'SGD',
): { accounts: GeneratedAccount[]; lines: GeneratedLine[] } {
  const accounts: GeneratedAccount[] = profiles.map((_, index) => ({
    id: `00000000-0000-4000-8000-${String(index + 1).padStart(12, '0')}`,
    alias: index === 0 ? 'Rekening Utama' : `Cabang ${index + 1}`,
    bankCode: ['014', '008', '002', '009'][index % 4]!,
    accountNumber: String(1_230_000_000 + index * 7_919),
    currency: currencyOf(index),
    openingBalance: '',
    closingBalance: '',
  }));
  // Enough at the start that no account goes below a cushion of its own size.
  const running = accounts.map(() => 0n);
  const lowest = accounts.map(() => 0n);
  for (const draft of drafts) {
    running[draft.account] =
      running[draft.account]! + (draft.direction === 'CREDIT' ? draft.cents : -draft.cents);
    if (running[draft.account]! < lowest[draft.account]!)
      lowest[draft.account] = running[draft.account]!;
  }
  accounts.forEach(
    (account, index) =>
      (account.openingBalance = fromCents(
        ((-lowest[index]! + rupiah(profiles[index]!.size * 500_000_000)) / 100_000_000n + 1n) *
          100_000_000n,
      )),
  );
  const balances = accounts.map((account) => BigInt(account.openingBalance.replace('.', '')));
  const order = new Map<string, number>();
  const lines: GeneratedLine[] = drafts.map((draft, index) => {
    balances[draft.account] =
      balances[draft.account]! + (draft.direction === 'CREDIT' ? draft.cents : -draft.cents);
    const dayKey = `${draft.account}:${draft.date}`;
    const lineNumber = (order.get(dayKey) ?? 0) + 1;
    order.set(dayKey, lineNumber);
    return {
      id: `10000000-0000-4000-8000-${String(index + 1).padStart(12, '0')}`,
      accountId: accounts[draft.account]!.id,
      date: draft.date,
      direction: draft.direction,
      amount: fromCents(draft.cents),
      description: draft.description,
      category: draft.category,
      endingBalance: fromCents(balances[draft.account]!),
      lineNumber,
    };
  });
  lines.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  accounts.forEach((account, index) => (account.closingBalance = fromCents(balances[index]!)));
  return { accounts, lines };
}

/** Generates the history; see the type's description for what it holds. */
export function generateTreasuryHistory(options: TreasuryHistoryOptions = {}): TreasuryHistory {
  const {
    seed = 20_261_122,
    accounts: accountCount = 20,
    months = 24,
    end = '2026-11-30',
    currencyOf = () => 'IDR' as const,
  } = options;
  const random = seeded(seed);
  const [endYear, endMonth] = end.split('-').map(Number) as [number, number];
  const firstMonth = new Date(Date.UTC(endYear, endMonth - months, 1));
  const start = firstMonth.toISOString().slice(0, 10);
  const days = daysFrom(start, end) + 1;

  const profiles = Array.from({ length: accountCount }, (_, index) => drawProfile(random, index));
  const drafts: Draft[] = [];
  const generation: Generation = {
    random,
    endYear,
    add: (draft) => drafts.push(draft),
    salesOfMonth: new Map(),
    salesOfWeek: new Map(),
  };
  const weekShock = new Map<number, number>();
  let drawdownDay = Math.floor(days * (0.3 + random.uniform() * 0.6));

  for (let offset = 0; offset < days; offset += 1) {
    const today = dayOf(random, start, offset, weekShock);
    profiles.forEach((profile, account) => addAccountDay(generation, today, profile, account));
    // One loan drawdown in the history.
    if (offset === drawdownDay) {
      bookOf(generation, SWEEP_TARGET, today.date).credit(
        2_500_000_000,
        'PENCAIRAN KREDIT INVESTASI',
        'FINANCING',
      );
      drawdownDay = -1;
    }
  }

  return { start, end, ...withBalances(profiles, drafts, currencyOf) };
}
