import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { en } from '../../i18n/messageFiles';
import {
  formValuesOf,
  inLanguage,
  NEW_RULE,
  parsePercent,
  percentToFraction,
  ruleFormSchema,
  ruleInputOf,
  shiftDecimal,
} from './ruleFormValues';

const intl = createIntl({ locale: 'en', messages: en });
const errorsOf = async (values: Record<string, unknown>) => {
  try {
    await ruleFormSchema(intl).validate(
      { ...NEW_RULE, name: 'Rule', ...values },
      { abortEarly: false },
    );
    return [];
  } catch (error) {
    return (error as { inner: { path: string; message: string }[] }).inner.map((issue) => [
      issue.path,
      issue.message,
    ]);
  }
};

describe('matching rule form values', () => {
  it('moves decimal points in the string, never through a float', () => {
    expect(shiftDecimal('0.00500', 2)).toBe('0.5');
    expect(shiftDecimal('0.5', -2)).toBe('0.005');
    expect(shiftDecimal('95', -2)).toBe('0.95');
    expect(shiftDecimal('100', -2)).toBe('1');
    expect(shiftDecimal('0.3000', 2)).toBe('30');
    expect(shiftDecimal('2500.00', 0)).toBe('2500');
    // 0.1 + 0.2 in a float is 0.30000000000000004: here it stays exact.
    expect(percentToFraction('0.3')).toBe('0.003');
  });

  it('reads percentages written either way, and refuses what is no plain number', () => {
    expect(parsePercent('0,5', 3)).toBe('0.5');
    expect(parsePercent(' 12.25 % ', 2)).toBe('12.25');
    expect(parsePercent('1e-3', 3)).toBeNull();
    expect(parsePercent('0.1234', 3)).toBeNull();
  });

  it('turns a saved rule into the form and back into the same input', () => {
    const saved = {
      name: 'Transfer fees',
      enabled: true,
      amountToleranceAbsolute: '2500.00',
      amountToleranceRelative: '0.00500',
      allowTransferFees: true,
      daysBefore: 2,
      daysAfter: 5,
      requireAmount: true,
      requireCounterparty: false,
      requireReference: false,
      proposeAt: '0.3000',
      autoConfirmAt: '0.9750',
    };
    const values = formValuesOf(saved);
    expect(values).toMatchObject({
      amountToleranceAbsolute: '2500',
      amountTolerancePercent: '0.5',
      reviewPercent: '30',
      autoConfirm: true,
      autoConfirmPercent: '97.5',
    });
    // The saved rule again, its decimals without trailing zeros, and the amount as retyped.
    expect(ruleInputOf({ ...values, amountToleranceAbsolute: '2.500,50' })).toEqual({
      ...saved,
      amountToleranceAbsolute: '2500.50',
      amountToleranceRelative: '0.005',
      proposeAt: '0.3',
      autoConfirmAt: '0.975',
    });
    expect(ruleInputOf({ ...values, autoConfirm: false }).autoConfirmAt).toBeNull();
    // Written with a decimal comma for an Indonesian reader, the input is the same.
    expect(inLanguage(values, 'id')).toMatchObject({
      amountTolerancePercent: '0,5',
      autoConfirmPercent: '97,5',
    });
    expect(ruleInputOf(inLanguage(values, 'id'))).toEqual(ruleInputOf(values));
  });

  it('a new rule confirms nothing by itself, and the bounds refuse with the service’s words', async () => {
    expect(NEW_RULE.autoConfirm).toBe(false);
    expect(await errorsOf({})).toEqual([]);
    expect(
      await errorsOf({
        name: ' ',
        amountTolerancePercent: '10.5',
        daysAfter: '61',
        amountToleranceAbsolute: '100.000.001',
      }),
    ).toEqual([
      ['name', 'Give the rule a name.'],
      ['amountToleranceAbsolute', en['error.U-TRSY-RR-5']],
      ['amountTolerancePercent', en['error.U-TRSY-RR-6']],
      ['daysAfter', en['error.U-TRSY-RR-7']],
    ]);
    expect(await errorsOf({ autoConfirm: true, autoConfirmPercent: '75' })).toEqual([
      ['autoConfirmPercent', en['error.U-TRSY-RR-9']],
    ]);
    expect(
      await errorsOf({ autoConfirm: true, autoConfirmPercent: '85', reviewPercent: '90' }),
    ).toEqual([['autoConfirmPercent', en['error.U-TRSY-RR-10']]]);
    // Off, a threshold out of bounds does not matter: it is not sent.
    expect(await errorsOf({ autoConfirm: false, autoConfirmPercent: '5' })).toEqual([]);
  });
});
