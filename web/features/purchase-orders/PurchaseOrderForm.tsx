import { Grid, Input, Stack } from '@chakra-ui/react';
import { Formik, useFormikContext, type FormikHelpers } from 'formik';
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { useNavigate } from 'react-router';
import type {
  PurchaseOrderForm_options$data,
  PurchaseOrderForm_options$key,
} from '../../__generated__/PurchaseOrderForm_options.graphql';
import type { PurchaseOrderFormCreateMutation } from '../../__generated__/PurchaseOrderFormCreateMutation.graphql';
import { CounterpartySelect } from '../../domain/CounterpartySelect';
import { DocumentCurrencyField } from '../../domain/documents/DocumentCurrencyField';
import { DocumentLinesSection } from '../../domain/documents/DocumentLinesSection';
import { emptyLine } from '../../domain/documents/documentLineValues';
import { useDocumentLinesForm } from '../../domain/documents/useDocumentLinesForm';
import { uuidOf } from '../../relay/globalId';
import { useCommit } from '../../relay/useCommit';
import { DateInput } from '../../ui/DateInput';
import { FormErrorAlert } from '../../ui/FormErrorAlert';
import { FormField } from '../../ui/FormField';
import { formikFields } from '../../ui/formikFields';
import { FormPageActions } from '../../ui/FormPageActions';
import { FormSection } from '../../ui/FormSection';
import { NoticeAlert } from '../../ui/NoticeAlert';
import { toastSuccess } from '../../ui/toaster';
import { purchaseOrderFormSchema, type PurchaseOrderFormValues } from './purchaseOrderFormSchema';

/**
 * Writes a purchase order: its supplier (one of the organisation's
 * counterparties), the supplier's reference, the order and expected dates,
 * its currency (IDR, USD or SGD: the lines' prices are in it), lines and a discount on the whole, and notes, with the figures the service
 * will store shown as the lines are typed. The service's rules are checked
 * first in its own words; one it still applies lands on the field it names,
 * or above the buttons. Once written, to the order's page.
 */
export function PurchaseOrderForm({
  options,
  today,
}: {
  options: PurchaseOrderForm_options$key;
  /** Today in the organisation's time zone: the order's date to start with. */
  today: string;
}) {
  const choices = useFragment(
    graphql`
      fragment PurchaseOrderForm_options on Query
      @argumentDefinitions(withSuppliers: { type: "Boolean", defaultValue: false }) {
        ...CounterpartySelect_query @include(if: $withSuppliers) @alias(as: "supplierChoices")
      }
    `,
    options,
  );
  const intl = useIntl();
  const navigate = useNavigate();
  const form = useDocumentLinesForm();
  const schema = useMemo(() => purchaseOrderFormSchema(intl), [intl]);
  const [commitCreate] = useCommit<PurchaseOrderFormCreateMutation>(graphql`
    mutation PurchaseOrderFormCreateMutation($input: PurchaseOrderCreateInput!) {
      purchaseOrderCreate(input: $input) {
        purchaseOrder {
          id
          number
        }
        userErrors {
          ...userErrorFields_userError @relay(mask: false)
        }
      }
    }
  `);

  const submit = async (
    values: PurchaseOrderFormValues,
    helpers: FormikHelpers<PurchaseOrderFormValues>,
  ) => {
    const created = commitCreate({
      variables: {
        input: {
          supplierId: values.supplierId,
          supplierReference: values.supplierReference.trim() || null,
          orderDate: values.orderDate,
          expectedDate: values.expectedDate || null,
          currency: values.currency,
          notes: values.notes.trim() || null,
          ...form.linesInput(values),
        },
      },
    }).then((answer) => answer.purchaseOrderCreate);
    const order = (await form.save(values, helpers, created))?.purchaseOrder;
    if (!order) return;
    toastSuccess(
      intl.formatMessage({ id: 'purchaseOrders.form.created' }, { number: order.number }),
    );
    void navigate(`/purchase-order/detail/${uuidOf(order.id, 'PurchaseOrder')}`);
  };

  return (
    <Formik<PurchaseOrderFormValues>
      initialValues={{
        supplierId: '',
        supplierReference: '',
        orderDate: today,
        expectedDate: '',
        currency: 'IDR',
        notes: '',
        lines: [emptyLine()],
        documentDiscount: '',
        pricesIncludeTax: false,
      }}
      validationSchema={schema}
      validate={form.validate}
      onSubmit={submit}
    >
      <PurchaseOrderFormBody supplierChoices={choices.supplierChoices} />
    </Formik>
  );
}

/** The form's sections and buttons; the supplier is chosen only by a viewer who may read counterparties. */
function PurchaseOrderFormBody({
  supplierChoices,
}: {
  supplierChoices: PurchaseOrderForm_options$data['supplierChoices'];
}) {
  const intl = useIntl();
  const formik = useFormikContext<PurchaseOrderFormValues>();
  const { errorOf, input } = formikFields(formik);
  return (
    <form noValidate onSubmit={formik.handleSubmit} data-testid="purchase-order-form">
      <Stack gap="6" maxWidth="6xl">
        <FormSection
          title={<FormattedMessage id="purchaseOrders.form.orderSection" />}
          description={<FormattedMessage id="purchaseOrders.form.orderSectionHint" />}
        >
          <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="5">
            <FormField
              label={<FormattedMessage id="purchaseOrders.field.supplier" />}
              error={errorOf('supplierId')}
              required
            >
              {supplierChoices ? (
                <CounterpartySelect
                  {...input('supplierId')}
                  query={supplierChoices}
                  activeOnly
                  emptyLabel={intl.formatMessage({ id: 'purchaseOrders.form.chooseSupplier' })}
                />
              ) : (
                <NoticeAlert
                  status="warning"
                  testId="purchase-order-form-no-suppliers"
                  title={<FormattedMessage id="purchaseOrders.form.noSupplierAccess" />}
                />
              )}
            </FormField>
            <FormField
              label={<FormattedMessage id="purchaseOrders.field.supplierReference" />}
              error={errorOf('supplierReference')}
              helper={<FormattedMessage id="purchaseOrders.form.supplierReferenceHint" />}
            >
              <Input {...input('supplierReference')} autoComplete="off" maxLength={100} />
            </FormField>
            <FormField
              label={<FormattedMessage id="purchaseOrders.field.orderDate" />}
              error={errorOf('orderDate')}
              required
            >
              <DateInput {...input('orderDate')} />
            </FormField>
            <FormField
              label={<FormattedMessage id="purchaseOrders.field.expectedDate" />}
              error={errorOf('expectedDate')}
            >
              <DateInput {...input('expectedDate')} min={formik.values.orderDate || undefined} />
            </FormField>
            <DocumentCurrencyField
              label={<FormattedMessage id="purchaseOrders.field.currency" />}
              hint={<FormattedMessage id="purchaseOrders.form.currencyHint" />}
              testId="purchase-order-currency"
            />
          </Grid>
        </FormSection>

        <DocumentLinesSection currency={formik.values.currency} />

        <FormErrorAlert message={formik.status as string | undefined} />
        <FormPageActions
          cancelTo="/purchase-order"
          submitting={formik.isSubmitting}
          submitLabel={<FormattedMessage id="purchaseOrders.form.submit" />}
          submitTestId="purchase-order-submit"
        />
      </Stack>
    </form>
  );
}
