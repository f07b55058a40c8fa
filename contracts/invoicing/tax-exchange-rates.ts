import { Type, type Static } from 'typebox';
import { areaActivity, plural, type ActivityDate } from '../common/activity-text.js';
import { defineErrors } from '../common/errors.js';
import { LiteralUnion } from '../common/literal-union.js';
import {
  AmountString,
  DateString,
  ForwardPageQuery,
  ListPageOf,
  Nullable,
} from '../common/schemas.js';
import { FX_RATE_CURRENCIES } from '../treasury/fx-rate-values.js';
import { FxRateImportBody, FxRateImportIssue } from '../treasury/fx-rates.js';

/**
 * The kurs pajak table: per organisation, the Minister of Finance's weekly
 * rate of USD and SGD in rupiah, valid from a Wednesday to the Tuesday after
 * (the weekly Keputusan Menteri Keuangan "Nilai kurs sebagai dasar pelunasan
 * bea masuk, PPN dan PPnBM, bea keluar, dan PPh", published at
 * fiskal.kemenkeu.go.id/informasi-publik/kurs-pajak; e.g. KMK
 * 49/KM.10/KF.4/2024, 27 November to 3 December 2024: USD 15875.00, SGD
 * 11824.42). Issuing an invoice in a foreign currency converts its tax base
 * and PPN into rupiah at the rate of the week its invoice date falls in
 * (PP 44 Tahun 2022 Pasal 21), and is refused when the table has none.
 *
 * A week of a currency has one rate: another for the same week is refused,
 * not replaced, because issued invoices keep the rate they were issued at.
 * Rates are entered one by one or imported from a CSV, all or nothing.
 */
export const TAX_RATE_CURRENCIES = FX_RATE_CURRENCIES;
export type TaxRateCurrency = (typeof TAX_RATE_CURRENCIES)[number];
export const TaxRateCurrency = LiteralUnion(TAX_RATE_CURRENCIES, {
  description: 'The foreign currency the rate prices: rupiah per one unit of it.',
});

/** A rate's source: the KMK that set it, or MANUAL for one entered without a KMK number. */
export const TAX_RATE_MANUAL = 'MANUAL';

export const TaxExchangeRateResponse = Type.Object({
  id: Type.String({ format: 'uuid' }),
  currency: TaxRateCurrency,
  rate: AmountString('Rupiah per one unit of the currency, to the sen, as the KMK publishes it.'),
  validFrom: DateString('The Wednesday its week starts.'),
  validTo: DateString('The Tuesday its week ends, six days after `validFrom`.'),
  source: Type.String({
    description: 'The KMK number that set it (`49/KM.10/KF.4/2024`), or `MANUAL`.',
  }),
  fileName: Nullable(Type.String({ description: 'The CSV file it was imported from.' })),
  enteredBy: Type.String({ format: 'uuid', description: 'The member who entered or imported it.' }),
  enteredAt: Type.String({ format: 'date-time' }),
});
export type TaxExchangeRateResponse = Static<typeof TaxExchangeRateResponse>;

export const TaxExchangeRateListQuery = Type.Object(
  {
    currency: Type.Optional(TaxRateCurrency),
    validOn: Type.Optional(
      DateString('Only the rate of the KMK week (Wednesday to Tuesday) that holds this day.'),
    ),
    ...ForwardPageQuery,
  },
  { additionalProperties: false },
);
export type TaxExchangeRateListQuery = Static<typeof TaxExchangeRateListQuery>;

export const TaxExchangeRateListResponse = ListPageOf(TaxExchangeRateResponse);
export type TaxExchangeRateListResponse = Static<typeof TaxExchangeRateListResponse>;

/** A rate's value and its source, as it is entered and as it is corrected. */
const rateAndSource = {
  rate: Type.String({
    maxLength: 40,
    description:
      'Rupiah per one unit, greater than zero, a dot for decimals (at most two), no thousands separators: `15875.00`.',
  }),
  kmkNumber: Type.Optional(
    Type.String({
      maxLength: 100,
      description: 'The KMK that set it, `49/KM.10/KF.4/2024`; left out or empty: MANUAL.',
    }),
  ),
};

/** Shape only; the service checks the values and answers with `taxExchangeRateErrors`. */
export const TaxExchangeRateBody = Type.Object(
  {
    currency: Type.String({ maxLength: 10, description: 'USD or SGD.' }),
    validFrom: Type.String({
      maxLength: 10,
      description: 'The Wednesday the rate’s week starts (YYYY-MM-DD); it ends the Tuesday after.',
    }),
    ...rateAndSource,
  },
  { additionalProperties: false },
);
export type TaxExchangeRateBody = Static<typeof TaxExchangeRateBody>;

/**
 * A rate entered wrongly, corrected: its rupiah rate and its source (the
 * KMK number, or left out or empty for MANUAL); its currency and week stay.
 * Only a rate no issued invoice and no payment uses is corrected or deleted:
 * an issued faktur keeps the rate it was issued at, and is corrected by a
 * credit memo or a replacement faktur, not by editing the table.
 */
export const TaxExchangeRateCorrectBody = Type.Object(rateAndSource, {
  additionalProperties: false,
});
export type TaxExchangeRateCorrectBody = Static<typeof TaxExchangeRateCorrectBody>;

