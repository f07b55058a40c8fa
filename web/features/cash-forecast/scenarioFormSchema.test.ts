import { describe, expect, it } from 'vitest';
import { createIntl } from 'react-intl';
import { en } from '../../i18n/messageFiles';
import { emptyAdjustment, percentOf, scenarioFormSchema } from './scenarioFormSchema';

const intl = createIntl({ locale: 'en', messages: en as Record<string, string> });
const errorsOf = async (values: unknown) => {
  try {
    await scenarioFormSchema(intl).validate(values, { abortEarly: false });
    return [];
  } catch (error) {
    return (error as { inner: { path: string; message: string }[] }).inner.map((inner) => [
      inner.path,
      inner.message,
    ]);
  }
};

describe('the scenario form', () => {
  it('a percentage is from -100 to 1000 with at most two decimals, written either way', () => {
    expect(percentOf('-10')).toBe('-10');
    expect(percentOf('12,5')).toBe('12.5');
    expect(percentOf('-100.01')).toBeNull();
    expect(percentOf('1000.5')).toBeNull();
    expect(percentOf('10.555')).toBeNull();
  });

  it('each adjustment is checked by its kind, with the service’s words', async () => {
    expect(
      await errorsOf({
        name: ' ',
        adjustments: [
          { ...emptyAdjustment('PERCENT'), percent: '-120' },
          { ...emptyAdjustment('ADD'), amount: '0' },
          emptyAdjustment('REMOVE'),
        ],
      }),
    ).toEqual([
      ['name', en['error.U-TRSY-FC-3']],
      ['adjustments[0].percent', en['error.U-TRSY-FC-5']],
      ['adjustments[1].date', en['error.U-TRSY-FC-8']],
      ['adjustments[1].amount', en['error.U-TRSY-FC-7']],
      ['adjustments[1].description', en['error.U-TRSY-FC-9']],
      ['adjustments[2].itemKey', en['error.U-TRSY-FC-10']],
    ]);
    expect(
      await errorsOf({
        name: 'Penjualan turun',
        adjustments: [
          {
            ...emptyAdjustment('ADD'),
            date: '2026-12-10',
            amount: '40.000.000',
            description: 'Renovasi',
          },
        ],
      }),
    ).toEqual([]);
  });
});
