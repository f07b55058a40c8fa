import { Grid, GridItem, IconButton, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { FieldArray, Formik, useFormikContext, type FormikHelpers } from 'formik';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatDate, formatMoney } from '../../i18n/format';
import { useLanguage } from '../../i18n/useLanguage';
import { AddButton } from '../../ui/AddButton';
import { DateInput } from '../../ui/DateInput';
import { FormDialogForm } from '../../ui/FormDialogForm';
import { FormField } from '../../ui/FormField';
import { formikFields } from '../../ui/formikFields';
import { FormikCheckbox } from '../../ui/FormikCheckbox';
import { MenuIcon } from '../../ui/MenuIcon';
import { OptionSelect } from '../../ui/OptionSelect';
import { DocumentFormDialog } from '../documents/DocumentFormDialog';
import { QuantityLineFields } from '../documents/QuantityLineFields';
import { InvoiceApproverSelect } from './InvoiceApproverSelect';
import { invoiceErrors, type InvoiceFormOrder, type InvoiceValues } from './invoiceFormValues';

/**
 * An invoice's form, to write one for an open order or to edit a draft: from
 * the order's goods receipts not yet billed (ticked), or from what is left to
 * invoice of its lines; its date, payment terms (the buyer's when left
 * empty), milestones by percent, where to pay, notes, and, when it is
 * written, the approver who alone may approve it (any member who may approve
 * invoices when none is chosen).
 */
export function InvoiceFormDialog({
  order,
  initialValues,
  title,
  intro,
  submitLabel,
  withApprover,
  onSubmit,
  onClose,
}: {
  order: InvoiceFormOrder;
  initialValues: InvoiceValues;
  title: ReactNode;
  intro: ReactNode;
  submitLabel: ReactNode;
  /** Whether it names its approver: a draft's edit leaves that to the approver's own change. */
  withApprover: boolean;
  onSubmit: (values: InvoiceValues, helpers: FormikHelpers<InvoiceValues>) => Promise<void>;
  onClose: () => void;
}) {
  const intl = useIntl();
  const { language } = useLanguage();
  return (
    <DocumentFormDialog onClose={onClose} testId="invoice-dialog" title={title}>
      <Formik<InvoiceValues>
        initialValues={initialValues}
        validate={(values) => invoiceErrors(values, order.lines, language, intl)}
        onSubmit={onSubmit}
      >
        <FormDialogForm
          intro={intro}
          errorTestId="invoice-dialog-error"
          onCancel={onClose}
          submitLabel={submitLabel}
          submitTestId="invoice-dialog-confirm"
        >
          <InvoiceSourceFields order={order} />
          <InvoiceTermsFields withApprover={withApprover} />
        </FormDialogForm>
      </Formik>
    </DocumentFormDialog>
  );
}

/** Where the invoice's lines come from: the receipts ticked, or a quantity of each line. */
function InvoiceSourceFields({ order }: { order: InvoiceFormOrder }) {
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

/** The invoice's date and terms, milestones, where to pay, notes and (`withApprover`) its approver. */
function InvoiceTermsFields({ withApprover }: { withApprover: boolean }) {
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
      {withApprover ? <InvoiceApproverField /> : null}
    </Stack>
  );
}

/** The invoice's milestones: each a name, a percent and a due date (the invoice's when left empty), up to 12. */
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
