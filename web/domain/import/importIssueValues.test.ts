import { describe, expect, it } from 'vitest';
import { importIssueValues } from './importIssueValues';

describe('importIssueValues', () => {
  it('when an Indonesian reader sees a row far down a file, the row number takes Indonesian grouping', () => {
    expect(
      importIssueValues({ row: 25312, code: 'U-TRSY-ST-7', value: '31/02/2026' }, 'id'),
    ).toEqual({ row: '25.312', value: '31/02/2026', expected: '' });
    expect(
      importIssueValues({ row: 25312, code: 'U-TRSY-ST-7', value: '31/02/2026' }, 'en').row,
    ).toBe('25,312');
  });

  it.each([
    {
      title:
        'when a balance does not follow, both balances read the Indonesian way, decimals exact',
      issue: { row: 4, code: 'U-TRSY-ST-13', value: '27686969.86', expected: '27636969.86' },
      shown: { row: '4', value: '27.686.969,86', expected: '27.636.969,86' },
    },
    {
      title: 'when a message names dates, they are shown as dates of the language',
      issue: { row: 2, code: 'U-TRSY-ST-30', value: '2026-07-01', expected: '2026-08-22' },
      shown: { row: '2', value: '1 Jul 2026', expected: '22 Agu 2026' },
    },
    {
      title: 'when a message points at another row, that row number is grouped too',
      issue: { row: 12000, code: 'U-TRSY-ET-25', value: 'ERP-1', expected: '10500' },
      shown: { row: '12.000', value: 'ERP-1', expected: '10.500' },
    },
  ])('$title', ({ issue, shown }) => {
    expect(importIssueValues(issue, 'id')).toEqual(shown);
  });

  it('when a value is an account number or an id, it stays exactly as written', () => {
    expect(
      importIssueValues({ row: 3, code: 'U-TRSY-CPI-8', value: '0123456789' }, 'id').value,
    ).toBe('0123456789');
    expect(
      importIssueValues(
        { row: 3, code: 'U-TRSY-ST-5', value: '0183456721', expected: '0183456722' },
        'id',
      ),
    ).toMatchObject({ value: '0183456721', expected: '0183456722' });
  });
});
