/**
 * A bill's plain text fields, declared once: what the bill form
 * (BillForm.tsx) shows and sends, what its rules check (billFormSchema.ts)
 * and what the detail page (BillFacts.tsx) shows, each generic over this list
 * and over the fragment below, which they spread unmasked.
 *
 * Adding a nullable text field to a bill (say `supplierReference`) touches
 * these files and no other:
 *   1. services/treasury/migrations/NNNN-bill-<field>.sql — its `text` column;
 *   2. contracts/treasury/bills.ts — one line in `BILL_TEXT_FIELDS` (the
 *      service stores, returns and logs it from there; the BFF passes it on);
 *   3. bff/modules/bills/schema.graphql — the field on `Bill` and on
 *      `BillCreateInput` and `BillUpdateInput`;
 *   4. this file — one entry in `BILL_TEXT_FIELDS` and its name in the
 *      fragment `billFields_bill`;
 *   5. and 6. the area's catalogues, messages/en.json and messages/id.json — its label.
 * (`npm run db-types`, `npm run schema`, `npm run codegen` and `npm run relay`
 * then regenerate what is built, not written.)
 */
import { graphql } from 'react-relay';
import type { billFields_bill$data } from '../../__generated__/billFields_bill.graphql';

/** A declared text field's name: a field of the fragment below. */
export type BillTextFieldName = Exclude<keyof billFields_bill$data, ' $fragmentType'>;

export type BillTextField = {
  /** The field's name in the GraphQL input, the form's values and the fragment's data. */
  name: BillTextFieldName;
  /** Its label's message. */
  label: { id: string };
  /** The hint under it in the form. */
  hint: { id: string };
  /** The longest text the service keeps (contracts' `maxLength`). */
  max: number;
  /** Several lines across the whole row of the form; one line in half of it otherwise. */
  multiline?: boolean;
  /**
   * Where the form and the detail page show it: `lead` next to the supplier
   * (the form: after it, the detail page: before it), `trail` after the category.
   */
  place: 'lead' | 'trail';
  /** The detail page's test id of its value. */
  detailTestId?: string;
};

/** The text fields in the order each place shows them. */
export const BILL_TEXT_FIELDS: readonly BillTextField[] = [
  {
    name: 'number',
    label: { id: 'bills.form.number' },
    hint: { id: 'bills.form.numberHint' },
    max: 100,
    place: 'lead',
    detailTestId: 'bill-detail-number',
  },
  {
    name: 'description',
    label: { id: 'bills.form.description' },
    hint: { id: 'bills.form.optional' },
    max: 500,
    multiline: true,
    place: 'trail',
  },
];

/** The declared text fields shown at `place`. */
export const billTextFieldsAt = (place: BillTextField['place']) =>
  BILL_TEXT_FIELDS.filter((field) => field.place === place);

/** A value per declared text field, built by `value` (the form's empty values, its rules, its input). */
export function perTextField<T>(value: (field: BillTextField) => T): Record<BillTextFieldName, T> {
  return Object.fromEntries(BILL_TEXT_FIELDS.map((field) => [field.name, value(field)])) as Record<
    BillTextFieldName,
    T
  >;
}

/** What the detail page reads of the text fields: spread unmasked into `BillFacts_bill`. A new field is one name here. */
export const billFieldsFragment = graphql`
  fragment billFields_bill on Bill {
    number
    description
  }
`;
