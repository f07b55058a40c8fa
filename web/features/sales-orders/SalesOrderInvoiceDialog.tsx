import { Grid, GridItem, IconButton, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { FieldArray, Formik, useFormikContext, type FormikHelpers } from 'formik';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql } from 'react-relay';
import { useNavigate } from 'react-router';
import type { SalesOrderInvoiceDialogMutation } from '../../__generated__/SalesOrderInvoiceDialogMutation.graphql';
import { formatDate, formatMoney } from '../../i18n/format';
import { useLanguage } from '../../i18n/useLanguage';
import { uuidOf } from '../../relay/globalId';
import { useCommit } from '../../relay/useCommit';
import { AddButton } from '../../ui/AddButton';
import { DateInput } from '../../ui/DateInput';
import { DocumentFormDialog } from '../../domain/documents/DocumentFormDialog';
import { FormDialogForm } from '../../ui/FormDialogForm';
import { FormField } from '../../ui/FormField';
import { todayIn } from '../../ui/filters/todayIn';
import { formikFields } from '../../ui/formikFields';
import { MenuIcon } from '../../ui/MenuIcon';
import { OptionSelect } from '../../ui/OptionSelect';
import { toastSuccess } from '../../ui/toaster';
import { useFormFeedback } from '../../ui/useFormFeedback';
import { quantitiesLeft, quantitiesTaken } from '../../domain/documents/documentLineValues';
import { QuantityLineFields, type QuantityLine } from '../../domain/documents/QuantityLineFields';
import { takenLineField } from '../../domain/documents/takenLineField';
import { InvoiceApproverSelect } from '../../domain/invoices/InvoiceApproverSelect';
import { invoiceErrors, milestonesOf, type InvoiceValues } from './salesOrderInvoiceValues';
import { FormikCheckbox } from '../../ui/FormikCheckbox';

/** A receipt the dialog may bill: received and billed by no invoice yet. */
export type BillableReceipt = {
  id: string;
  number: string;
  receivedDate: string;
  total: { amount: string; currency: string };
};

type InvoiceableOrder = {
  id: string;
  number: string;
  lines: readonly QuantityLine[];
  receipts: readonly BillableReceipt[];
};

/**
 * Writes a draft invoice for an open order: from its goods receipts not yet
 * billed (ticked), or from what is left to invoice of its lines; its date,
 * payment terms (the buyer's when left empty), milestones by percent, where
 * to pay, notes, and the approver who alone may approve it (any member who
 * may approve invoices when none is chosen). Once written, to the draft's
 * page, where its figures are and from where it is submitted.
 */
export function SalesOrderInvoiceDialog({
  order,
  timeZone,
  onClose,
}: {
  order: InvoiceableOrder;
  timeZone: string;
  onClose: () => void;
}) {
  const intl = useIntl();
  const { language } = useLanguage();
  const submit = useInvoiceWrite(order, onClose);

  return (
    <DocumentFormDialog
      onClose={onClose}
      testId="invoice-dialog"
      title={<FormattedMessage id="salesOrders.invoice.title" />}
    >
      <Formik<InvoiceValues>
        initialValues={{
          source: order.receipts.length > 0 ? 'RECEIPTS' : 'LINES',
          receipts: Object.fromEntries(order.receipts.map((receipt) => [receipt.id, true])),
          lines: quantitiesLeft(order.lines, language),
          invoiceDate: todayIn(timeZone),
          paymentTermDays: '',
          milestones: [],
          bankDetails: '',
          notes: '',
          approverId: '',
        }}
        validate={(values) => invoiceErrors(values, order.lines, language, intl)}
        onSubmit={submit}
      >
        <FormDialogForm
          intro={
            <FormattedMessage id="salesOrders.invoice.intro" values={{ number: order.number }} />
          }
          errorTestId="invoice-dialog-error"
          onCancel={onClose}
          submitLabel={<FormattedMessage id="salesOrders.invoice.submit" />}
          submitTestId="invoice-dialog-confirm"
        >
          <InvoiceSourceFields order={order} />
          <InvoiceTermsFields />
        </FormDialogForm>
      </Formik>
    </DocumentFormDialog>
  );
}

