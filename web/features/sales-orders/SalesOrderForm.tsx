import { Button, Grid, Input, Stack } from '@chakra-ui/react';
import { Formik, useFormikContext, type FormikHelpers } from 'formik';
import { useCallback, useMemo, useRef, type RefObject } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { useNavigate } from 'react-router';
import type {
  SalesOrderForm_options$data,
  SalesOrderForm_options$key,
} from '../../__generated__/SalesOrderForm_options.graphql';
import type { SalesOrderFormCreateMutation } from '../../__generated__/SalesOrderFormCreateMutation.graphql';
import { BuyerSelect, type ChosenBuyer } from '../../domain/BuyerSelect';
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
import { salesOrderFormSchema, type SalesOrderFormValues } from './salesOrderFormSchema';

const LIST_PATH = '/sales-order';

type SalesOrderFormProps = {
  options: SalesOrderForm_options$key;
  /** Today in the organisation's time zone: the order's date to start with. */
  today: string;
};

/**
 * Writes a sales order: its buyer, the buyer's PO reference, order and
 * required dates, its currency (IDR, USD or SGD: its prices and its
 * invoices' are in it), lines and a discount on the whole, and notes, with the
 * figures the service will store shown as the lines are typed. The service's
 * rules are checked first in its own words; one it still applies (the
 * buyer's credit limit) is shown above the buttons. Save as draft keeps it
 * as a DRAFT, submitted later from its page (it reserves no credit until
 * then). Once written, to the order's page.
 */
export function SalesOrderForm({ options, today }: SalesOrderFormProps) {
  const choices = useFragment(
    graphql`
      fragment SalesOrderForm_options on Query
      @argumentDefinitions(withBuyers: { type: "Boolean", defaultValue: false }) {
        ...BuyerSelect_query @include(if: $withBuyers) @alias(as: "buyerChoices")
      }
    `,
    options,
  );
  const intl = useIntl();
  const navigate = useNavigate();
  const form = useDocumentLinesForm();
  const schema = useMemo(() => salesOrderFormSchema(intl), [intl]);
  // Set by Save as draft just before it submits the form; the form's own submit button clears it.
  const asDraftRef = useRef(false);
  const [commitCreate] = useCommit<SalesOrderFormCreateMutation>(graphql`
    mutation SalesOrderFormCreateMutation($input: SalesOrderCreateInput!) {
      salesOrderCreate(input: $input) {
        salesOrder {
          id
          number
        }
        userErrors {
          ...userErrorFields_userError @relay(mask: false)
        }
      }
    }
  `);

  const initialValues: SalesOrderFormValues = {
    customerId: '',
    poReference: '',
    orderDate: today,
    requiredDate: '',
    currency: 'IDR',
    notes: '',
    lines: [emptyLine()],
    documentDiscount: '',
    pricesIncludeTax: false,
  };

  const submit = async (
    values: SalesOrderFormValues,
    helpers: FormikHelpers<SalesOrderFormValues>,
  ) => {
    const input = {
      customerId: values.customerId,
      poReference: values.poReference.trim() || null,
      orderDate: values.orderDate,
      requiredDate: values.requiredDate || null,
      currency: values.currency,
      notes: values.notes.trim() || null,
      draft: asDraftRef.current,
      ...form.linesInput(values),
    };
    const commit = commitCreate({ variables: { input } }).then(
      (response) => response.salesOrderCreate,
    );
    // The credit limit is about the whole order: above the buttons, not under one line.
    const saved = await form.save(values, helpers, commit);
    if (!saved?.salesOrder) return;
    toastSuccess(
      intl.formatMessage(
        { id: input.draft ? 'salesOrders.form.drafted' : 'salesOrders.form.created' },
        { number: saved.salesOrder.number },
      ),
    );
    void navigate(`/sales-order/detail/${uuidOf(saved.salesOrder.id, 'SalesOrder')}`);
  };

  return (
    <Formik<SalesOrderFormValues>
      initialValues={initialValues}
      validationSchema={schema}
      validate={form.validate}
      onSubmit={submit}
    >
      <SalesOrderFormBody buyerChoices={choices.buyerChoices} asDraftRef={asDraftRef} />
    </Formik>
  );
}

