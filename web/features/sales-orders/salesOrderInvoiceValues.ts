import { getIn, setIn, type FormikErrors } from 'formik';
import type { IntlShape } from 'react-intl';
import { fromCents, toCents } from '../../../formats/cents';
import { compareQuantities, parseWrittenQuantity, plainQuantity } from '../../../formats/quantity';
import { decimalSeparatorOf } from '../../domain/documents/documentLineValues';
import type { QuantityLine } from '../../domain/documents/QuantityLineFields';
import { formatDecimal } from '../../i18n/format';
import type { Language } from '../../i18n/language';

/** What the invoice dialog holds: where the lines come from and the invoice's own fields. */
export type InvoiceValues = {
  source: 'RECEIPTS' | 'LINES';
  /** The receipts ticked, by id. */
  receipts: Record<string, boolean>;
  /** What to invoice of each line, as typed in the reader's writing; empty or 0 for none. */
  lines: { orderLine: number; quantity: string }[];
  invoiceDate: string;
  /** Days to pay, or '' for the buyer's terms. */
  paymentTermDays: string;
  /** Each milestone's name, percent and due date (the invoice's due date when left empty). */
  milestones: { name: string; percent: string; dueDate: string }[];
  bankDetails: string;
  notes: string;
  /** The member who alone may approve it (a User id), or '' for any who may approve invoices. */
  approverId: string;
};

/**
 * What is left of a stored quantity (`10.0000`) once `taken` (`6.5000`) is
 * taken, as a person reads it: `3.5`.
 */
export function quantityLeft(quantity: string, taken: string): string {
  const scaled = (value: string) => BigInt(value.replace('.', ''));
  const left = (scaled(quantity) - scaled(taken)).toString().padStart(5, '0');
  return plainQuantity(`${left.slice(0, -4)}.${left.slice(-4)}`);
}

type Amount = { readonly amount: string; readonly currency: string };

/** What the Invoices tab reads of an order to say what may still be invoiced. */
export type InvoiceableOrder = {
  readonly lines: readonly { readonly position: number; readonly product: string }[];
  readonly lineProgress: readonly {
    readonly position: number;
    readonly ordered: string;
    readonly invoiced: string;
  }[];
  readonly goodsReceipts: readonly {
    readonly id: string;
    readonly number: string;
    readonly status: string;
    readonly invoiced: boolean;
    readonly receivedDate: string;
    readonly totals: { readonly grandTotal: Amount };
  }[];
};

/**
 * What of an order may still be invoiced: each line with what is left of it
 * (a line invoiced in full is left out), and its goods receipts received and
 * not yet billed, with their grand totals.
 */
export function invoiceableOf(order: InvoiceableOrder): {
  lines: QuantityLine[];
  receipts: { id: string; number: string; receivedDate: string; total: Amount }[];
} {
  const products = new Map(order.lines.map((line) => [line.position, line.product]));
  const lines = order.lineProgress
    .map((line) => ({
      position: line.position,
      product: products.get(line.position) ?? '',
      remaining: quantityLeft(line.ordered, line.invoiced),
    }))
    .filter((line) => line.remaining !== '0');
  const receipts = order.goodsReceipts
    .filter((receipt) => receipt.status === 'RECEIVED' && !receipt.invoiced)
    .map((receipt) => ({
      id: receipt.id,
      number: receipt.number,
      receivedDate: receipt.receivedDate,
      total: receipt.totals.grandTotal,
    }));
  return { lines, receipts };
}

/** The milestones as the API takes them: percents in the canonical writing, a due date when one is given. */
export function milestonesOf(values: InvoiceValues, language: Language) {
  return values.milestones.map((milestone) => ({
    name: milestone.name.trim(),
    percent:
      parseWrittenQuantity(milestone.percent, decimalSeparatorOf(language), 2) ?? milestone.percent,
    dueDate: milestone.dueDate || null,
  }));
}

/**
 * What the dialog refuses before sending, in the service's words: no date, a
 * quantity that is not one or more than is left, a milestone without a name
 * or a percent, milestones that do not add up to 100.
 */
export function invoiceErrors(
  values: InvoiceValues,
  lines: readonly QuantityLine[],
  language: Language,
  intl: IntlShape,
): FormikErrors<InvoiceValues> {
  let errors: FormikErrors<InvoiceValues> = {};
  const put = (path: string, message: string) => {
    if (!getIn(errors, path)) errors = setIn(errors, path, message) as FormikErrors<InvoiceValues>;
  };
  if (!values.invoiceDate)
    put('invoiceDate', intl.formatMessage({ id: 'validation.fieldRequired' }));
  if (values.paymentTermDays !== '' && !/^\d{1,3}$/.test(values.paymentTermDays.trim()))
    put('paymentTermDays', intl.formatMessage({ id: 'salesOrders.invoice.termsInvalid' }));
  if (values.source === 'LINES')
    values.lines.forEach((line, index) => {
      if (line.quantity.trim() === '') return;
      const quantity = parseWrittenQuantity(line.quantity, decimalSeparatorOf(language));
      const left =
        lines.find((candidate) => candidate.position === line.orderLine)?.remaining ?? '0';
      if (!quantity)
        put(
          `lines.${index}.quantity`,
          intl.formatMessage({ id: 'error.U-INV-DOC-2' }, { line: index + 1 }),
        );
      else if (compareQuantities(quantity, left) > 0)
        put(
          `lines.${index}.quantity`,
          intl.formatMessage(
            { id: 'salesOrders.invoice.overLeft' },
            { left: formatDecimal(left, language) },
          ),
        );
    });
  let total = 0n;
  let before = values.invoiceDate;
  values.milestones.forEach((milestone, index) => {
    // The due dates in the service's rules: none before the invoice date, each in order.
    if (milestone.dueDate && values.invoiceDate && milestone.dueDate < values.invoiceDate)
      put(
        `milestones.${index}.dueDate`,
        intl.formatMessage({ id: 'error.U-INV-SI-53' }, { milestone: index + 1 }),
      );
    else if (milestone.dueDate && before && milestone.dueDate < before)
      put(
        `milestones.${index}.dueDate`,
        intl.formatMessage({ id: 'error.U-INV-SI-54' }, { milestone: index + 1 }),
      );
    before = milestone.dueDate || before;
    if (milestone.name.trim() === '')
      put(`milestones.${index}.name`, intl.formatMessage({ id: 'validation.fieldRequired' }));
    const percent = parseWrittenQuantity(milestone.percent, decimalSeparatorOf(language), 2);
    if (!percent || compareQuantities(percent, '0') <= 0)
      put(
        `milestones.${index}.percent`,
        intl.formatMessage({ id: 'error.U-INV-SI-7' }, { milestone: index + 1 }),
      );
    else total += toCents(percent);
  });
  if (values.milestones.length > 0 && !getIn(errors, 'milestones') && total !== 10_000n)
    put(
      'milestonesTotal',
      intl.formatMessage(
        { id: 'error.U-INV-SI-6' },
        { total: formatDecimal(fromCents(total), language) },
      ),
    );
  return errors;
}