/** Where the invoice's lines come from: the receipts ticked, or a quantity of each line. */
function InvoiceSourceFields({ order }: { order: InvoiceableOrder }) {
  const intl = useIntl();
  const { language } = useLanguage();
  const formik = useFormikContext<InvoiceValues>();
  const { errorOf, input } = formikFields(formik);
  return (
    <Stack gap="3">
      <FormField label={<FormattedMessage id="salesOrders.invoice.source" />}>
        <OptionSelect
          {...input('source')}
          data-testid="invoice-dialog-source"
          options={[
            ...(order.receipts.length > 0
              ? [
                  {
                    value: 'RECEIPTS',
                    label: intl.formatMessage({ id: 'salesOrders.invoice.fromReceipts' }),
                  },
                ]
              : []),
            { value: 'LINES', label: intl.formatMessage({ id: 'salesOrders.invoice.fromLines' }) },
          ]}
        />
      </FormField>
      {formik.values.source === 'RECEIPTS' ? (
        order.receipts.map((receipt) => (
          <FormikCheckbox
            key={receipt.id}
            name={`receipts.${receipt.id}`}
            label={`${receipt.number} · ${formatDate(receipt.receivedDate, language)} · ${formatMoney(receipt.total.amount, receipt.total.currency, language)}`}
            testId="invoice-dialog-receipt"
          />
        ))
      ) : (
        <QuantityLineFields
          lines={order.lines}
          messages="salesOrders.invoice"
          testId="invoice-dialog-line"
          errorOf={errorOf}
          input={input}
        />
      )}
    </Stack>
  );
}

/** The invoice's date and terms, milestones, where to pay and notes. */
function InvoiceTermsFields() {
  const formik = useFormikContext<InvoiceValues>();
  const { errorOf, input } = formikFields(formik);
  return (
    <Stack gap="3">
      <Grid templateColumns={{ base: '1fr', sm: '1fr 1fr' }} gap="3">
        <FormField
          label={<FormattedMessage id="salesOrders.invoice.date" />}
          error={errorOf('invoiceDate')}
          required
        >
          <DateInput {...input('invoiceDate')} />
        </FormField>
        <FormField
          label={<FormattedMessage id="salesOrders.invoice.terms" />}
          error={errorOf('paymentTermDays')}
          helper={<FormattedMessage id="salesOrders.invoice.termsHint" />}
        >
          <Input {...input('paymentTermDays')} inputMode="numeric" autoComplete="off" />
        </FormField>
      </Grid>
      <InvoiceMilestoneFields />
      <FormField
        label={<FormattedMessage id="salesOrders.invoice.bankDetails" />}
        error={errorOf('bankDetails')}
      >
        <Textarea {...input('bankDetails')} rows={2} maxLength={500} />
      </FormField>
      <FormField label={<FormattedMessage id="salesOrders.field.notes" />} error={errorOf('notes')}>
        <Textarea {...input('notes')} rows={2} maxLength={2000} />
      </FormField>
      <InvoiceApproverField />
    </Stack>
  );
}

/** The invoice's milestones: each a name, a percent and a due date, up to 12. */
function InvoiceMilestoneFields() {
  const intl = useIntl();
  const formik = useFormikContext<InvoiceValues>();
  const { errorOf, listErrorOf, input } = formikFields(formik);
  return (
    <FieldArray name="milestones">
      {(milestones) => (
        <Stack gap="2">
          {formik.values.milestones.map((_, index) => (
            <Grid
              key={index}
              templateColumns={{ base: '1fr 6rem auto', md: '1fr 6rem 10rem auto' }}
              gap="2"
              alignItems="end"
              data-testid="invoice-dialog-milestone"
            >
              <FormField
                label={<FormattedMessage id="salesOrders.invoice.milestone" />}
                error={errorOf(`milestones.${index}.name`)}
              >
                <Input {...input(`milestones.${index}.name`)} maxLength={100} autoComplete="off" />
              </FormField>
              <FormField
                label={<FormattedMessage id="salesOrders.invoice.percent" />}
                error={errorOf(`milestones.${index}.percent`)}
              >
                <Input
                  {...input(`milestones.${index}.percent`)}
                  inputMode="decimal"
                  autoComplete="off"
                />
              </FormField>
              <GridItem colSpan={{ base: 2, md: 1 }} rowStart={{ base: 2, md: 'auto' }}>
                <FormField
                  label={<FormattedMessage id="salesOrders.invoice.milestoneDue" />}
                  error={errorOf(`milestones.${index}.dueDate`)}
                >
                  <DateInput {...input(`milestones.${index}.dueDate`)} />
                </FormField>
              </GridItem>
              <IconButton
                size="sm"
                variant="ghost"
                colorPalette="red"
                aria-label={intl.formatMessage({ id: 'salesOrders.invoice.removeMilestone' })}
                onClick={() => milestones.remove(index)}
              >
                <MenuIcon name="trash" />
              </IconButton>
            </Grid>
          ))}
          {listErrorOf('milestonesTotal') ? (
            <Text color="fg.error" fontSize="sm">
              {listErrorOf('milestonesTotal')}
            </Text>
          ) : null}
          <AddButton
            alignSelf="flex-start"
            label={<FormattedMessage id="salesOrders.invoice.addMilestone" />}
            onClick={() => milestones.push({ name: '', percent: '', dueDate: '' })}
            disabled={formik.values.milestones.length >= 12}
            testId="invoice-dialog-add-milestone"
          />
        </Stack>
      )}
    </FieldArray>
  );
}

