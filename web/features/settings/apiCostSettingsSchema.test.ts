import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import {
  COST_BUCKET_SIZE_MAX,
  COST_BUCKET_SIZE_MIN,
  COST_RESTORE_RATE_MAX,
  COST_RESTORE_RATE_MIN,
} from '../../../contracts/account/api-cost';
import en from './messages/en.json';
import {
  apiCostSettingsSchema,
  bucketInputOf,
  BUCKET_SIZE,
  RESTORE_RATE,
  wholeNumberOf,
  type ApiCostSettingsValues,
} from './apiCostSettingsSchema';

const intl = createIntl({ locale: 'en', messages: en });
const schema = apiCostSettingsSchema(intl);
const defaults = { custom: false, bucketSize: '200,000', restoreRate: '10,000' };

const errorsOf = (values: ApiCostSettingsValues) =>
  schema
    .validate(values, { abortEarly: false })
    .then(() => [])
    .catch((error: { inner: { path: string; message: string }[] }) =>
      error.inner.map(({ path, message }) => `${path}: ${message}`),
    );

describe('the cost buckets form', () => {
  it('holds the bounds the account service holds', () => {
    expect(BUCKET_SIZE).toEqual({ min: COST_BUCKET_SIZE_MIN, max: COST_BUCKET_SIZE_MAX });
    expect(RESTORE_RATE).toEqual({ min: COST_RESTORE_RATE_MIN, max: COST_RESTORE_RATE_MAX });
  });

  it('reads numbers as people type them, with or without group separators', () => {
    expect(wholeNumberOf('200,000')).toBe(200_000);
    expect(wholeNumberOf('200.000')).toBe(200_000);
    expect(wholeNumberOf(' 25000 ')).toBe(25_000);
    expect(wholeNumberOf('2.5')).toBeNull();
    expect(wholeNumberOf('10.000.000')).toBe(10_000_000);
    expect(wholeNumberOf('-5')).toBeNull();
    expect(wholeNumberOf('')).toBeNull();
    expect(wholeNumberOf('1e6')).toBeNull();
  });

  it('when a kind keeps the defaults, its values are not checked and it is sent as null', async () => {
    const values = { apiKeys: { ...defaults, bucketSize: 'x' }, sessions: defaults };
    expect(await errorsOf(values)).toEqual([]);
    expect(bucketInputOf(values.apiKeys)).toBeNull();
  });

  it('when a kind has values of its own, each must be a whole number within its bounds', async () => {
    const values = {
      apiKeys: { custom: true, bucketSize: '999', restoreRate: '1,000,001' },
      sessions: { custom: true, bucketSize: '50.000', restoreRate: '2500' },
    };
    expect(await errorsOf(values)).toEqual([
      'apiKeys.bucketSize: Enter a whole number from 1,000 to 10,000,000.',
      'apiKeys.restoreRate: Enter a whole number from 1 to 1,000,000.',
    ]);
    expect(bucketInputOf(values.sessions)).toEqual({ bucketSize: 50_000, restoreRate: 2_500 });
  });
});
