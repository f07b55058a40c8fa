import { randomBytes } from 'node:crypto';
import { copyInto, tsv } from './support/sql-floor.js';
import pg from 'pg';
import type { Kysely } from 'kysely';
import type { AccountDatabase } from '../services/account/db-types.js';
import { createOrganizationWithOwner } from '../services/account/organizations/service.js';
import { ACCOUNT_SCHEMA } from '../services/account/server.js';
import { createDatabase } from '../services/kit/database.js';
import { TREASURY_SCHEMA } from '../services/treasury/database-schema.js';
import { businessToday } from '../services/treasury/statements/parsing/dates.js';
import { startSystemProcess } from './system-process.js';
import { sized } from './size.js';

const ACCOUNTS = 20;
/** Two years of days, ending today. */
const DAYS = sized(731, 30);
/** A balance every two hours from 06:00 to 20:00 Jakarta (API-connected accounts sync hourly or every 4 hours; manual ones less). */
const BALANCE_HOURS = [6, 8, 10, 12, 14, 16, 18, 20];
const WARM_UP = sized(10, 1);
const SAMPLES = sized(100, 2);
const TARGET_P95_MS = 300;

/**
 * What the screen asks when a member looks at two years: today's position with
 * its three groupings, and the trend of the two years a point a day (731 points
 * over 20 accounts, the most a trend gives), at the BFF over HTTP.
 */
const QUERY = `query CashPositionBench($from: Date!, $to: Date!) {
  cashPosition {
    date totals { currency amount { amount currency } missingRates }
    rates { currency rate { date rate source } }
    accounts { alias bank { name } entityName currency balance { amount currency } balanceAsOf }
    byBank: groups(by: BANK) { key name totals { currency amount { amount } missingRates } }
    byEntity: groups(by: ENTITY) { key name totals { currency amount { amount } missingRates } }
    byCurrency: groups(by: CURRENCY) { key name totals { currency amount { amount } missingRates } }
  }
  cashPositionTrend(from: $from, to: $to, interval: DAY) { interval points { date totals { currency amount { amount } missingRates } } }
}`;

/**
 * The floor: the same data's plain SQL sum, straight from PostgreSQL: for each
 * of the 731 days and each currency, the sum of the accounts' balances at the
 * day's end (their closings, migrations/0055-baseline, balances: the seed gives every account
 * one each day, so no day needs the one before carried over), and the day's
 * rates; no carrying over, no conversion, no service, no JSON, no HTTP.
 */
const FLOOR_SQL = `
  select c.day, a.currency, sum(c.available) as amount
  from balance_closings c
  join bank_accounts a on a.id = c.bank_account_id
  where c.organization_id = $1 and c.day between $2::date and $3::date
  group by c.day, a.currency`;
const FLOOR_RATES_SQL = `select rate_date, currency, rate from fx_rates where organization_id = $1 and rate_date <= $3::date and rate_date >= $2::date - 7`;

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const percentile = (values: number[], share: number) =>
  [...values].sort((a, b) => a - b)[
    Math.min(values.length - 1, Math.ceil(values.length * share) - 1)
  ]!;