/**
 * Who approves the invoice: one of the members who may approve invoices
 * (the writer left out), or, left empty, any of them but its writer and
 * submitter. The rest of the form is there while they load.
 */
function InvoiceApproverField() {
  const intl = useIntl();
  const formik = useFormikContext<InvoiceValues>();
  const { errorOf, input } = formikFields(formik);
  const field = {
    ...input('approverId'),
    placeholder: intl.formatMessage({ id: 'salesOrders.invoice.approverAny' }),
  };
  return (
    <FormField
      label={<FormattedMessage id="salesOrders.invoice.approver" />}
      error={errorOf('approverId')}
      helper={<FormattedMessage id="salesOrders.invoice.approverHint" />}
    >
      <InvoiceApproverSelect field={field} testId="invoice-dialog-approver" />
    </FormField>
  );
}

/**
 * The dialog's submit: writes the draft from the receipts ticked or the
 * quantities typed (saying so when that is nothing); the server's refusals
 * land on their field, and once written a toast says so and the draft's page
 * opens.
 */
function useInvoiceWrite(order: InvoiceableOrder, onClose: () => void) {
  const intl = useIntl();
  const { language } = useLanguage();
  const navigate = useNavigate();
  const feedback = useFormFeedback();
  const [commit] = useCommit<SalesOrderInvoiceDialogMutation>(graphql`
    mutation SalesOrderInvoiceDialogMutation($input: SalesInvoiceCreateInput!) {
      salesInvoiceCreate(input: $input) {
        salesInvoice {
          id
          salesOrder {
            ...SalesOrderDetail_salesOrder
          }
        }
        userErrors {
          ...userErrorFields_userError @relay(mask: false)
        }
      }
    }
  `);

  const submit = async (values: InvoiceValues, helpers: FormikHelpers<InvoiceValues>) => {
    const lines = quantitiesTaken(values.lines, language);
    const receiptIds = order.receipts
      .filter((receipt) => values.receipts[receipt.id])
      .map((receipt) => receipt.id);
    if (values.source === 'LINES' ? lines.length === 0 : receiptIds.length === 0) {
      helpers.setStatus(intl.formatMessage({ id: 'salesOrders.invoice.nothing' }));
      return;
    }
    const input = {
      salesOrderId: order.id,
      invoiceDate: values.invoiceDate,
      ...(values.source === 'LINES'
        ? { lines: lines.map(({ orderLine, quantity }) => ({ orderLine, quantity })) }
        : { goodsReceiptIds: receiptIds }),
      paymentTermDays: values.paymentTermDays === '' ? null : Number(values.paymentTermDays),
      milestones: values.milestones.length > 0 ? milestonesOf(values, language) : null,
      bankDetails: values.bankDetails.trim() || null,
      notes: values.notes.trim() || null,
      approverId: values.approverId || null,
    };
    const outcome = commit({ variables: { input } }).then((answer) => answer.salesInvoiceCreate);
    const saved = await feedback.outcome(values, helpers, outcome, (field) => {
      const line = takenLineField(lines, field);
      if (line) return line;
      return field &&
        /^(invoiceDate|paymentTermDays|bankDetails|notes|approverId|milestones\.\d+\.\w+)$/.test(
          field,
        )
        ? field
        : null;
    });
    if (!saved?.salesInvoice) return;
    toastSuccess(
      intl.formatMessage({ id: 'salesOrders.invoice.written' }, { order: order.number }),
    );
    onClose();
    void navigate(`/invoices/detail/${uuidOf(saved.salesInvoice.id, 'SalesInvoice')}`);
  };
  return submit;
}
