import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type * as Rates from '../../../contracts/invoicing/tax-exchange-rates.js';
import { describeActivity, recordActivityBy } from '../../kit/activity.js';
import { requirePermission, type AccessClaims } from '../../kit/auth.js';
import { decodeCursor, encodeCursor, forwardPage } from '../../kit/cursor.js';
import { serviceError } from '../../kit/errors.js';
import type { InvoicingDatabase } from '../db-types.js';
import { taxExchangeRateDefinitions, taxExchangeRateErrors as errors } from './errors.js';
import { correctTaxRate, deleteTaxRate } from './corrections.js';
import { importIssue, MAX_ISSUES, parseTaxRatesCsv } from './import.js';
import { insertTaxRates, listTaxRates, toRateResponse, type TaxRateKeyset } from './repository.js';
import { parseKmkNumber, parseTaxRate, parseTaxRateCurrency, parseWeekStart } from './values.js';

/** Who reads the table: whoever reads the invoices it converts; who writes it: whoever manages them. */
export const TAX_RATES_READ = 'invoices:read';
export const TAX_RATES_WRITE = 'invoices:manage';

const DEFAULT_PAGE_SIZE = 20;

/** Thrown inside an import's transaction to roll it back and answer its problems instead. */
class ImportRefused extends Error {
  constructor(readonly issues: Rates.TaxExchangeRateImportResponse['issues']) {
    super('import refused');
  }
}

function decodeKeyset(cursor: string): TaxRateKeyset {
  const value = decodeCursor(cursor, ['date', 'text', 'uuid']);
  if (!value) throw errors.invalidCursor();
  return { validFrom: String(value[0]), currency: String(value[1]), id: String(value[2]) };
}

/**
 * The organisation's kurs pajak table (contracts/invoicing/tax-exchange-rates.ts):
 * one rate per currency and KMK week, entered one by one or imported all or
 * nothing; a week a currency has is refused, never replaced, since invoices
 * issued at its rate keep it.
 */
export class TaxExchangeRateService {
  constructor(private readonly db: Kysely<InvoicingDatabase>) {}

  async list(
    auth: AccessClaims,
    query: Rates.TaxExchangeRateListQuery,
  ): Promise<Rates.TaxExchangeRateListResponse> {
    requirePermission(auth, TAX_RATES_READ);
    const cursor = query.after ? decodeKeyset(query.after) : undefined;
    const limit = query.first ?? DEFAULT_PAGE_SIZE;
    const page = await listTaxRates(this.db, auth.org, query, { limit, cursor });
    return forwardPage(
      page.rows.map((row) => ({
        cursor: encodeCursor([row.valid_from, row.currency, row.id]),
        node: toRateResponse(row),
      })),
      { hasMore: page.hasMore, after: cursor },
      page.total,
    );
  }

  /** Enters one week's rate; bad input, or a week the currency has, changes nothing and names the field. */
  async enter(
    auth: AccessClaims,
    body: Rates.TaxExchangeRateBody,
  ): Promise<Rates.TaxExchangeRateResponse> {
    requirePermission(auth, TAX_RATES_WRITE);
    const currency = parseTaxRateCurrency(body.currency);
    if (!currency) throw errors.currency();
    const validFrom = parseWeekStart(body.validFrom);
    if (!validFrom) throw errors.validFrom();
    const rate = parseTaxRate(body.rate);
    if (!rate) throw errors.rate();
    const kmkNumber = parseKmkNumber(body.kmkNumber);
    if (kmkNumber === false) throw errors.kmkNumber();
    return this.db.transaction().execute(async (trx) => {
      const { written, taken } = await insertTaxRates(
        trx,
        auth.org,
        [{ currency, validFrom, rate, kmkNumber }],
        { enteredBy: auth.sub, fileName: null },
      );
      if (taken.length > 0 || !written[0])
        throw serviceError(taxExchangeRateDefinitions.weekTaken, undefined, {
          currency,
          validFrom,
        });
      const entered = toRateResponse(written[0]);
      await recordActivityBy(trx, auth, {
        entity: 'TAX_EXCHANGE_RATE',
        entityId: entered.id,
        action: 'CREATED',
        description: describeActivity('TAX_EXCHANGE_RATE_ENTERED', {
          currency,
          from: { date: validFrom },
          rate,
          source: entered.source,
        }),
        changes: [{ field: 'rate', before: null, after: rate }],
      });
      return entered;
    });
  }

  /** Corrects a rate entered wrongly that no document uses yet (./corrections.ts). */
  correct(
    auth: AccessClaims,
    id: string,
    body: Rates.TaxExchangeRateCorrectBody,
  ): Promise<Rates.TaxExchangeRateResponse> {
    return correctTaxRate(this.db, auth, id, body);
  }

  /** Deletes a rate entered wrongly that no document uses yet (./corrections.ts). */
  remove(auth: AccessClaims, id: string): Promise<void> {
    return deleteTaxRate(this.db, auth, id);
  }

  /**
   * Imports a CSV of weeks' rates, all or nothing: every line is checked
   * first, then written in one transaction; a line whose week its currency
   * already has in the table is a problem too, and then nothing is written.
   */
  async import(
    auth: AccessClaims,
    body: Rates.TaxExchangeRateImportBody,
  ): Promise<Rates.TaxExchangeRateImportResponse> {
    requirePermission(auth, TAX_RATES_WRITE);
    const fileName = body.fileName.trim() || 'kurs-pajak.csv';
    const { rates, issues } = parseTaxRatesCsv(body.content);
    if (issues.length > 0) return { imported: 0, issues: issues.slice(0, MAX_ISSUES) };
    try {
      await this.db.transaction().execute(async (trx) => {
        const { taken } = await insertTaxRates(trx, auth.org, rates, {
          enteredBy: auth.sub,
          fileName,
        });
        if (taken.length > 0)
          throw new ImportRefused(
            rates
              .filter((rate) => taken.includes(rate))
              .map((rate) =>
                importIssue(rate.line, taxExchangeRateDefinitions.weekTaken, 'validFrom', {
                  currency: rate.currency,
                  validFrom: rate.validFrom,
                }),
              ),
          );
        await recordActivityBy(trx, auth, {
          entity: 'TAX_EXCHANGE_RATE',
          entityId: randomUUID(),
          action: 'CREATED',
          description: describeActivity('TAX_EXCHANGE_RATES_IMPORTED', {
            count: rates.length,
            fileName,
          }),
        });
      });
    } catch (error) {
      if (error instanceof ImportRefused)
        return { imported: 0, issues: error.issues.slice(0, MAX_ISSUES) };
      throw error;
    }
    return { imported: rates.length, issues: [] };
  }
}
