import type { FormikHelpers } from 'formik';
import { FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { RecurringInvoiceEditForm_recurringInvoice$key } from '../../__generated__/RecurringInvoiceEditForm_recurringInvoice.graphql';
import type { RecurringInvoiceEditFormUpdateMutation } from '../../__generated__/RecurringInvoiceEditFormUpdateMutation.graphql';
import { plainQuantity } from '../../../formats/quantity';
import { formatDecimal } from '../../i18n/format';
import { uuidOf } from '../../relay/globalId';
import { useCommit } from '../../relay/useCommit';
import {
  RecurringInvoiceFormBody,
  recurringLinesOf,
  useRecurringInvoiceSave,
  type RecurringInvoiceValues,
} from './RecurringInvoiceForm';

/**
 * Changes a recurring invoice: the set-up form prefilled with what it holds
 * now (its order fixed), saved on the version it was read at, so a change
 * someone made meanwhile is refused (U-INV-REC-9) rather than overwritten.
 * Only the fields the member changed are sent: an unchanged next date that
 * has passed while it was paused is no refusal. Once saved, back to its page.
 */
export function RecurringInvoiceEditForm({
  recurringInvoice,
  today,
}: {
  recurringInvoice: RecurringInvoiceEditForm_recurringInvoice$key;
  today: string;
}) {
  const { language, save } = useRecurringInvoiceSave();
  const data = useFragment(
    graphql`
      fragment RecurringInvoiceEditForm_recurringInvoice on RecurringInvoice {
        id
        version
        nextDate
        endDate
        count
        notes
        lines {
          orderLine
          quantity
        }
        salesOrder {
          ...RecurringInvoiceForm_order @relay(mask: false)
        }
      }
    `,
    recurringInvoice,
  );
  const [commit] = useCommit<RecurringInvoiceEditFormUpdateMutation>(graphql`
    mutation RecurringInvoiceEditFormUpdateMutation($input: RecurringInvoiceUpdateInput!) {
      recurringInvoiceUpdate(input: $input) {
        recurringInvoice {
          ...RecurringInvoiceDetailPage_recurringInvoice
          ...RecurringInvoiceEditForm_recurringInvoice
        }
        userErrors {
          ...userErrorFields_userError @relay(mask: false)
        }
      }
    }
  `);
  const pagePath = `/recurring-invoices/${uuidOf(data.id, 'RecurringInvoice')}`;
  const initialValues: RecurringInvoiceValues = {
    salesOrderId: data.salesOrder?.id ?? '',
    quantities: Object.fromEntries(
      data.lines.map((line) => [
        String(line.orderLine),
        formatDecimal(plainQuantity(line.quantity), language),
      ]),
    ),
    nextDate: data.nextDate,
    endDate: data.endDate ?? '',
    count: data.count === null ? '' : String(data.count),
    notes: data.notes ?? '',
  };
  const submit = async (
    values: RecurringInvoiceValues,
    helpers: FormikHelpers<RecurringInvoiceValues>,
  ) => {
    const changed = (field: keyof RecurringInvoiceValues) =>
      JSON.stringify(values[field]) !== JSON.stringify(initialValues[field]);
    const input = {
      recurringInvoiceId: data.id,
      version: data.version,
      ...(changed('quantities') ? { lines: recurringLinesOf(values, language) } : {}),
      ...(changed('nextDate') ? { nextDate: values.nextDate } : {}),
      // Emptied: the template no longer ends on a date.
      ...(changed('endDate') ? { endDate: values.endDate || null } : {}),
      ...(changed('count') && values.count ? { count: Number(values.count) } : {}),
      ...(changed('notes') ? { notes: values.notes.trim() } : {}),
    };
    await save(
      values,
      helpers,
      commit({ variables: { input } }).then((response) => response.recurringInvoiceUpdate),
      { message: 'recurringInvoices.form.saved', to: pagePath },
    );
  };
  return (
    <RecurringInvoiceFormBody
      initialValues={initialValues}
      onSubmit={submit}
      orders={data.salesOrder ? [data.salesOrder] : []}
      orderFixed
      today={today}
      cancelTo={pagePath}
      submitLabel={<FormattedMessage id="recurringInvoices.form.save" />}
    />
  );
}