/** A deterministic walk, so every run measures the same figures. */
function walk(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

/** A REST call to the treasury as the bench's member; a refusal throws with what the service answered. */
type TreasuryRest = <T>(method: string, path: string, body: unknown) => Promise<T>;

/** A new organisation (PT Bench Posisi Kas) with an owner, signed in: its id, the session's token and a REST caller as the owner. */
async function benchOrganization(system: {
  accountUrl: string;
  treasuryUrl: string;
  databaseUrl: string;
}): Promise<{ organizationId: string; accessToken: string; rest: TreasuryRest }> {
  const accountDb = createDatabase<AccountDatabase>({
    url: system.databaseUrl,
    schema: ACCOUNT_SCHEMA,
  });
  const owner = { email: `bench-${randomBytes(4).toString('hex')}@kas.id`, password: 'Bench12345' };
  try {
    await createOrganizationWithOwner(accountDb as Kysely<AccountDatabase>, {
      name: 'PT Bench Posisi Kas',
      ownerEmail: owner.email,
      ownerPassword: owner.password,
      ownerName: 'Bench',
    });
  } finally {
    await accountDb.destroy();
  }
  const signIn = await fetch(`${system.accountUrl}/sessions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(owner),
  });
  const { accessToken, organizationId } = (await signIn.json()) as {
    accessToken: string;
    organizationId: string;
  };
  const headers = {
    authorization: `Bearer ${accessToken}`,
    'x-organization-id': organizationId,
    'content-type': 'application/json',
  };
  const rest: TreasuryRest = async <T>(method: string, path: string, body: unknown) => {
    const answer = await fetch(`${system.treasuryUrl}${path}`, {
      method,
      headers,
      body: JSON.stringify(body),
    });
    if (answer.status >= 300)
      throw new Error(`${method} ${path}: ${answer.status} ${await answer.text()}`);
    return (await answer.json()) as T;
  };
  return { organizationId, accessToken, rest };
}

/** The 20 accounts at five banks, every third held by a subsidiary entity: 14 in IDR, 4 in USD, 2 in SGD. */
async function openAccounts(rest: TreasuryRest): Promise<{ id: string; currency: string }[]> {
  const subsidiary = await rest<{ id: string }>('POST', '/entities', {
    name: 'PT Bench Anak Usaha',
  });
  const banks = ['014', '008', '009', '002', '022'];
  const currencies = [
    ...Array<string>(14).fill('IDR'),
    ...Array<string>(4).fill('USD'),
    'SGD',
    'SGD',
  ];
  const accounts: { id: string; currency: string }[] = [];
  for (let index = 0; index < ACCOUNTS; index += 1) {
    const made = await rest<{ id: string }>('POST', '/bank-accounts', {
      bankCode: banks[index % banks.length],
      accountNumber: String(7_100_000_000 + index),
      accountName: 'PT BENCH POSISI KAS',
      alias: `Rekening ${currencies[index]} ${index + 1}`,
      currency: currencies[index],
      connectionType: 'MANUAL',
      ...(index % 3 === 2 ? { entityId: subsidiary.id } : {}),
    });
    accounts.push({ id: made.id, currency: currencies[index]! });
  }
  return accounts;
}

/**
 * Each account's balance every two hours of the day from `first` to now, a
 * deterministic walk from billions of rupiah (hundreds of thousands of
 * dollars), written with COPY; the accounts opened the day before. The rows written.
 */
async function copyBalances(
  databaseUrl: string,
  organizationId: string,
  accounts: readonly { id: string; currency: string }[],
  first: string,
): Promise<number> {
  const client = new pg.Client({
    connectionString: databaseUrl,
    options: `-c search_path=${TREASURY_SCHEMA},public`,
  });
  await client.connect();
  try {
    await client.query(
      `update bank_accounts set created_at = $2::date - 1 where organization_id = $1`,
      [organizationId, first],
    );
    const lines: string[] = [];
    const now = Date.now();
    accounts.forEach((account, index) => {
      const next = walk(index + 1);
      // Rupiah accounts hold billions; dollar accounts hundreds of thousands.
      let cents = BigInt(
        account.currency === 'IDR'
          ? 1_500_000_000_00 + index * 75_000_000_00
          : 250_000_00 + index * 10_000_00,
      );
      for (let day = 0; day < DAYS; day += 1) {
        const date = addDays(first, day);
        for (const hour of BALANCE_HOURS) {
          const asOf = new Date(`${date}T${String(hour).padStart(2, '0')}:00:00+07:00`);
          if (asOf.getTime() > now) continue;
          const step = BigInt(
            Math.round((next() - 0.48) * (account.currency === 'IDR' ? 40_000_000_00 : 4_000_00)),
          );
          cents = cents + step > 0n ? cents + step : cents;
          lines.push(
            tsv([
              organizationId,
              account.id,
              `${cents / 100n}.${String(cents % 100n).padStart(2, '0')}`,
              asOf.toISOString(),
              'API',
              asOf.toISOString(),
            ]),
          );
        }
      }
    });
    await copyInto(
      client,
      'copy balances (organization_id, bank_account_id, available, as_of, source, recorded_at) from stdin',
      lines,
    );
    await client.query('analyze balances');
    return lines.length;
  } finally {
    await client.end();
  }
}

/** USD and SGD rates for every weekday from `first`, a deterministic walk, imported through the API as a CSV; how many were imported. */
async function importRates(rest: TreasuryRest, first: string): Promise<number> {
  const csv = ['date,currency,rate'];
  const next = walk(99);
  let usd = 15_600;
  let sgd = 11_650;
  for (let day = 0; day < DAYS; day += 1) {
    const date = addDays(first, day);
    const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
    usd += Math.round((next() - 0.5) * 60);
    sgd += Math.round((next() - 0.5) * 40);
    if (weekday === 0 || weekday === 6) continue;
    csv.push(
      `${date},USD,${usd}.${String(Math.floor(next() * 100)).padStart(2, '0')}`,
      `${date},SGD,${sgd}.${String(Math.floor(next() * 10_000)).padStart(4, '0')}`,
    );
  }
  const imported = await rest<{ imported: number; issues: unknown[] }>('POST', '/fx-rates/import', {
    fileName: 'kurs-bi-2-tahun.csv',
    content: `${csv.join('\n')}\n`,
  });
  if (imported.issues.length > 0)
    throw new Error(`the rates did not import: ${JSON.stringify(imported.issues.slice(0, 3))}`);
  return imported.imported;
}

/**
 * A new organisation with 20 accounts at five banks, held by two entities, in
 * IDR (14), USD (4) and SGD (2), opened two years ago; each with a balance
 * every two hours of the day for two years (116,960 rows, written with COPY),
 * and USD and SGD rates for every weekday (imported through the API as a CSV,
 * as a member would).
 */
export async function seedCashPosition(
  system: { accountUrl: string; treasuryUrl: string; databaseUrl: string },
  today: string,
) {
  const { organizationId, accessToken, rest } = await benchOrganization(system);
  const accounts = await openAccounts(rest);
  const first = addDays(today, -(DAYS - 1));
  const balances = await copyBalances(system.databaseUrl, organizationId, accounts, first);
  const rates = await importRates(rest, first);
  return { organizationId, accessToken, from: first, balances, rates };
}

/**
 * The cash position over two years of data for 20 accounts, at the BFF
 * (GraphQL over HTTP, with the session a browser would have): today's
 * position with its groupings and the two years' trend a day at a time, one
 * request after another. Printed beside the floor, the same sums in plain SQL
 * on the same data. Target: p95 at the BFF under 300 ms.
 */
export async function runCashPositionBenchmark() {
  const system = await startSystemProcess();
  try {
    const today = businessToday('Asia/Jakarta');
    const seeded = await seedCashPosition(system, today);
    const graphqlHeaders = {
      authorization: `Bearer ${seeded.accessToken}`,
      'content-type': 'application/json',
    };
    const body = JSON.stringify({ query: QUERY, variables: { from: seeded.from, to: today } });
    const ask = async () => {
      const started = performance.now();
      const answer = await fetch(`${system.url}/graphql`, {
        method: 'POST',
        headers: graphqlHeaders,
        body,
      });
      const json = (await answer.json()) as {
        data?: { cashPositionTrend: { points: unknown[] }; cashPosition: { accounts: unknown[] } };
        errors?: unknown;
      };
      const milliseconds = performance.now() - started;
      if (!json.data || json.errors)
        throw new Error(`the query failed: ${JSON.stringify(json.errors)}`);
      return {
        milliseconds,
        points: json.data.cashPositionTrend.points.length,
        accounts: json.data.cashPosition.accounts.length,
      };
    };
    const floorClient = new pg.Client({
      connectionString: system.databaseUrl,
      options: `-c search_path=${TREASURY_SCHEMA},public`,
    });
    const floorRatesClient = new pg.Client({
      connectionString: system.databaseUrl,
      options: `-c search_path=${TREASURY_SCHEMA},public`,
    });
    await Promise.all([floorClient.connect(), floorRatesClient.connect()]);
    const floor = async () => {
      const started = performance.now();
      const [sums] = await Promise.all([
        floorClient.query(FLOOR_SQL, [seeded.organizationId, seeded.from, today]),
        floorRatesClient.query(FLOOR_RATES_SQL, [seeded.organizationId, seeded.from, today]),
      ]);
      return { milliseconds: performance.now() - started, rows: sums.rowCount ?? 0 };
    };
    try {
      const checked = await ask();
      if (checked.points !== DAYS || checked.accounts !== ACCOUNTS)
        throw new Error(
          `expected ${DAYS} points over ${ACCOUNTS} accounts, got ${checked.points} over ${checked.accounts}`,
        );
      // The floor sums the same days and currencies (14 IDR, 4 USD and 2 SGD accounts: three sums a day; today's only from 06:00).
      if ((await floor()).rows < (DAYS - 1) * 3)
        throw new Error('the floor does not sum every day of every currency');
      for (let round = 0; round < WARM_UP; round += 1) {
        await ask();
        await floor();
      }
      const bff: number[] = [];
      const sql: number[] = [];
      // Alternating, so a slow spell of the shared machine falls on both.
      for (let round = 0; round < SAMPLES; round += 1) {
        bff.push((await ask()).milliseconds);
        sql.push((await floor()).milliseconds);
      }
      const result = {
        name: 'cash-position',
        bffP50: percentile(bff, 0.5),
        bffP95: percentile(bff, 0.95),
        floorP50: percentile(sql, 0.5),
        floorP95: percentile(sql, 0.95),
      };
      const ratio = result.bffP50 / result.floorP50;
      const passed = result.bffP95 < TARGET_P95_MS;
      console.log(
        `cash position, ${ACCOUNTS} accounts, ${DAYS} days (${seeded.balances.toLocaleString('en')} balances, ${seeded.rates} rates), today's position with 3 groupings and a ${DAYS}-point trend, ${SAMPLES} requests one at a time`,
      );
      console.log(
        `  BFF GraphQL:            p50 ${result.bffP50.toFixed(1).padStart(7)} ms   p95 ${result.bffP95.toFixed(1).padStart(7)} ms`,
      );
      console.log(
        `  floor, plain SQL sums:  p50 ${result.floorP50.toFixed(1).padStart(7)} ms   p95 ${result.floorP95.toFixed(1).padStart(7)} ms`,
      );
      console.log(`  ratio BFF/floor (p50): ${ratio.toFixed(2)}`);
      console.log(
        `  p95 at the BFF ${result.bffP95.toFixed(1)} ms (target < ${TARGET_P95_MS} ms) ${passed ? 'PASS' : 'FAIL'}`,
      );
      return { ...result, ratio, passed };
    } finally {
      await Promise.all([floorClient.end(), floorRatesClient.end()]);
    }
  } finally {
    await system.stop();
  }
}
