import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { en } from '../../i18n/messageFiles';
import {
  cashFlowRuleSchema,
  hasCondition,
  NEW_CASH_FLOW_RULE,
  ruleFormValuesOf,
  ruleInputOf,
} from './cashFlowRuleForm';

const intl = createIntl({ locale: 'en', messages: en });
const schema = cashFlowRuleSchema(intl);
const errorsOf = async (values: Record<string, unknown>) => {
  try {
    await schema.validate({ ...NEW_CASH_FLOW_RULE, ...values }, { abortEarly: false });
    return [];
  } catch (error) {
    return (error as { inner: { path?: string; message: string }[] }).inner.map((item) => [
      item.path ?? '',
      item.message,
    ]);
  }
};

describe('the categorisation rule form', () => {
  it('sends what a person wrote as the API takes it: amounts canonical, empty conditions as null', () => {
    expect(
      ruleInputOf({
        ...NEW_CASH_FLOW_RULE,
        name: ' Sewa ',
        category: 'RENT',
        direction: 'DEBIT',
        descriptionPattern: ' graha ',
        amountMin: '1.500.000',
        amountMax: '',
      }),
    ).toEqual({
      name: 'Sewa',
      category: 'RENT',
      direction: 'DEBIT',
      counterpartyId: null,
      descriptionPattern: 'graha',
      descriptionMatch: 'CONTAINS',
      amountMin: '1500000.00',
      amountMax: null,
      enabled: true,
    });
    expect(
      ruleFormValuesOf({
        name: 'Sewa',
        category: 'RENT',
        direction: null,
        counterparty: { id: 'Q1' },
        counterpartyAlias: 'Graha',
        descriptionPattern: null,
        descriptionMatch: 'CONTAINS',
        amountMin: null,
        amountMax: '10.00',
        enabled: false,
      }),
    ).toEqual({
      ...NEW_CASH_FLOW_RULE,
      name: 'Sewa',
      category: 'RENT',
      counterpartyId: 'Q1',
      amountMax: '10.00',
      enabled: false,
    });
  });

  it('refuses with the service’s words: no name, no category, a bare wildcard, a bad amount, a range upside down, no condition', async () => {
    expect(await errorsOf({})).toEqual([
      ['name', 'Give the rule a name.'],
      ['category', 'Choose one of the categories.'],
      [
        '',
        'Give the rule at least one condition: a direction, a counterparty, a description or an amount.',
      ],
    ]);
    expect(
      await errorsOf({
        name: 'x',
        category: 'RENT',
        descriptionPattern: '* ?',
        descriptionMatch: 'WILDCARD',
      }),
    ).toEqual([
      [
        'descriptionPattern',
        'The description pattern must be 1 to 100 characters, with some text besides * and ?.',
      ],
    ]);
    expect(
      await errorsOf({ name: 'x', category: 'RENT', amountMin: '12,345', amountMax: '5' }),
    ).toEqual([['amountMax', 'The largest amount cannot be below the smallest.']]);
    expect(await errorsOf({ name: 'x', category: 'RENT', amountMin: 'banyak' })).toEqual([
      ['amountMin', 'Enter an amount of 0 or more with at most two decimals.'],
    ]);
    expect(await errorsOf({ name: 'x', category: 'RENT', direction: 'CREDIT' })).toEqual([]);
    expect(hasCondition({ ...NEW_CASH_FLOW_RULE, amountMax: '10' })).toBe(true);
  });
});
