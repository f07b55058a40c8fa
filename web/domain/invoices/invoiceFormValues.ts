import { getIn, setIn, type FormikErrors } from 'formik';
import type { IntlShape } from 'react-intl';
import { fromCents, toCents } from '../../../formats/cents';
import { compareQuantities, parseWrittenQuantity, plainQuantity } from '../../../formats/quantity';
import {
  decimalSeparatorOf,
  quantitiesLeft,
  quantitiesTaken,
} from '../documents/documentLineValues';
import type { QuantityLine } from '../documents/QuantityLineFields';
import { takenLineField } from '../documents/takenLineField';
import { formatDecimal } from '../../i18n/format';
import type { Language } from '../../i18n/language';

/** What the invoice form holds: where the lines come from and the invoice's own fields. */
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

/** `quantity` less `taken`, both stored with four decimals (`10.0000`, `6.5000`), as stored: `3.5000`. */
const storedLess = (quantity: string, taken: string) => {
  const scaled = (value: string) => BigInt(value.replace('.', ''));
  const left = (scaled(quantity) - scaled(taken)).toString().padStart(5, '0');
  return `${left.slice(0, -4)}.${left.slice(-4)}`;
};

/**
 * What is left of a stored quantity (`10.0000`) once `taken` (`6.5000`) is
 * taken, as a person reads it: `3.5`.
 */
export function quantityLeft(quantity: string, taken: string): string {
  return plainQuantity(storedLess(quantity, taken));
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

/** What the invoice form offers of an order: its lines left to invoice and its receipts to bill. */
export type InvoiceFormOrder = {
  id: string;
  number: string;
  lines: readonly QuantityLine[];
  receipts: readonly { id: string; number: string; receivedDate: string; total: Amount }[];
};

/** A new invoice's form: from its receipts when it has any, all that is left of its lines otherwise, dated today. */
export const newInvoiceValues = (
  order: InvoiceFormOrder,
  today: string,
  language: Language,
): InvoiceValues => ({
  source: order.receipts.length > 0 ? 'RECEIPTS' : 'LINES',
  receipts: Object.fromEntries(order.receipts.map((receipt) => [receipt.id, true])),
  lines: quantitiesLeft(order.lines, language),
  invoiceDate: today,
  paymentTermDays: '',
  milestones: [],
  bankDetails: '',
  notes: '',
  approverId: '',
});

/** What a draft holds, as its edit form reads it. */
export type InvoiceDraft = {
  readonly invoiceDate: string;
  readonly paymentTermDays: number;
  readonly bankDetails: string | null | undefined;
  readonly notes: string | null | undefined;
  /** Its lines, each by the order line it takes (none on a document line of another kind). */
  readonly lines: readonly { readonly orderLine?: number | null; readonly quantity: string }[];
  readonly goodsReceipts: readonly { readonly id: string }[];
  readonly milestones: readonly {
    readonly name: string;
    readonly percent: string;
    readonly dueDate: string;
  }[];
};

/** A draft's quantities by the order line each takes. */
const ownQuantities = (lines: InvoiceDraft['lines']) =>
  new Map(lines.flatMap((line) => (line.orderLine ? [[line.orderLine, line.quantity]] : [])));

/**
 * What a draft's edit may offer of its order: what is left of each line with
 * the draft's own quantities given back, and the receipts no other invoice
 * bills (the draft's own among them).
 */
export function editableOf(
  order: InvoiceableOrder,
  draft: Pick<InvoiceDraft, 'lines' | 'goodsReceipts'>,
): ReturnType<typeof invoiceableOf> {
  const fromLines = draft.goodsReceipts.length === 0;
  const own = ownQuantities(fromLines ? draft.lines : []);
  const ownReceipts = new Set(draft.goodsReceipts.map((receipt) => receipt.id));
  return invoiceableOf({
    lines: order.lines,
    lineProgress: order.lineProgress.map((line) => ({
      ...line,
      invoiced: storedLess(line.invoiced, own.get(line.position) ?? '0.0000'),
    })),
    goodsReceipts: order.goodsReceipts.map((receipt) => ({
      ...receipt,
      invoiced: receipt.invoiced && !ownReceipts.has(receipt.id),
    })),
  });
}

/** A draft's edit form: its own lines or receipts ticked, its terms, milestones, where to pay and notes. */
export function draftValues(
  draft: InvoiceDraft,
  offered: Pick<InvoiceFormOrder, 'lines' | 'receipts'>,
  language: Language,
): InvoiceValues {
  const own = ownQuantities(draft.lines);
  const fromReceipts = draft.goodsReceipts.length > 0;
  const quantity = (position: number) => own.get(position);
  return {
    source: fromReceipts ? 'RECEIPTS' : 'LINES',
    receipts: Object.fromEntries(
      offered.receipts.map((receipt) => [
        receipt.id,
        draft.goodsReceipts.some((ownReceipt) => ownReceipt.id === receipt.id),
      ]),
    ),
    lines: offered.lines.map((line) => ({
      orderLine: line.position,
      quantity:
        !fromReceipts && quantity(line.position) !== undefined
          ? formatDecimal(plainQuantity(quantity(line.position)!), language)
          : '',
    })),
    invoiceDate: draft.invoiceDate,
    paymentTermDays: String(draft.paymentTermDays),
    milestones: draft.milestones.map((milestone) => ({
      name: milestone.name,
      percent: formatDecimal(plainQuantity(milestone.percent), language),
      dueDate: milestone.dueDate,
    })),
    bankDetails: draft.bankDetails ?? '',
    notes: draft.notes ?? '',
    approverId: '',
  };
}

/**
 * What the form says the invoice's lines are, as the API takes them (the
 * quantities typed, or the receipts ticked), with the lines taken (for
 * `invoiceFieldOf`); null when that is nothing.
 */
export function invoiceSourceOf(
  values: InvoiceValues,
  order: Pick<InvoiceFormOrder, 'receipts'>,
  language: Language,
) {
  const taken = quantitiesTaken(values.lines, language);
  const receiptIds = order.receipts
    .filter((receipt) => values.receipts[receipt.id])
    .map((receipt) => receipt.id);
  if (values.source === 'LINES' ? taken.length === 0 : receiptIds.length === 0) return null;
  return {
    taken,
    input:
      values.source === 'LINES'
        ? { lines: taken.map(({ orderLine, quantity }) => ({ orderLine, quantity })) }
        : { goodsReceiptIds: receiptIds },
  };
}

/** The form's field a refusal names (a sent line's is its row's quantity), or null for the form's own message. */
export function invoiceFieldOf(
  taken: readonly { index: number }[],
  field: string | null | undefined,
): string | null {
  const line = takenLineField(taken, field);
  if (line) return line;
  return field &&
    /^(invoiceDate|paymentTermDays|bankDetails|notes|approverId|milestones\.\d+\.\w+)$/.test(field)
    ? field
    : null;
}
