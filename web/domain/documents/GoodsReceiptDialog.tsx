import { Textarea } from '@chakra-ui/react';
import { getIn, setIn, useFormikContext, type FormikErrors, type FormikHelpers } from 'formik';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { compareQuantities, parseWrittenQuantity } from '../../../formats/quantity';
import { formatDecimal } from '../../i18n/format';
import type { Language } from '../../i18n/language';
import { useLanguage } from '../../i18n/useLanguage';
import { DateInput } from '../../ui/DateInput';
import { DocumentFormikDialog } from './DocumentFormDialog';
import { FormField } from '../../ui/FormField';
import { todayIn } from '../../ui/filters/todayIn';
import { formikFields } from '../../ui/formikFields';
import { toastSuccess } from '../../ui/toaster';
import type { UserErrorShape } from '../../ui/userErrorsToFormik';
import { useFormFeedback } from '../../ui/useFormFeedback';
import { decimalSeparatorOf, quantitiesLeft, quantitiesTaken } from './documentLineValues';
import { type QuantityLine, QuantityLineFields } from './QuantityLineFields';
import { takenLineField } from './takenLineField';

/** What the dialog receives against: the order and what is left of each of its lines. */
export type ReceivableOrder = {
  id: string;
  number: string;
  orderDate: string;
  lines: readonly QuantityLine[];
};

/** What a receipt records, for the order's own mutation (`goodsReceiptCreate` with its order's id). */
export type GoodsReceiptInput = {
  receivedDate: string;
  notes: string | null;
  lines: { orderLine: number; quantity: string }[];
};

/** What recording answered: the receipt's number, or why it was refused. */
export type RecordedReceipt = {
  readonly goodsReceipt?: { readonly number: string } | null;
  readonly userErrors: readonly UserErrorShape[];
};

type Values = {
  receivedDate: string;
  notes: string;
  /** What was received of each line left, as typed in the reader's writing; empty or 0 for none. */
  lines: { orderLine: number; quantity: string }[];
};

/**
 * What the form refuses before sending, in the service's words: no date, a
 * date before the order's or after `today`, a quantity that is not one or
 * more than is left.
 */
function receiptErrors(
  values: Values,
  order: ReceivableOrder,
  today: string,
  language: Language,
  intl: IntlShape,
): FormikErrors<Values> {
  let errors: FormikErrors<Values> = {};
  if (!values.receivedDate)
    errors.receivedDate = intl.formatMessage({ id: 'validation.fieldRequired' });
  else if (values.receivedDate < order.orderDate)
    errors.receivedDate = intl.formatMessage({ id: 'error.U-INV-GR-4' });
  else if (values.receivedDate > today)
    errors.receivedDate = intl.formatMessage({ id: 'error.U-INV-GR-9' });
  const remainingOf = new Map(order.lines.map((line) => [line.position, line.remaining]));
  values.lines.forEach((line, index) => {
    if (line.quantity.trim() === '') return;
    const quantity = parseWrittenQuantity(line.quantity, decimalSeparatorOf(language));
    const remaining = remainingOf.get(line.orderLine) ?? '0';
    const message = !quantity
      ? intl.formatMessage({ id: 'error.U-INV-DOC-2' }, { line: index + 1 })
      : compareQuantities(quantity, remaining) > 0
        ? intl.formatMessage(
            { id: 'goodsReceipt.overRemaining' },
            { remaining: formatDecimal(remaining, language) },
          )
        : null;
    if (message) errors = setIn(errors, `lines.${index}.quantity`, message) as FormikErrors<Values>;
  });
  return errors;
}

/**
 * Records what arrived of an open order (what the buyer received of a sales
 * order, what the supplier delivered of a purchase order): the date, each
 * line left with its quantity (what is left to start with, in the reader's
 * writing), and notes. More than is left, a date before the order's or after
 * today, or nothing received is refused before sending, in the service's words.
 * `onRecord` runs the order's own mutation.
 */
export function GoodsReceiptDialog({
  order,
  intro,
  timeZone,
  onRecord,
  onClose,
}: {
  order: ReceivableOrder;
  /** What is recorded, above the fields ("What the buyer received of SO/…"). */
  intro: ReactNode;
  timeZone: string;
  onRecord: (input: GoodsReceiptInput) => Promise<RecordedReceipt>;
  onClose: () => void;
}) {
  const intl = useIntl();
  const { language } = useLanguage();
  const feedback = useFormFeedback();
  // Goods cannot arrive on a day yet to come: the field offers no later date and the service refuses one.
  const today = todayIn(timeZone);
  const validate = (values: Values) => receiptErrors(values, order, today, language, intl);

  const submit = async (values: Values, helpers: FormikHelpers<Values>) => {
    const sent = quantitiesTaken(values.lines, language);
    if (sent.length === 0) {
      helpers.setStatus(intl.formatMessage({ id: 'goodsReceipt.nothing' }));
      return;
    }
    const outcome = onRecord({
      receivedDate: values.receivedDate,
      notes: values.notes.trim() || null,
      lines: sent.map(({ orderLine, quantity }) => ({ orderLine, quantity })),
    });
    // The service names a line by its place among those sent: back to its place in the form.
    const saved = await feedback.outcome(
      values,
      helpers,
      outcome,
      (field) =>
        takenLineField(sent, field) ??
        (field && typeof getIn(values, field) === 'string' ? field : null),
    );
    if (!saved?.goodsReceipt) return;
    toastSuccess(
      intl.formatMessage(
        { id: 'goodsReceipt.recorded' },
        { number: saved.goodsReceipt.number, order: order.number },
      ),
    );
    onClose();
  };

  return (
    <DocumentFormikDialog<Values>
      onClose={onClose}
      testId="goods-receipt-dialog"
      title={<FormattedMessage id="goodsReceipt.dialog.title" />}
      formik={{
        initialValues: {
          receivedDate: today,
          notes: '',
          lines: quantitiesLeft(order.lines, language),
        },
        validate,
        onSubmit: submit,
      }}
      form={{
        intro,
        errorTestId: 'goods-receipt-dialog-error',
        submitLabel: <FormattedMessage id="goodsReceipt.dialog.submit" />,
        submitTestId: 'goods-receipt-dialog-confirm',
      }}
    >
      <ReceiptFields {...{ order, today }} />
    </DocumentFormikDialog>
  );
}

/** What a receipt records: its date (from the order's to today), the quantity of each line and notes. */
function ReceiptFields({ order, today }: { order: ReceivableOrder; today: string }) {
  const { errorOf, input } = formikFields(useFormikContext<Values>());
  return (
    <>
      <FormField
        label={<FormattedMessage id="goodsReceipt.receivedDate" />}
        error={errorOf('receivedDate')}
        required
      >
        <DateInput {...input('receivedDate')} min={order.orderDate} max={today} />
      </FormField>
      <QuantityLineFields
        lines={order.lines}
        messages="goodsReceipt"
        testId="goods-receipt-dialog-line"
        errorOf={errorOf}
        input={input}
      />
      <FormField label={<FormattedMessage id="document.field.notes" />} error={errorOf('notes')}>
        <Textarea {...input('notes')} rows={2} maxLength={2000} />
      </FormField>
    </>
  );
}
