import { Type, type Static } from 'typebox';
import { LiteralUnion } from '../common/literal-union.js';
import { defineErrors } from '../common/errors.js';
import { DateString, EdgeOf, ListPageOf, Nullable } from '../common/schemas.js';
import { plural, type ActivityDate, areaActivity } from '../common/activity-text.js';
import { KeysetPageQuery } from './list-query.js';
import { FX_RATE_CURRENCIES } from './fx-rate-values.js';

/**
 * Exchange rates: what one unit of a foreign currency is
 * worth in rupiah on a business day, per organisation. The cash position
 * converts its balances with them (contracts/treasury/cash-position.ts).
 *
 * One rate per organisation, day and currency: a new entry for a day that
 * has one replaces it, and the activity log keeps what it replaced (rate,
 * source, who and when), so a correction is one step and nothing is lost.
 * Rates are entered by hand (MANUAL, with the member) or imported from a CSV
 * file (IMPORT, with the file's name and the member who imported it).
 */
export { FX_RATE_CURRENCIES };
export type FxRateCurrency = (typeof FX_RATE_CURRENCIES)[number];

export const FxRateCurrency = LiteralUnion(FX_RATE_CURRENCIES, {
  description: 'The foreign currency the rate prices (IDR per one unit of it).',
});
export const FxRateSource = LiteralUnion(['MANUAL', 'IMPORT'], {
  description: 'MANUAL: entered by a member; IMPORT: from a CSV file.',
});
export type FxRateSource = Static<typeof FxRateSource>;

/** The most fraction digits a rate keeps (NUMERIC(20,8), migrations/0055-baseline, exchange rates). */
export const FX_RATE_DECIMALS = 8;

/** A rate as the API answers it: a positive decimal string, at least two and at most eight decimals (`"16250.50"`, `"12104.3275"`). */
export const RateString = (description: string) =>
  Type.String({ pattern: '^\\d{1,12}\\.\\d{2,8}$', description });

export const FxRateResponse = Type.Object({
  id: Type.String({ format: 'uuid' }),
  date: DateString('The business day the rate is for (Asia/Jakarta).'),
  currency: FxRateCurrency,
  rate: RateString('Rupiah per one unit of the currency.'),
  source: FxRateSource,
  sourceName: Nullable(
    Type.String({ description: 'For an imported rate, the name of the file it came from.' }),
  ),
  recordedBy: Nullable(Type.String({ description: 'The member who entered or imported it.' })),
  recordedAt: Type.String({ format: 'date-time' }),
});
export type FxRateResponse = Static<typeof FxRateResponse>;

export const FxRateEdge = EdgeOf(FxRateResponse);
export type FxRateEdge = Static<typeof FxRateEdge>;

export const FxRateListQuery = Type.Object({
  ...KeysetPageQuery,
  currency: Type.Optional(FxRateCurrency),
});
export type FxRateListQuery = Static<typeof FxRateListQuery>;

export const FxRateListResponse = ListPageOf(FxRateResponse);
export type FxRateListResponse = Static<typeof FxRateListResponse>;

/** Shape only; the rules live in the service and answer with `fxRateErrors`. */
export const FxRateRecordBody = Type.Object(
  {
    date: Type.String({
      maxLength: 10,
      description: 'YYYY-MM-DD, not after today (Asia/Jakarta).',
    }),
    currency: Type.String({ maxLength: 10, description: 'USD or SGD.' }),
    rate: Type.String({
      maxLength: 40,
      description:
        'Rupiah per one unit, greater than zero, a dot for decimals (at most 8), no thousands separators: `16250.50`.',
    }),
  },
  { additionalProperties: false },
);
export type FxRateRecordBody = Static<typeof FxRateRecordBody>;

export const FxRateRecordResponse = Type.Object({
  rate: FxRateResponse,
  replaced: Nullable(FxRateResponse, {
    description:
      'The rate of that day and currency it replaced, as it was; null when the day had none.',
  }),
});
export type FxRateRecordResponse = Static<typeof FxRateRecordResponse>;

/** The most rows one import takes (about 13 years of both currencies). */
export const FX_RATE_IMPORT_MAX_ROWS = 10_000;
/** The most characters an import's content may have (the BFF takes a request of 1 MB at most). */
export const FX_RATE_IMPORT_MAX_CHARS = 900_000;

/**
 * A CSV of rates, sent as text: a header `date,currency,rate` (any order,
 * any case; a semicolon separates as well) and a row per rate, for example
 * `2026-11-20,USD,16250.50` (web/public/templates/fx-rates-template.csv).
 */
export const FxRateImportBody = Type.Object(
  {
    fileName: Type.String({ minLength: 1, maxLength: 255 }),
    content: Type.String({ maxLength: FX_RATE_IMPORT_MAX_CHARS }),
  },
  { additionalProperties: false },
);
export type FxRateImportBody = Static<typeof FxRateImportBody>;

