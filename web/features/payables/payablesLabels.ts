import {
  AGED_PAYABLE_BUCKETS,
  type AgedPayableBucket,
} from '../../../contracts/treasury/aged-payable-values.js';
import type { StatusTone } from '../../ui/StatusBadge';

/** The spec's aged payable buckets, in age order: the contract's own list. */
export { AGED_PAYABLE_BUCKETS };
export type AgedPayableBucketValue = AgedPayableBucket;

/** Each bucket's field of `AgedPayableAmounts`. */
export const BUCKET_FIELD = {
  NOT_DUE_YET: 'notDueYet',
  DUE_TODAY: 'dueToday',
  OVERDUE_1_30: 'overdue1To30',
  OVERDUE_31_90: 'overdue31To90',
  OVERDUE_91_180: 'overdue91To180',
  OVERDUE_181_365: 'overdue181To365',
  OVERDUE_OVER_365: 'overdueOver365',
} as const satisfies Record<AgedPayableBucketValue, string>;

/** A bucket's name and badge colour: the older, the redder. */
export const BUCKET_TONES: Readonly<Record<AgedPayableBucketValue, StatusTone>> = {
  NOT_DUE_YET: { label: { id: 'payables.bucket.NOT_DUE_YET' }, colorPalette: 'gray' },
  DUE_TODAY: { label: { id: 'payables.bucket.DUE_TODAY' }, colorPalette: 'blue' },
  OVERDUE_1_30: { label: { id: 'payables.bucket.OVERDUE_1_30' }, colorPalette: 'yellow' },
  OVERDUE_31_90: { label: { id: 'payables.bucket.OVERDUE_31_90' }, colorPalette: 'orange' },
  OVERDUE_91_180: { label: { id: 'payables.bucket.OVERDUE_91_180' }, colorPalette: 'orange' },
  OVERDUE_181_365: { label: { id: 'payables.bucket.OVERDUE_181_365' }, colorPalette: 'red' },
  OVERDUE_OVER_365: { label: { id: 'payables.bucket.OVERDUE_OVER_365' }, colorPalette: 'red' },
};

/** The chart's colour of each bucket, from fresh (blue) to oldest (dark red). */
export const BUCKET_COLORS: Readonly<Record<AgedPayableBucketValue, string>> = {
  NOT_DUE_YET: '#56B4E9',
  DUE_TODAY: '#0072B2',
  OVERDUE_1_30: '#E69F00',
  OVERDUE_31_90: '#D55E00',
  OVERDUE_91_180: '#CC79A7',
  OVERDUE_181_365: '#8B1A1A',
  OVERDUE_OVER_365: '#000000',
};

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The screen's state from its address (`?asOf=2026-11-30&submitted=1`): a malformed date is the server's default (today). */
export function payablesParams(search: URLSearchParams): {
  asOf: string | null;
  includeSubmitted: boolean;
} {
  const asOf = search.get('asOf');
  const valid =
    asOf !== null &&
    DATE.test(asOf) &&
    !Number.isNaN(Date.parse(`${asOf}T00:00:00Z`)) &&
    new Date(`${asOf}T00:00:00Z`).toISOString().startsWith(asOf);
  return { asOf: valid ? asOf : null, includeSubmitted: search.get('submitted') === '1' };
}

/** The address of a state of the screen. */
export function payablesSearch(params: { asOf: string | null; includeSubmitted: boolean }): string {
  const search = new URLSearchParams();
  if (params.asOf) search.set('asOf', params.asOf);
  if (params.includeSubmitted) search.set('submitted', '1');
  const text = search.toString();
  return text ? `?${text}` : '';
}
