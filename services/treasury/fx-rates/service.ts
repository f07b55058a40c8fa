import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type {
  FxRateImportBody,
  FxRateImportResponse,
  FxRateListQuery,
  FxRateListResponse,
  FxRateRecordBody,
  FxRateRecordResponse,
  FxRateResponse,
} from '../../../contracts/treasury/fx-rates.js';
import { describeActivity, recordActivityBy } from '../../kit/activity.js';
import { requirePermission, type AccessClaims } from '../../kit/auth.js';
import {
  decodeCursor as decodeKeyset,
  encodeCursor as encodeKeyset,
  forwardPage,
} from '../../kit/cursor.js';
import type { TreasuryDatabase } from '../db-types.js';
import { parseBusinessDate } from '../expected-transactions/values.js';
import { businessToday } from '../statements/parsing/dates.js';
import { fxRateErrors as errors } from './errors.js';
import { MAX_ISSUES, parseRatesCsv } from './import.js';
import {
  countFxRates,
  findRatesOf,
  listFxRates,
  lockOrganizationRates,
  upsertRates,
  type FxRateOrigin,
  type FxRateValues,
  type Keyset,
} from './repository.js';
import { parseRate, parseRateCurrency } from './values.js';

const DEFAULT_PAGE_SIZE = 20;

/** Who may read rates: whoever may read the cash analysis they serve. */
export const FX_RATES_READ = 'cash-analysis:read';
/**
 * Who may record or import rates: those who may manage bank accounts, who
 * also record balances by hand (bank-accounts/service.ts recordBalance). A
 * rate, like a hand-read balance, is a figure from outside that every
 * member's cash position is then computed from; `cash-analysis` has no
 * write permission, and no other existing permission is about the
 * organisation's reference figures.
 */
export const FX_RATES_WRITE = 'bank-accounts:manage';

const encodeCursor = (key: Keyset) => encodeKeyset([key.date, key.currency, key.id]);

function decodeCursor(cursor: string): Keyset {
  const value = decodeKeyset(cursor, ['date', 'text', 'uuid']);
  if (!value || !parseBusinessDate(value[0] as string)) throw errors.invalidCursor();
  return { date: value[0] as string, currency: value[1] as string, id: value[2] as string };
}

/**
 * The organisation's exchange rates: rupiah per unit of
 * USD and SGD per business day, entered by hand or imported from a CSV file.
 * One rate per day and currency: a new one for a day that has one replaces
 * it, and the activity log keeps the rate it replaced. An import is all or
 * nothing: any bad line and nothing is written.
 */
export class FxRateService {
  constructor(
    private readonly db: Kysely<TreasuryDatabase>,
    private readonly now: () => Date = () => new Date(),
    private readonly timeZone = 'Asia/Jakarta',
  ) {}

  /** Today's business date for the organisation (Asia/Jakarta). */
  today(): string {
    return businessToday(this.timeZone, this.now());
  }

  async list(auth: AccessClaims, query: FxRateListQuery): Promise<FxRateListResponse> {
    requirePermission(auth, FX_RATES_READ);
    const limit = query.first ?? DEFAULT_PAGE_SIZE;
    const cursor = query.after ? decodeCursor(query.after) : undefined;
    const [page, totalCount] = await Promise.all([
      listFxRates(this.db, auth.org, query.currency, { limit, cursor }),
      countFxRates(this.db, auth.org, query.currency),
    ]);
    return forwardPage(
      page.rows.map(({ node, key }) => ({ cursor: encodeCursor(key), node })),
      { hasMore: page.hasMore, after: cursor },
      totalCount,
    );
  }

  /** Records a rate by hand, replacing the day's rate of that currency if there is one. Bad input changes nothing and names the field. */
  async record(auth: AccessClaims, body: FxRateRecordBody): Promise<FxRateRecordResponse> {
    requirePermission(auth, FX_RATES_WRITE);
    const date = parseBusinessDate(body.date);
    if (!date) throw errors.invalidDate();
    if (date > this.today()) throw errors.dateInFuture();
    const currency = parseRateCurrency(body.currency);
    if (!currency) throw errors.currencyNotAllowed();
    const rate = parseRate(body.rate);
    if (!rate) throw errors.invalidRate();
    return this.db.transaction().execute(async (trx) => {
      const { written, replaced } = await this.write(trx, auth, [{ date, currency, rate }], {
        source: 'MANUAL',
        recordedBy: auth.sub,
      });
      return { rate: written[0]!, replaced: replaced.get(written[0]!.id) ?? null };
    });
  }