/** One problem of an import, on a line of the file (1 is the header; 0 for the file as a whole). */
export const FxRateImportIssue = Type.Object({
  line: Type.Integer(),
  field: Nullable(
    Type.String({
      description: 'date, currency or rate; null for the file or the line as a whole.',
    }),
  ),
  code: Type.String(),
  message: Type.String(),
  value: Nullable(Type.String({ description: 'What the cell held.' })),
});
export type FxRateImportIssue = Static<typeof FxRateImportIssue>;

export const FxRateImportResponse = Type.Object({
  imported: Type.Integer({
    description:
      'Rates written: new days and replaced ones. 0 when any line has a problem: then nothing is written.',
  }),
  replaced: Type.Integer({
    description: 'Of those, days and currencies that had a rate, now replaced.',
  }),
  issues: Type.Array(FxRateImportIssue, {
    description: 'The problems found, by line (the first 200); empty when the import was written.',
  }),
  issueCount: Type.Integer({ description: 'How many problems were found in all.' }),
});
export type FxRateImportResponse = Static<typeof FxRateImportResponse>;

/** The rates' refusals, and the problems an import reports by line (the same codes). */
export const fxRateErrors = defineErrors({
  invalidDate: {
    status: 400,
    code: 'U-TRSY-FX-1',
    message: 'Enter a valid date (YYYY-MM-DD).',
    field: 'date',
  },
  dateInFuture: {
    status: 400,
    code: 'U-TRSY-FX-2',
    message: 'A rate cannot be for a day after today.',
    field: 'date',
  },
  currencyNotAllowed: {
    status: 400,
    code: 'U-TRSY-FX-3',
    message: 'Choose USD or SGD: a rate is rupiah per one unit of another currency.',
    field: 'currency',
  },
  invalidRate: {
    status: 400,
    code: 'U-TRSY-FX-4',
    message:
      'Enter a rate greater than zero, with a dot for decimals (at most 8) and no thousands separators, for example 16250.50.',
    field: 'rate',
  },
  invalidCursor: {
    status: 400,
    code: 'U-TRSY-FX-5',
    message: 'The list could not continue from that page. Please reload it.',
    field: 'after',
  },
  emptyFile: {
    status: 400,
    code: 'U-TRSY-FX-6',
    message: 'The file has no rates. Start from the template.',
  },
  missingColumn: {
    status: 400,
    code: 'U-TRSY-FX-7',
    message: 'The file needs the columns date, currency and rate. Start from the template.',
  },
  notCsv: { status: 400, code: 'U-TRSY-FX-8', message: 'The file could not be read as CSV.' },
  duplicateLine: {
    status: 400,
    code: 'U-TRSY-FX-9',
    message: 'This day and currency are already on an earlier line of the file.',
  },
  tooManyRows: {
    status: 400,
    code: 'U-TRSY-FX-10',
    message: 'The file has more than 10,000 rates. Split it into smaller files.',
  },
  invalidRange: {
    status: 400,
    code: 'U-TRSY-FX-11',
    message: 'The start date must not be after the end date.',
    field: 'from',
  },
  rangeTooLong: {
    status: 400,
    code: 'U-TRSY-FX-12',
    message: 'Choose a range of at most three years.',
    field: 'from',
  },
  positionInFuture: {
    status: 400,
    code: 'U-TRSY-FX-13',
    message: 'The cash position cannot be for a day after today.',
    field: 'date',
  },
  fileTooLarge: {
    status: 400,
    code: 'U-TRSY-FX-14',
    message:
      'The file is too large for one import (at most 900,000 characters). Split it into smaller files.',
    field: 'content',
  },
});

/** What this area writes to the activity log: the kinds of record it names, and each message's English text (the entry's `summary`) from typed values; joined in contracts/activity-log.ts. */
export const FX_RATES_ACTIVITY = areaActivity(['FX_RATE'], {
  /** `rate`: rupiah per one unit of `currency`, a decimal string. */
  FX_RATE_RECORDED: (v: { currency: string; date: ActivityDate; rate: string }) =>
    `Rate of ${v.currency} for ${v.date.date} recorded: IDR ${v.rate}`,
  /** `before` and `rate`: the replaced rate and the new one. */
  FX_RATE_REPLACED: (v: { currency: string; date: ActivityDate; before: string; rate: string }) =>
    `Rate of ${v.currency} for ${v.date.date} changed from IDR ${v.before} to IDR ${v.rate}`,
  /** `replaced`: how many of them replaced a rate of the same day (0: none). */
  FX_RATES_IMPORTED: (v: { count: number; fileName: string; replaced: number }) =>
    `Imported ${plural(v.count, 'exchange rate', 'exchange rates')} from ${v.fileName}${v.replaced ? ` (${v.replaced} replaced)` : ''}`,
});
