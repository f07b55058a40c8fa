import type { IntlShape } from 'react-intl';
import * as yup from 'yup';

/** The bounds the account service holds a bucket to (its contract's; a test holds them equal). */
export const BUCKET_SIZE = { min: 1_000, max: 10_000_000 } as const;
export const RESTORE_RATE = { min: 1, max: 1_000_000 } as const;

/** One kind of bucket in the form: its own values, or the deployment's defaults. */
export type CostBucketValues = {
  custom: boolean;
  /** As typed, digits with or without group separators. */
  bucketSize: string;
  restoreRate: string;
};

export type ApiCostSettingsValues = { apiKeys: CostBucketValues; sessions: CostBucketValues };

/**
 * A whole number as typed (`200,000`, `200.000` in Indonesian, or `200000`),
 * or null when it is not one: separators only between groups of three digits.
 */
export function wholeNumberOf(typed: string): number | null {
  const text = typed.trim();
  if (!/^(\d{1,9}|\d{1,3}([.,\s]\d{3}){1,2})$/.test(text)) return null;
  return Number(text.replace(/[.,\s]/g, ''));
}

/** The kind of bucket as the API takes it: its values, or null for the defaults. */
export function bucketInputOf(
  values: CostBucketValues,
): { bucketSize: number; restoreRate: number } | null {
  if (!values.custom) return null;
  return {
    bucketSize: wholeNumberOf(values.bucketSize) ?? 0,
    restoreRate: wholeNumberOf(values.restoreRate) ?? 0,
  };
}

/** A whole number from `min` to `max`, checked only while the kind has values of its own. */
function bounded(intl: IntlShape, bounds: { min: number; max: number }) {
  return yup.string().test('bounds', '', function check(value) {
    if (!(this.parent as CostBucketValues).custom) return true;
    const number = wholeNumberOf(value ?? '');
    return number !== null && number >= bounds.min && number <= bounds.max
      ? true
      : this.createError({
          message: intl.formatMessage(
            { id: 'apiCost.error.range' },
            { min: intl.formatNumber(bounds.min), max: intl.formatNumber(bounds.max) },
          ),
        });
  });
}

export function apiCostSettingsSchema(intl: IntlShape) {
  const bucket = yup.object({
    custom: yup.boolean().required(),
    bucketSize: bounded(intl, BUCKET_SIZE),
    restoreRate: bounded(intl, RESTORE_RATE),
  });
  return yup.object({ apiKeys: bucket, sessions: bucket });
}