  /**
   * Imports a CSV of `date,currency,rate`: every line is checked first, and
   * when any has a problem the answer lists them all by line and nothing is
   * written. Otherwise every rate is written (replacing those of the same
   * day and currency) in one transaction, with one activity entry for the
   * import and one for each rate it replaced.
   */
  async import(auth: AccessClaims, body: FxRateImportBody): Promise<FxRateImportResponse> {
    requirePermission(auth, FX_RATES_WRITE);
    const fileName = body.fileName.trim() || 'rates.csv';
    const { rates, issues } = parseRatesCsv(body.content, this.today());
    if (issues.length > 0)
      return {
        imported: 0,
        replaced: 0,
        issues: issues.slice(0, MAX_ISSUES),
        issueCount: issues.length,
      };
    const values = rates.map(({ date, currency, rate }) => ({ date, currency, rate }));
    const replaced = await this.db.transaction().execute(async (trx) => {
      const outcome = await this.write(trx, auth, values, {
        source: 'IMPORT',
        recordedBy: auth.sub,
        fileName,
      });
      await recordActivityBy(trx, auth, {
        entity: 'FX_RATE',
        entityId: randomUUID(),
        action: 'CREATED',
        description: describeActivity('FX_RATES_IMPORTED', {
          count: values.length,
          fileName,
          replaced: outcome.replaced.size,
        }),
      });
      return outcome.replaced.size;
    });
    return { imported: values.length, replaced, issues: [], issueCount: 0 };
  }

  /**
   * Writes rates under the organisation's rate lock, logging each replaced
   * one with what it was (rate, source, who, when) and, for a manual entry,
   * each new one; answers the rates as written and the ones they replaced, by id.
   */
  private async write(
    trx: Transaction<TreasuryDatabase>,
    auth: AccessClaims,
    values: FxRateValues[],
    origin: FxRateOrigin,
  ) {
    await lockOrganizationRates(trx, auth.org);
    const before = new Map(
      (await findRatesOf(trx, auth.org, values)).map((rate) => [rate.id, rate]),
    );
    const written = await upsertRates(trx, auth.org, values, origin);
    const replaced = new Map<string, FxRateResponse>();
    for (const rate of written) {
      const previous = before.get(rate.id);
      if (previous) {
        replaced.set(rate.id, previous);
        await recordActivityBy(trx, auth, {
          entity: 'FX_RATE',
          entityId: rate.id,
          action: 'UPDATED',
          description: describeActivity('FX_RATE_REPLACED', {
            currency: rate.currency,
            date: { date: rate.date },
            before: previous.rate,
            rate: rate.rate,
          }),
          changes: [
            { field: 'rate', before: previous.rate, after: rate.rate },
            { field: 'source', before: sourceText(previous), after: sourceText(rate) },
            { field: 'recordedAt', before: previous.recordedAt, after: rate.recordedAt },
            { field: 'recordedBy', before: previous.recordedBy, after: rate.recordedBy },
          ],
        });
      } else if (origin.source === 'MANUAL') {
        await recordActivityBy(trx, auth, {
          entity: 'FX_RATE',
          entityId: rate.id,
          action: 'CREATED',
          description: describeActivity('FX_RATE_RECORDED', {
            currency: rate.currency,
            date: { date: rate.date },
            rate: rate.rate,
          }),
          changes: [{ field: 'rate', before: null, after: rate.rate }],
        });
      }
    }
    return { written, replaced };
  }
}

/** A rate's source as the log shows it: MANUAL, or IMPORT with its file. */
const sourceText = (rate: FxRateResponse) =>
  rate.source === 'IMPORT' ? `IMPORT ${rate.sourceName ?? ''}`.trim() : 'MANUAL';