/**
 * The order's buyer, chosen only by a viewer who may read customers. A buyer
 * with a credit limit orders in its limit's currency only (U-INV-SO-10):
 * choosing one starts the order in it; the clerk may change it.
 */
function SalesOrderBuyerField({
  buyerChoices,
}: {
  buyerChoices: SalesOrderForm_options$data['buyerChoices'];
}) {
  const intl = useIntl();
  const formik = useFormikContext<SalesOrderFormValues>();
  const { errorOf, input } = formikFields(formik);
  const { setFieldValue } = formik;
  const chosen = useCallback(
    (next: ChosenBuyer | null) => {
      if (next) void setFieldValue('currency', next.currency);
    },
    [setFieldValue],
  );
  return (
    <FormField
      label={<FormattedMessage id="salesOrders.field.customer" />}
      error={errorOf('customerId')}
      required
    >
      {buyerChoices ? (
        <BuyerSelect
          {...input('customerId')}
          query={buyerChoices}
          emptyLabel={intl.formatMessage({ id: 'salesOrders.form.chooseBuyer' })}
          onChosen={chosen}
        />
      ) : (
        <NoticeAlert
          status="warning"
          testId="sales-order-form-no-buyers"
          title={<FormattedMessage id="salesOrders.form.noCustomerAccess" />}
        />
      )}
    </FormField>
  );
}

/** The form's sections and buttons; the buyer is chosen only by a viewer who may read customers. */
function SalesOrderFormBody({
  buyerChoices,
  asDraftRef,
}: {
  buyerChoices: SalesOrderForm_options$data['buyerChoices'];
  /** Whether the submission under way writes a draft. */
  asDraftRef: RefObject<boolean>;
}) {
  const formik = useFormikContext<SalesOrderFormValues>();
  const { errorOf, input } = formikFields(formik);
  return (
    <form
      noValidate
      onSubmit={(event) => {
        asDraftRef.current = false;
        formik.handleSubmit(event);
      }}
      data-testid="sales-order-form"
    >
      <Stack gap="6" maxWidth="6xl">
        <FormSection
          title={<FormattedMessage id="salesOrders.form.orderSection" />}
          description={<FormattedMessage id="salesOrders.form.orderSectionHint" />}
        >
          <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="5">
            <SalesOrderBuyerField buyerChoices={buyerChoices} />
            <DocumentCurrencyField
              label={<FormattedMessage id="salesOrders.field.currency" />}
              hint={<FormattedMessage id="salesOrders.form.currencyHint" />}
              testId="sales-order-currency"
            />
            <FormField
              label={<FormattedMessage id="salesOrders.field.poReference" />}
              error={errorOf('poReference')}
              helper={<FormattedMessage id="salesOrders.form.poReferenceHint" />}
            >
              <Input {...input('poReference')} autoComplete="off" maxLength={100} />
            </FormField>
            <FormField
              label={<FormattedMessage id="salesOrders.field.orderDate" />}
              error={errorOf('orderDate')}
              required
            >
              <DateInput {...input('orderDate')} />
            </FormField>
            <FormField
              label={<FormattedMessage id="salesOrders.field.requiredDate" />}
              error={errorOf('requiredDate')}
            >
              <DateInput {...input('requiredDate')} min={formik.values.orderDate || undefined} />
            </FormField>
          </Grid>
        </FormSection>

        <DocumentLinesSection currency={formik.values.currency} />

        <FormErrorAlert message={formik.status as string | undefined} />
        <FormPageActions
          cancelTo={LIST_PATH}
          submitting={formik.isSubmitting}
          submitLabel={<FormattedMessage id="salesOrders.form.submit" />}
          submitTestId="sales-order-submit"
          beside={
            <Button
              variant="outline"
              disabled={formik.isSubmitting}
              onClick={() => {
                asDraftRef.current = true;
                void formik.submitForm();
              }}
              data-testid="sales-order-save-draft"
            >
              <FormattedMessage id="salesOrders.form.saveDraft" />
            </Button>
          }
        />
      </Stack>
    </form>
  );
}
