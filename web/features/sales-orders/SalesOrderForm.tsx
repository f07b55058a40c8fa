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
import type { SalesOrderFormEditMutation } from '../../__generated__/SalesOrderFormEditMutation.graphql';
import type {
  SalesOrderForm_order$data,
  SalesOrderForm_order$key,
} from '../../__generated__/SalesOrderForm_order.graphql';
import { BuyerSelect, type ChosenBuyer } from '../../domain/BuyerSelect';
import { DocumentCurrencyField } from '../../domain/documents/DocumentCurrencyField';
import { DocumentLinesSection } from '../../domain/documents/DocumentLinesSection';
import { emptyLine } from '../../domain/documents/documentLineValues';
import { storedLineValues } from '../../domain/documents/storedLineValues';
import { useDocumentLinesForm } from '../../domain/documents/useDocumentLinesForm';
import type { Language } from '../../i18n/language';
import { useLanguage } from '../../i18n/useLanguage';
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
  /** A draft to edit instead of writing a new order: the form starts from it. */
  draft?: SalesOrderForm_order$key | null;
};

/** What the form reads of a draft it edits: the fields it shows, its lines as written, its version. */
const SALES_ORDER_FORM_ORDER = graphql`
  fragment SalesOrderForm_order on SalesOrder {
    id
    version
    customerName
    poReference
    orderDate
    requiredDate
    notes
    totals {
      documentDiscount {
        amount
        currency
      }
    }
    lines {
      product
      description
      quantity
      kind
      unit
      unitPrice {
        amount
      }
      amount {
        amount
      }
      discount {
        amount
      }
      discountPercent
      taxCode
      luxuryRate
      priceIncludesTax
    }
  }
`;

/**
 * Writes a sales order: its buyer, the buyer's PO reference, order and
 * required dates, its currency (IDR, USD or SGD: its prices and its
 * invoices' are in it), lines and a discount on the whole, and notes, with the
 * figures the service will store shown as the lines are typed. The service's
 * rules are checked first in its own words; one it still applies (the
 * buyer's credit limit) is shown above the buttons. Save as draft keeps it
 * as a DRAFT, submitted later from its page (it reserves no credit until
 * then). Given a `draft`, it edits that draft instead (its buyer and
 * currency stay; Save changes). Once written, to the order's page.
 */
export function SalesOrderForm({ options, today, draft }: SalesOrderFormProps) {
  const choices = useFragment(
    graphql`
      fragment SalesOrderForm_options on Query
      @argumentDefinitions(withBuyers: { type: "Boolean", defaultValue: false }) {
        ...BuyerSelect_query @include(if: $withBuyers) @alias(as: "buyerChoices")
      }
    `,
    options,
  );
  const editing = useFragment(SALES_ORDER_FORM_ORDER, draft ?? null) ?? null;
  const intl = useIntl();
  const { language } = useLanguage();
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

  const saveDraft = useSalesOrderDraftSave(editing);
  const initialValues = startingValues(editing, today, language);
  const submit = async (
    values: SalesOrderFormValues,
    helpers: FormikHelpers<SalesOrderFormValues>,
  ) => {
    if (saveDraft) return saveDraft(values, helpers);
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
      validationSchema={editing ? schema.omit(['customerId']) : schema}
      validate={form.validate}
      onSubmit={submit}
    >
      <SalesOrderFormBody
        buyerChoices={choices.buyerChoices}
        asDraftRef={asDraftRef}
        editing={editing}
      />
    </Formik>
  );
}

/** What the form starts from: the draft edited, as it holds it, or a new order of today. */
function startingValues(
  editing: SalesOrderForm_order$data | null,
  today: string,
  language: Language,
): SalesOrderFormValues {
  if (!editing)
    return {
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
  return {
    customerId: '',
    poReference: editing.poReference ?? '',
    orderDate: editing.orderDate,
    requiredDate: editing.requiredDate ?? '',
    currency: editing.totals.documentDiscount.currency as SalesOrderFormValues['currency'],
    notes: editing.notes ?? '',
    ...storedLineValues(editing.lines, editing.totals.documentDiscount.amount, language),
  };
}

/**
 * Saves the edit of `draft` (null when the form writes a new order): its
 * header, its lines and discount as typed, on the version it was read at;
 * the service's refusals show as at writing. Then to the order's page.
 */
function useSalesOrderDraftSave(draft: SalesOrderForm_order$data | null) {
  const intl = useIntl();
  const navigate = useNavigate();
  const form = useDocumentLinesForm();
  const [commitEdit] = useCommit<SalesOrderFormEditMutation>(graphql`
    mutation SalesOrderFormEditMutation($input: SalesOrderDraftInput!) {
      salesOrderEditDraft(input: $input) {
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
  if (!draft) return null;
  return async (values: SalesOrderFormValues, helpers: FormikHelpers<SalesOrderFormValues>) => {
    const input = {
      salesOrderId: draft.id,
      version: draft.version,
      // An empty text clears the field; lines sent without a discount have none.
      poReference: values.poReference.trim(),
      orderDate: values.orderDate,
      requiredDate: values.requiredDate || null,
      notes: values.notes.trim(),
      ...form.linesInput(values),
    };
    const commit = commitEdit({ variables: { input } }).then(
      (response) => response.salesOrderEditDraft,
    );
    const saved = await form.save(values, helpers, commit);
    if (!saved?.salesOrder) return;
    toastSuccess(
      intl.formatMessage({ id: 'salesOrders.form.edited' }, { number: saved.salesOrder.number }),
    );
    void navigate(`/sales-order/detail/${uuidOf(saved.salesOrder.id, 'SalesOrder')}`);
  };
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
  editing,
}: {
  buyerChoices: SalesOrderForm_options$data['buyerChoices'];
  /** Whether the submission under way writes a draft. */
  asDraftRef: RefObject<boolean>;
  /** The draft edited, whose buyer and currency stay; null for a new order. */
  editing: SalesOrderForm_order$data | null;
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
            {editing ? (
              <SalesOrderKeptFields editing={editing} />
            ) : (
              <>
                <SalesOrderBuyerField buyerChoices={buyerChoices} />
                <DocumentCurrencyField
                  label={<FormattedMessage id="salesOrders.field.currency" />}
                  hint={<FormattedMessage id="salesOrders.form.currencyHint" />}
                  testId="sales-order-currency"
                />
              </>
            )}
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
          cancelTo={editing ? `/sales-order/detail/${uuidOf(editing.id, 'SalesOrder')}` : LIST_PATH}
          submitting={formik.isSubmitting}
          submitLabel={
            <FormattedMessage
              id={editing ? 'salesOrders.form.saveChanges' : 'salesOrders.form.submit'}
            />
          }
          submitTestId="sales-order-submit"
          beside={
            editing ? null : (
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
            )
          }
        />
      </Stack>
    </form>
  );
}

/** A draft's buyer and currency, shown as they stay: an edit changes neither. */
function SalesOrderKeptFields({ editing }: { editing: SalesOrderForm_order$data }) {
  return (
    <>
      <FormField label={<FormattedMessage id="salesOrders.field.customer" />}>
        <Input value={editing.customerName} readOnly data-testid="sales-order-kept-buyer" />
      </FormField>
      <FormField label={<FormattedMessage id="salesOrders.field.currency" />}>
        <Input value={editing.totals.documentDiscount.currency} readOnly />
      </FormField>
    </>
  );
}
