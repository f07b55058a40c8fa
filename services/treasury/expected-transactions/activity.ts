import type { FieldChange } from '../../kit/activity.js';

/** What the activity log says of a new expected transaction, whether made by hand or imported. */
type Created = {
  date: string;
  amount: string;
  currency: string;
  direction: string;
  description: string;
  externalId: string | null;
};

/** The text the activity log shows for an amount. */
export const moneyText = (values: { currency: string; amount: string }) =>
  `${values.currency} ${values.amount}`;

/** What the message of its creation names: its direction, amount and date. */
export const createdFacts = (values: Created) => ({
  direction: values.direction,
  amount: { amount: values.amount, currency: values.currency },
  date: { date: values.date },
});

/** Its fields as the log shows a creation: each from nothing, the external id only when it has one. */
export const createdChanges = (values: Created): FieldChange[] => [
  { field: 'date', before: null, after: values.date },
  { field: 'amount', before: null, after: moneyText(values) },
  { field: 'direction', before: null, after: values.direction },
  { field: 'description', before: null, after: values.description },
  ...(values.externalId ? [{ field: 'externalId', before: null, after: values.externalId }] : []),
];