export const TaxExchangeRateParams = Type.Object({ id: Type.String({ format: 'uuid' }) });
export type TaxExchangeRateParams = Static<typeof TaxExchangeRateParams>;

/** The most rows one import takes: ten years of both currencies. */
export const TAX_RATE_IMPORT_MAX_ROWS = 1_100;

/**
 * A CSV of rates, sent as text as the treasury's exchange rates are: a header
 * `currency,valid_from,rate,kmk_number` (any order, any case; a semicolon
 * separates as well; `kmk_number` may be left out or empty) and a row per
 * week, `USD,2024-11-27,15875.00,49/KM.10/KF.4/2024`. A problem is answered
 * on its line (1 is the header; 0 the file as a whole) with what the cell held.
 */
export const TaxExchangeRateImportBody = FxRateImportBody;
export type TaxExchangeRateImportBody = FxRateImportBody;
export const TaxExchangeRateImportIssue = FxRateImportIssue;
export type TaxExchangeRateImportIssue = FxRateImportIssue;

export const TaxExchangeRateImportResponse = Type.Object({
  imported: Type.Integer({ description: 'Rates written; 0 when any line has a problem.' }),
  issues: Type.Array(TaxExchangeRateImportIssue, {
    description: 'The problems by line (the first 100); empty when the file was written.',
  }),
});
export type TaxExchangeRateImportResponse = Static<typeof TaxExchangeRateImportResponse>;

/** The rate table's refusals, `U-INV-FX-n`; an import reports the same codes by line. */
export const taxExchangeRateErrors = defineErrors({
  currency: {
    status: 400,
    code: 'U-INV-FX-1',
    message: 'Choose USD or SGD: a kurs pajak is rupiah per one unit of another currency.',
    field: 'currency',
  },
  validFrom: {
    status: 400,
    code: 'U-INV-FX-2',
    message:
      'Enter the Wednesday the rate’s week starts (YYYY-MM-DD): a KMK rate is valid from a Wednesday to the Tuesday after.',
    field: 'validFrom',
  },
  rate: {
    status: 400,
    code: 'U-INV-FX-3',
    message:
      'Enter a rate greater than zero with a dot for decimals (at most two) and no thousands separators, for example 15875.00.',
    field: 'rate',
  },
  kmkNumber: {
    status: 400,
    code: 'U-INV-FX-4',
    message:
      'Enter the KMK number as it is written, for example 49/KM.10/KF.4/2024, or leave it empty.',
    field: 'kmkNumber',
  },
  weekTaken: {
    status: 409,
    code: 'U-INV-FX-5',
    message: 'The table already has a {currency} rate for the week from {validFrom}.',
    field: 'validFrom',
  },
  notCsv: { status: 400, code: 'U-INV-FX-6', message: 'The file could not be read as CSV.' },
  emptyFile: {
    status: 400,
    code: 'U-INV-FX-7',
    message:
      'The file has no rates. Write a header currency,valid_from,rate,kmk_number and a line per week.',
  },
  missingColumn: {
    status: 400,
    code: 'U-INV-FX-8',
    message: 'The file needs the columns currency, valid_from and rate (kmk_number may be added).',
  },
  duplicateLine: {
    status: 400,
    code: 'U-INV-FX-9',
    message: 'This currency and week are already on an earlier line of the file.',
  },
  tooManyRows: {
    status: 400,
    code: 'U-INV-FX-10',
    message: 'The file has more than 1,100 rates. Split it into smaller files.',
  },
  invalidCursor: {
    status: 400,
    code: 'U-INV-FX-11',
    message: 'The list could not continue from that page. Please reload it.',
    field: 'after',
  },
  inUse: {
    status: 409,
    code: 'U-INV-FX-21',
    message:
      'The {currency} kurs pajak for the week from {validFrom} is used by {count} document(s), which keep the rate they were issued at. Correct an issued faktur with a credit memo or a replacement, not by editing the table.',
  },
  notFound: { status: 404, code: 'U-INV-FX-22', message: 'Kurs pajak not found.' },
});

/** What the rate table writes to the activity log: its own kind of record. */
export const TAX_EXCHANGE_RATES_ACTIVITY = areaActivity(['TAX_EXCHANGE_RATE'], {
  TAX_EXCHANGE_RATE_ENTERED: (v: {
    currency: string;
    from: ActivityDate;
    rate: string;
    source: string;
  }) =>
    `Kurs pajak of ${v.currency} for the week from ${v.from.date} entered: IDR ${v.rate} (${v.source})`,
  TAX_EXCHANGE_RATE_CORRECTED: (v: {
    currency: string;
    from: ActivityDate;
    before: string;
    after: string;
  }) =>
    `Kurs pajak of ${v.currency} for the week from ${v.from.date} corrected: ${v.before} to ${v.after}`,
  TAX_EXCHANGE_RATE_DELETED: (v: { currency: string; from: ActivityDate; was: string }) =>
    `Kurs pajak of ${v.currency} for the week from ${v.from.date} deleted: it was ${v.was}`,
  TAX_EXCHANGE_RATES_IMPORTED: (v: { count: number; fileName: string }) =>
    `Imported ${plural(v.count, 'kurs pajak rate', 'kurs pajak rates')} from ${v.fileName}`,
});
