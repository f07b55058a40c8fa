import { Grid, Input, Stack } from '@chakra-ui/react';
import { useFormikContext, type FormikHelpers } from 'formik';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql } from 'react-relay';
import { useNavigate } from 'react-router';
import type {
  BillCategory,
  PurchaseOrderBillDialogMutation,
} from '../../__generated__/PurchaseOrderBillDialogMutation.graphql';
import { addDays } from '../../../formats/calendar';
import { DocumentFormikDialog } from '../../domain/documents/DocumentFormDialog';
import {
  cashCategoryLabel,
  OUTFLOW_CASH_CATEGORIES,
} from '../../domain/records/cashCategoryLabels';
import { uuidOf } from '../../relay/globalId';
import { useCommit } from '../../relay/useCommit';
import { DateInput } from '../../ui/DateInput';
import { FormField } from '../../ui/FormField';
import { todayIn } from '../../ui/filters/todayIn';
import { formikFields } from '../../ui/formikFields';
import { OptionSelect } from '../../ui/OptionSelect';
import { toastSuccess } from '../../ui/toaster';
import { useFormFeedback } from '../../ui/useFormFeedback';

type BillValues = { date: string; dueDate: string; category: string; number: string };

/** The fields the service names that the dialog shows; any other refusal is said above them. */
const FIELDS = /^(date|dueDate|category|number)$/;

/**
 * Makes a bill from a purchase order (the three-way match): what is received
 * and not billed yet of each line, at the order's prices, from its supplier,
 * in its currency; the dialog asks only the bill's dates, its category and
 * the supplier's invoice number. Once made, to the bill's page, where its
 * lines stand beside the order and its receipts.
 */
export function PurchaseOrderBillDialog({
  order,
  timeZone,
  onClose,
}: {
  order: { id: string; number: string };
  timeZone: string;
  onClose: () => void;
}) {
  const submit = useBillWrite(order, onClose);
  const today = todayIn(timeZone);
  return (
    <DocumentFormikDialog<BillValues>
      onClose={onClose}
      testId="purchase-order-bill-dialog"
      title={<FormattedMessage id="purchaseOrders.bill.title" />}
      formik={{
        initialValues: {
          date: today,
          dueDate: addDays(today, 30),
          category: 'INVENTORY',
          number: '',
        },
        onSubmit: submit,
      }}
      form={{
        intro: (
          <FormattedMessage id="purchaseOrders.bill.intro" values={{ number: order.number }} />
        ),
        errorTestId: 'purchase-order-bill-error',
        submitLabel: <FormattedMessage id="purchaseOrders.bill.submit" />,
        submitTestId: 'purchase-order-bill-confirm',
      }}
    >
      <BillFields />
    </DocumentFormikDialog>
  );
}

/** The bill's dates, category and the supplier's invoice number. */
function BillFields() {
  const intl = useIntl();
  const { errorOf, input } = formikFields(useFormikContext<BillValues>());
  return (
    <Stack gap="3">
      <Grid templateColumns={{ base: '1fr', sm: '1fr 1fr' }} gap="3">
        <FormField
          label={<FormattedMessage id="purchaseOrders.bill.date" />}
          error={errorOf('date')}
          required
        >
          <DateInput {...input('date')} />
        </FormField>
        <FormField
          label={<FormattedMessage id="purchaseOrders.bill.dueDate" />}
          error={errorOf('dueDate')}
          required
        >
          <DateInput {...input('dueDate')} />
        </FormField>
      </Grid>
      <FormField
        label={<FormattedMessage id="purchaseOrders.bill.category" />}
        error={errorOf('category')}
        required
      >
        <OptionSelect
          {...input('category')}
          options={OUTFLOW_CASH_CATEGORIES.map((category) => ({
            value: category,
            label: intl.formatMessage(cashCategoryLabel(category)),
          }))}
        />
      </FormField>
      <FormField
        label={<FormattedMessage id="purchaseOrders.bill.number" />}
        error={errorOf('number')}
        helper={<FormattedMessage id="purchaseOrders.bill.numberHint" />}
      >
        <Input {...input('number')} maxLength={100} autoComplete="off" />
      </FormField>
    </Stack>
  );
}

/** The dialog's submit: the server's refusals land on their field or above them; once made, to the bill's page. */
function useBillWrite(order: { id: string; number: string }, onClose: () => void) {
  const intl = useIntl();
  const navigate = useNavigate();
  const feedback = useFormFeedback();
  const [commit] = useCommit<PurchaseOrderBillDialogMutation>(graphql`
    mutation PurchaseOrderBillDialogMutation($input: BillFromPurchaseOrderInput!) {
      billCreateFromPurchaseOrder(input: $input) {
        bill {
          id
          purchaseOrder {
            ...PurchaseOrderDetail_purchaseOrder
          }
        }
        userErrors {
          ...userErrorFields_userError @relay(mask: false)
        }
      }
    }
  `);
  return async (values: BillValues, helpers: FormikHelpers<BillValues>) => {
    const outcome = commit({
      variables: {
        input: {
          purchaseOrderId: order.id,
          date: values.date,
          dueDate: values.dueDate,
          category: values.category as BillCategory,
          number: values.number.trim() || null,
        },
      },
    }).then((answer) => answer.billCreateFromPurchaseOrder);
    const saved = await feedback.outcome(values, helpers, outcome, (field) =>
      field && FIELDS.test(field) ? field : null,
    );
    if (!saved?.bill) return;
    toastSuccess(intl.formatMessage({ id: 'purchaseOrders.bill.made' }, { order: order.number }));
    onClose();
    void navigate(`/bills/${uuidOf(saved.bill.id, 'Bill')}`);
  };
}
