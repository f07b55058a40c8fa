import type { IntlShape } from 'react-intl';
import * as yup from 'yup';
import { compareAmounts, parseWrittenAmount } from '../../../formats/amount';
import { CASH_CATEGORIES, type CashCategoryValue } from '../../domain/records/cashCategoryLabels';

/** The longest rule name and description pattern (contracts/treasury/cash-flow.ts). */
export const RULE_NAME_MAX = 80;
export const PATTERN_MAX = 100;

/**
 * A categorisation rule as its form holds it: '' for a condition left out
 * (any direction, any counterparty, any description, no bound), amounts as
 * a person writes them (`1.500.000`).
 */
export type CashFlowRuleFormValues = {
  name: string;
  category: string;
  direction: '' | 'DEBIT' | 'CREDIT';
  /** A Counterparty global id, or ''. */
  counterpartyId: string;
  descriptionPattern: string;
  descriptionMatch: 'CONTAINS' | 'WILDCARD';
  amountMin: string;
  amountMax: string;
  enabled: boolean;
};

/** A saved rule's values as the schema answers them. */
export type CashFlowRuleData = {
  readonly name: string;
  readonly category: string;
  readonly direction: string | null | undefined;
  readonly counterparty: { readonly id: string } | null | undefined;
  readonly counterpartyAlias: string | null | undefined;
  readonly descriptionPattern: string | null | undefined;
  readonly descriptionMatch: string;
  readonly amountMin: string | null | undefined;
  readonly amountMax: string | null | undefined;
  readonly enabled: boolean;
};

export const NEW_CASH_FLOW_RULE: CashFlowRuleFormValues = {
  name: '',
  category: '',
  direction: '',
  counterpartyId: '',
  descriptionPattern: '',
  descriptionMatch: 'CONTAINS',
  amountMin: '',
  amountMax: '',
  enabled: true,
};

/** The form's values of a saved rule. */
export function ruleFormValuesOf(rule: CashFlowRuleData): CashFlowRuleFormValues {
  return {
    name: rule.name,
    category: rule.category,
    direction: rule.direction === 'DEBIT' || rule.direction === 'CREDIT' ? rule.direction : '',
    counterpartyId: rule.counterparty?.id ?? '',
    descriptionPattern: rule.descriptionPattern ?? '',
    descriptionMatch: rule.descriptionMatch === 'WILDCARD' ? 'WILDCARD' : 'CONTAINS',
    amountMin: rule.amountMin ?? '',
    amountMax: rule.amountMax ?? '',
    enabled: rule.enabled,
  };
}

/** An amount bound as the API takes it: canonical, or null when left out (a bound the form refused never gets here). */
const bound = (text: string) => (text.trim() === '' ? null : parseWrittenAmount(text));

/** The conditions of the form as the API takes them (also a preview's draft). */
export function ruleConditionsOf(values: CashFlowRuleFormValues) {
  return {
    category: values.category as CashCategoryValue,
    direction: values.direction === '' ? null : values.direction,
    counterpartyId: values.counterpartyId === '' ? null : values.counterpartyId,
    descriptionPattern:
      values.descriptionPattern.trim() === '' ? null : values.descriptionPattern.trim(),
    descriptionMatch: values.descriptionMatch,
    amountMin: bound(values.amountMin),
    amountMax: bound(values.amountMax),
  };
}

/** The whole rule as the API takes it. */
export function ruleInputOf(values: CashFlowRuleFormValues) {
  return { name: values.name.trim(), ...ruleConditionsOf(values), enabled: values.enabled };
}

/** Whether the form sets at least one condition (the service refuses a rule without, U-TRSY-CF-10). */
export function hasCondition(values: CashFlowRuleFormValues): boolean {
  return (
    values.direction !== '' ||
    values.counterpartyId !== '' ||
    values.descriptionPattern.trim() !== '' ||
    values.amountMin.trim() !== '' ||
    values.amountMax.trim() !== ''
  );
}

/**
 * The rule form's rules, with the service's own messages (U-TRSY-CF-n): a
 * name of at most 80 characters, a category of the list, a pattern of at
 * most 100 characters with text besides * and ?, amounts of 0 or more with
 * at most two decimals, the largest not below the smallest, and at least one
 * condition.
 */
export function cashFlowRuleSchema(intl: IntlShape) {
  const message = (code: string) => intl.formatMessage({ id: `error.${code}` });
  const amount = yup
    .string()
    .test(
      'amount',
      message('U-TRSY-CF-8'),
      (value) => !value || value.trim() === '' || parseWrittenAmount(value) !== null,
    );
  return yup
    .object({
      name: yup
        .string()
        .trim()
        .required(message('U-TRSY-CF-2'))
        .max(RULE_NAME_MAX, message('U-TRSY-CF-3')),
      category: yup
        .string()
        .required(message('U-TRSY-CF-5'))
        .oneOf([...CASH_CATEGORIES], message('U-TRSY-CF-5')),
      descriptionPattern: yup
        .string()
        .max(PATTERN_MAX, message('U-TRSY-CF-7'))
        .test('pattern', message('U-TRSY-CF-7'), function pattern(value) {
          const text = (value ?? '').trim();
          return (
            text === '' ||
            (this.parent as CashFlowRuleFormValues).descriptionMatch !== 'WILDCARD' ||
            text.replace(/[*?\s]/g, '') !== ''
          );
        }),
      amountMin: amount,
      amountMax: amount.test('range', message('U-TRSY-CF-9'), function range(value) {
        const min = bound((this.parent as CashFlowRuleFormValues).amountMin ?? '');
        const max = bound(value ?? '');
        return min === null || max === null || compareAmounts(min, max) <= 0;
      }),
    })
    .test('condition', message('U-TRSY-CF-10'), (values) =>
      hasCondition(values as CashFlowRuleFormValues),
    );
}
