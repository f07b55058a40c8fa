import Decimal from 'decimal.js';
import {
  MAX_CASH_FLOW_RULE_NAME,
  MAX_DESCRIPTION_PATTERN,
  type CashFlowRuleDraft,
} from '../../../contracts/treasury/cash-flow.js';
import { isCashCategory } from '../../../contracts/treasury/categories.js';
import { forbiddenCharacter, normaliseName } from '../../kit/text.js';
import { parseAmountBound } from '../expected-transactions/values.js';
import { cashFlowErrors as errors } from './errors.js';
import type { RuleValues } from './repository.js';

/** An optional text as given: null when absent or blank. */
const given = (value: string | null | undefined) =>
  value === null || value === undefined || value.trim() === '' ? null : value;

/**
 * A rule's values after the form's rules, in the order the form shows its
 * fields; the first broken one is thrown naming its field, and nothing is
 * written. The counterparty's existence is the service's to check. The same
 * bounds are the table's CHECKs (migrations/0055-baseline, cash flow rules).
 */
export function checkedRule(body: CashFlowRuleDraft, fallbackName = ''): RuleValues {
  const name = body.name === undefined ? fallbackName : normaliseName(body.name, 'name');
  if (name === '') throw errors.nameRequired();
  if ([...name].length > MAX_CASH_FLOW_RULE_NAME) throw errors.nameTooLong();
  const category = body.category.trim().toUpperCase();
  if (!isCashCategory(category)) throw errors.categoryNotValid();
  const descriptionMatch = body.descriptionMatch ?? 'CONTAINS';
  const pattern = given(body.descriptionPattern)?.normalize('NFKC').trim() ?? null;
  if (pattern !== null) {
    const bare = pattern.replace(/[*?\s]/gu, '');
    if (
      [...pattern].length > MAX_DESCRIPTION_PATTERN ||
      forbiddenCharacter(pattern) !== undefined ||
      (descriptionMatch === 'WILDCARD' && bare === '')
    )
      throw errors.patternNotValid();
  }
  const amount = (text: string | null, field: 'amountMin' | 'amountMax') => {
    const value = given(text);
    if (value === null) return null;
    const parsed = parseAmountBound(value);
    if (parsed === null) throw errors.amountNotValid(field);
    return parsed;
  };
  const amountMin = amount(body.amountMin, 'amountMin');
  const amountMax = amount(body.amountMax, 'amountMax');
  if (amountMin !== null && amountMax !== null && new Decimal(amountMin).greaterThan(amountMax))
    throw errors.amountRange();
  const values: RuleValues = {
    name,
    category,
    direction: body.direction,
    counterpartyId: body.counterpartyId,
    descriptionPattern: pattern,
    descriptionMatch,
    amountMin,
    amountMax,
    enabled: body.enabled ?? true,
  };
  if (
    [
      values.direction,
      values.counterpartyId,
      values.descriptionPattern,
      values.amountMin,
      values.amountMax,
    ].every((condition) => condition === null)
  )
    throw errors.noCondition();
  return values;
}

/** A rule's values as the activity log lists them, by field. */
export function loggedValues(
  values: RuleValues,
  counterpartyAlias: string | null,
): Record<string, string> {
  return {
    name: values.name,
    category: values.category,
    direction: values.direction ?? '',
    counterparty: counterpartyAlias ?? '',
    descriptionPattern: values.descriptionPattern
      ? `${values.descriptionMatch === 'WILDCARD' ? 'matches' : 'contains'} ${values.descriptionPattern}`
      : '',
    amountMin: values.amountMin ?? '',
    amountMax: values.amountMax ?? '',
    enabled: String(values.enabled),
  };
}

export const LOGGED_FIELDS = [
  'name',
  'category',
  'direction',
  'counterparty',
  'descriptionPattern',
  'amountMin',
  'amountMax',
  'enabled',
];
