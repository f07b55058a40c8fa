import Decimal from 'decimal.js';
import { fromCents, toCents } from '../../../formats/cents.js';
import {
  MAX_ABSOLUTE_TOLERANCE,
  MAX_RELATIVE_TOLERANCE,
  MAX_RULE_NAME,
  MAX_WINDOW_DAYS,
  MIN_AUTO_CONFIRM,
  type ReconciliationRuleDraft,
} from '../../../contracts/treasury/reconciliation-rules.js';
import { defaultRule } from '../reconciliation/engine/engine.js';
import type { MatchingRule } from '../reconciliation/engine/types.js';
import { reconciliationRuleErrors as errors } from './errors.js';

/**
 * A rule's values after the checks, as stored and answered: money with two
 * decimals, the relative tolerance with five, thresholds with four.
 */
export type RuleValues = Required<ReconciliationRuleDraft>;

/** What a new rule starts from: the engine's default rule, so a rule created with a name alone behaves as an organisation without rules does. */
export function defaultValues(name: string): RuleValues {
  const rule = defaultRule();
  return {
    name,
    amountToleranceAbsolute: fromCents(rule.amountTolerance.absolute),
    amountToleranceRelative: new Decimal(rule.amountTolerance.relative).toFixed(5),
    allowTransferFees: rule.allowTransferFees,
    daysBefore: rule.dateWindow.before,
    daysAfter: rule.dateWindow.after,
    requireAmount: rule.require.amount,
    requireCounterparty: rule.require.counterparty,
    requireReference: rule.require.reference,
    proposeAt: new Decimal(rule.proposeAt).toFixed(4),
    autoConfirmAt: rule.autoConfirmAt === null ? null : new Decimal(rule.autoConfirmAt).toFixed(4),
    enabled: true,
  };
}

/** A plain non-negative decimal written with at most `decimals` decimals ("0.5", ".5", "2500", "2500.00"), or null. */
function decimalOf(text: string, decimals: number): Decimal | null {
  const trimmed = text.trim();
  if (!new RegExp(`^(\\d{1,12}(\\.\\d{1,${decimals}})?|\\.\\d{1,${decimals}})$`).test(trimmed))
    return null;
  return new Decimal(trimmed);
}

/** A decimal within [min, max], written with the stored number of decimals; the error otherwise. */
function bounded(
  text: string,
  decimals: number,
  min: string,
  max: string,
  refuse: () => Error,
): string {
  const value = decimalOf(text, decimals);
  if (!value || value.lessThan(min) || value.greaterThan(max)) throw refuse();
  return value.toFixed(decimals);
}

const isDays = (value: number) => Number.isInteger(value) && value >= 0 && value <= MAX_WINDOW_DAYS;

/**
 * A rule's values with `changes` applied over `base`, checked: each bound has
 * its own error naming its field (`prefix` places it in a list: `rules.2.`).
 * Nothing here touches the database; the same bounds are its CHECKs
 * (migrations/0055-baseline, reconciliation rules).
 */
export function checkedValues(
  base: RuleValues,
  changes: ReconciliationRuleDraft,
  prefix = '',
): RuleValues {
  const field = (name: string) => `${prefix}${name}`;
  const name = changes.name === undefined ? base.name : changes.name.trim();
  if (name === '') throw errors.nameRequired(field('name'));
  if ([...name].length > MAX_RULE_NAME) throw errors.nameTooLong(field('name'));
  const daysBefore = changes.daysBefore ?? base.daysBefore;
  if (!isDays(daysBefore)) throw errors.dateWindow(field('daysBefore'));
  const daysAfter = changes.daysAfter ?? base.daysAfter;
  if (!isDays(daysAfter)) throw errors.dateWindow(field('daysAfter'));
  const proposeAt =
    changes.proposeAt === undefined
      ? base.proposeAt
      : bounded(changes.proposeAt, 4, '0', '1', () => errors.proposeAt(field('proposeAt')));
  const autoConfirmAt =
    changes.autoConfirmAt === undefined
      ? base.autoConfirmAt
      : // Null turns it off; so does an empty value (the API's validation reads a JSON null in a text field as "").
        changes.autoConfirmAt === null || changes.autoConfirmAt.trim() === ''
        ? null
        : bounded(changes.autoConfirmAt, 4, MIN_AUTO_CONFIRM, '1', () =>
            errors.autoConfirmAt(field('autoConfirmAt')),
          );
  if (autoConfirmAt !== null && new Decimal(autoConfirmAt).lessThan(proposeAt))
    throw errors.autoConfirmBelowReview(field('autoConfirmAt'));
  return {
    name,
    amountToleranceAbsolute:
      changes.amountToleranceAbsolute === undefined
        ? base.amountToleranceAbsolute
        : bounded(changes.amountToleranceAbsolute, 2, '0', MAX_ABSOLUTE_TOLERANCE, () =>
            errors.absoluteTolerance(field('amountToleranceAbsolute')),
          ),
    amountToleranceRelative:
      changes.amountToleranceRelative === undefined
        ? base.amountToleranceRelative
        : bounded(changes.amountToleranceRelative, 5, '0', MAX_RELATIVE_TOLERANCE, () =>
            errors.relativeTolerance(field('amountToleranceRelative')),
          ),
    allowTransferFees: changes.allowTransferFees ?? base.allowTransferFees,
    daysBefore,
    daysAfter,
    requireAmount: changes.requireAmount ?? base.requireAmount,
    requireCounterparty: changes.requireCounterparty ?? base.requireCounterparty,
    requireReference: changes.requireReference ?? base.requireReference,
    proposeAt,
    autoConfirmAt,
    enabled: changes.enabled ?? base.enabled,
  };
}

/**
 * The engine's rule from checked values. Thresholds and the relative
 * tolerance are fractions, not money, so the engine takes them as numbers;
 * the absolute tolerance is money and stays in integer cents.
 */
export function matchingRuleOf(id: string, values: RuleValues): MatchingRule {
  return {
    id,
    name: values.name,
    amountTolerance: {
      absolute: toCents(values.amountToleranceAbsolute),
      relative: Number(values.amountToleranceRelative),
    },
    allowTransferFees: values.allowTransferFees,
    dateWindow: { before: values.daysBefore, after: values.daysAfter },
    require: {
      amount: values.requireAmount,
      counterparty: values.requireCounterparty,
      reference: values.requireReference,
    },
    autoConfirmAt: values.autoConfirmAt === null ? null : Number(values.autoConfirmAt),
    proposeAt: Number(values.proposeAt),
  };
}
