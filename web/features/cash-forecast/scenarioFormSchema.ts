import type { IntlShape } from 'react-intl';
import * as yup from 'yup';
import { parseWrittenAmount } from '../../../formats/amount';

/** One adjustment as the scenario form holds it: every field as text, those of other kinds left empty. */
export type AdjustmentValues = {
  kind: 'PERCENT' | 'ADD' | 'REMOVE';
  category: string;
  flow: string;
  percent: string;
  date: string;
  amount: string;
  description: string;
  itemKey: string;
};
export type ScenarioValues = { name: string; adjustments: AdjustmentValues[] };

/** The form's value for "uncategorised" in a category choice (the schema's null). */
export const UNCATEGORISED = 'UNCATEGORISED';
/** The longest scenario name (migrations/0055-baseline, cash forecast). */
export const SCENARIO_NAME_MAX = 80;
const PERCENT = /^-?\d{1,4}([.,]\d{1,2})?$/;

export const emptyAdjustment = (kind: AdjustmentValues['kind']): AdjustmentValues => ({
  kind,
  category: kind === 'PERCENT' ? 'SALES' : kind === 'ADD' ? 'OTHER' : '',
  flow: kind === 'ADD' ? 'OUTFLOW' : '',
  percent: '',
  date: '',
  amount: '',
  description: '',
  itemKey: '',
});

/** A percentage as typed ("-10", "12,5") as the API takes it, or null. */
export function percentOf(text: string): string | null {
  const value = text.trim().replace(',', '.');
  if (!PERCENT.test(value)) return null;
  const number = Number(value);
  return number >= -100 && number <= 1000 ? value : null;
}

/** The scenario form's rules, with the service's messages (U-TRSY-FC-*). */
export function scenarioFormSchema(intl: IntlShape) {
  const message = (code: string) => intl.formatMessage({ id: `error.${code}` });
  return yup.object({
    name: yup
      .string()
      .trim()
      .required(message('U-TRSY-FC-3'))
      .max(SCENARIO_NAME_MAX, message('U-TRSY-FC-3')),
    adjustments: yup.array().of(
      yup.object({
        kind: yup.string().required(),
        percent: yup.string().when('kind', {
          is: 'PERCENT',
          then: (rule) =>
            rule.test(
              'percent',
              message('U-TRSY-FC-5'),
              (value) => percentOf(value ?? '') !== null,
            ),
        }),
        date: yup
          .string()
          .when('kind', { is: 'ADD', then: (rule) => rule.required(message('U-TRSY-FC-8')) }),
        amount: yup.string().when('kind', {
          is: 'ADD',
          then: (rule) =>
            rule.test('amount', message('U-TRSY-FC-7'), (value) => {
              const amount = parseWrittenAmount(value ?? '');
              return amount !== null && !/^0+(\.0+)?$/.test(amount) && !amount.startsWith('-');
            }),
        }),
        description: yup.string().when('kind', {
          is: 'ADD',
          then: (rule) => rule.trim().required(message('U-TRSY-FC-9')),
        }),
        itemKey: yup
          .string()
          .when('kind', { is: 'REMOVE', then: (rule) => rule.required(message('U-TRSY-FC-10')) }),
      }),
    ),
  });
}
