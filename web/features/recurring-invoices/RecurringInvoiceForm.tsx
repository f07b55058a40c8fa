import { Grid, Input, Stack, Textarea } from '@chakra-ui/react';
import { Formik, useFormikContext, type FormikHelpers } from 'formik';
import { useMemo, type ComponentProps, type ReactNode } from 'react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { useNavigate } from 'react-router';
import { object, string } from 'yup';
import type { RecurringInvoiceForm_query$key } from '../../__generated__/RecurringInvoiceForm_query.graphql';
import type { RecurringInvoiceFormCreateMutation } from '../../__generated__/RecurringInvoiceFormCreateMutation.graphql';
import { decimalSeparatorOf } from '../../domain/documents/documentLineValues';
import { parseWrittenQuantity, plainQuantity } from '../../../formats/quantity';
import { formatDecimal } from '../../i18n/format';
import type { Language } from '../../i18n/language';
import { useLanguage } from '../../i18n/useLanguage';
import { useCommit } from '../../relay/useCommit';
import { DateInput } from '../../ui/DateInput';
import { FormErrorAlert } from '../../ui/FormErrorAlert';
import { FormField } from '../../ui/FormField';
import { formikFields } from '../../ui/formikFields';
import { FormPageActions } from '../../ui/FormPageActions';
import { FormSection } from '../../ui/FormSection';
import { OptionSelect } from '../../ui/OptionSelect';
import { toastSuccess } from '../../ui/toaster';
import { useFormFeedback } from '../../ui/useFormFeedback';
import type { UserErrorShape } from '../../ui/userErrorsToFormik';

const LIST_PATH = '/recurring-invoices';
/** The form's one section: its heading and what to do in it. */
const SECTION = {
  title: <FormattedMessage id="recurringInvoices.form.section" />,
  description: <FormattedMessage id="recurringInvoices.form.sectionHint" />,
};
/** Under each line's quantity: how much the order holds of it. */
const LINE_HINT = { id: 'recurringInvoices.form.lineHint' };

/** What the form holds: the order, each of its lines' quantity per period (by position; empty: not invoiced), the dates (no end date: '') and count. */
export type RecurringInvoiceValues = {
  salesOrderId: string;
  quantities: Record<string, string>;
  nextDate: string;
  endDate: string;
  count: string;
  notes: string;
};

/**
 * What the form reads of an order, spread unmasked by the set-up form (the
 * open orders) and the edit form (the template's order).
 */
export const recurringInvoiceFormOrderFields = graphql`
  fragment RecurringInvoiceForm_order on SalesOrder {
    id
    number
    customer {
      name
    }
    lines {
      position
      product
      quantity
    }
  }
`;

/** An order the form may invoice: its number, buyer and lines. */
export type RecurringOrderChoice = {
  readonly id: string;
  readonly number: string;
  readonly customer: { readonly name: string | null | undefined } | null | undefined;
  readonly lines: readonly {
    readonly position: number;
    readonly product: string;
    readonly quantity: string;
  }[];
};

/**
 * The form's rules, in the reader's language: an order, a first date, an end
 * date not before it when given (the service's rule, U-INV-REC-7, in its
 * words), and a count of 1 to 120 when given.
 */
export const recurringInvoiceSchemaOf = (intl: IntlShape) =>
  object({
    salesOrderId: string().required(intl.formatMessage({ id: 'error.REQUIRED' })),
    nextDate: string().required(intl.formatMessage({ id: 'error.REQUIRED' })),
    endDate: string().test(
      'not-before-next',
      intl.formatMessage({ id: 'error.U-INV-REC-7' }),
      (endDate, { parent }: { parent: RecurringInvoiceValues }) =>
        !endDate || !parent.nextDate || endDate >= parent.nextDate,
    ),
    count: string().matches(/^(|[1-9]\d?|1[01]\d|120)$/, {
      message: intl.formatMessage({ id: 'recurringInvoices.form.countRule' }),
    }),
  });

/**
 * Sets up a recurring invoice: an open order, what each period invoices of
 * its lines, the first date, and an optional number of invoices and notes.
 * The service's refusals land on the field they name, or above the form
 * (a line the order cannot give); once saved, back to the list.
 */
export function RecurringInvoiceForm({
  query,
  today,
}: {
  query: RecurringInvoiceForm_query$key;
  today: string;
}) {
  const data = useFragment(
    graphql`
      fragment RecurringInvoiceForm_query on Query {
        salesOrders(first: 100, status: OPEN) {
          edges {
            node {
              ...RecurringInvoiceForm_order @relay(mask: false)
            }
          }
        }
      }
    `,
    query,
  );
  const { language, save } = useRecurringInvoiceSave();
  const [commit] = useCommit<RecurringInvoiceFormCreateMutation>(graphql`
    mutation RecurringInvoiceFormCreateMutation($input: RecurringInvoiceCreateInput!) {
      recurringInvoiceCreate(input: $input) {
        recurringInvoice {
          id
          ...RecurringInvoiceRow_recurringInvoice
        }
        userErrors {
          ...userErrorFields_userError @relay(mask: false)
        }
      }
    }
  `);
  const submit = async (
    values: RecurringInvoiceValues,
    helpers: FormikHelpers<RecurringInvoiceValues>,
  ) => {
    const input = {
      salesOrderId: values.salesOrderId,
      nextDate: values.nextDate,
      lines: recurringLinesOf(values, language),
      ...(values.endDate ? { endDate: values.endDate } : {}),
      ...(values.count ? { count: Number(values.count) } : {}),
      ...(values.notes.trim() ? { notes: values.notes.trim() } : {}),
    };
    await save(
      values,
      helpers,
      commit({ variables: { input } }).then((response) => response.recurringInvoiceCreate),
      { message: 'recurringInvoices.form.created', to: LIST_PATH },
    );
  };
  const initialValues: RecurringInvoiceValues = {
    salesOrderId: '',
    quantities: {},
    nextDate: today,
    endDate: '',
    count: '',
    notes: '',
  };
  return (
    <RecurringInvoiceFormBody
      initialValues={initialValues}
      onSubmit={submit}
      orders={data.salesOrders.edges.map((edge) => edge.node)}
      today={today}
      cancelTo={LIST_PATH}
      submitLabel={<FormattedMessage id="recurringInvoices.form.submit" />}
    />
  );
}

/**
 * The form's section: the order (fixed once set up: `cancelTo` is then the
 * template's page) and its lines' quantities, each hinting what the order
 * holds in the reader's number format, the dates, how it ends and notes; then
 * its buttons.
 */
export function RecurringInvoiceFormBody({
  initialValues,
  onSubmit,
  ...fields
}: {
  initialValues: RecurringInvoiceValues;
  onSubmit: (
    values: RecurringInvoiceValues,
    helpers: FormikHelpers<RecurringInvoiceValues>,
  ) => Promise<void>;
} & ComponentProps<typeof RecurringInvoiceFields>) {
  const intl = useIntl();
  const schema = useMemo(() => recurringInvoiceSchemaOf(intl), [intl]);
  return (
    <Formik<RecurringInvoiceValues>
      initialValues={initialValues}
      validationSchema={schema}
      onSubmit={onSubmit}
    >
      <RecurringInvoiceFields {...fields} />
    </Formik>
  );
}

/** The fields and buttons of the form, under its Formik. */
function RecurringInvoiceFields({
  orders,
  today,
  orderFixed = false,
  cancelTo,
  submitLabel,
}: {
  orders: readonly RecurringOrderChoice[];
  today: string;
  orderFixed?: boolean;
  cancelTo: string;
  submitLabel: ReactNode;
}) {
  const intl = useIntl();
  const { language } = useLanguage();
  const formik = useFormikContext<RecurringInvoiceValues>();
  const { errorOf, input } = formikFields(formik);
  const order = orders.find((node) => node.id === formik.values.salesOrderId);
  return (
    <form noValidate onSubmit={formik.handleSubmit} data-testid="recurring-invoice-form">
      <Stack gap="6" maxWidth="4xl">
        <FormErrorAlert message={formik.status as string | undefined} />
        <FormSection {...SECTION}>
          <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="5">
            <FormField
              label={<FormattedMessage id="recurringInvoices.form.order" />}
              error={errorOf('salesOrderId')}
              required
            >
              <OptionSelect
                {...input('salesOrderId')}
                root={{ disabled: orderFixed }}
                data-testid="recurring-invoice-order"
                placeholder={intl.formatMessage({ id: 'recurringInvoices.form.chooseOrder' })}
                options={orders.map((node) => ({
                  value: node.id,
                  label: [node.number, node.customer?.name].filter(Boolean).join(' · '),
                }))}
              />
            </FormField>
            <FormField
              label={<FormattedMessage id="recurringInvoices.form.nextDate" />}
              error={errorOf('nextDate')}
              required
            >
              <DateInput {...input('nextDate')} min={today} data-testid="recurring-invoice-next" />
            </FormField>
            {order?.lines.map((line) => (
              <FormField
                key={line.position}
                label={line.product}
                helper={intl.formatMessage(LINE_HINT, {
                  quantity: formatDecimal(plainQuantity(line.quantity), language),
                })}
              >
                <Input
                  {...input(`quantities.${line.position}`)}
                  inputMode="decimal"
                  data-testid="recurring-invoice-quantity"
                />
              </FormField>
            ))}
            <RecurringInvoiceEnd today={today} />
            <FormField
              label={<FormattedMessage id="recurringInvoices.form.notes" />}
              error={errorOf('notes')}
            >
              <Textarea {...input('notes')} rows={2} maxLength={2000} />
            </FormField>
          </Grid>
        </FormSection>
        <FormPageActions
          cancelTo={cancelTo}
          submitting={formik.isSubmitting}
          submitLabel={submitLabel}
          submitTestId="recurring-invoice-submit"
        />
      </Stack>
    </form>
  );
}

/**
 * How a template ends, beside each other: an end date (none when left empty;
 * not before the first date, which the calendar offers from) and a number of
 * invoices.
 */
function RecurringInvoiceEnd({ today }: { today: string }) {
  const formik = useFormikContext<RecurringInvoiceValues>();
  const { errorOf, input } = formikFields(formik);
  return (
    <>
      <FormField
        label={<FormattedMessage id="recurringInvoices.form.endDate" />}
        error={errorOf('endDate')}
        helper={<FormattedMessage id="recurringInvoices.form.endDateHint" />}
      >
        <DateInput
          {...input('endDate')}
          min={formik.values.nextDate || today}
          data-testid="recurring-invoice-end"
        />
      </FormField>
      <FormField
        label={<FormattedMessage id="recurringInvoices.form.count" />}
        error={errorOf('count')}
        helper={<FormattedMessage id="recurringInvoices.form.countHint" />}
      >
        <Input {...input('count')} inputMode="numeric" data-testid="recurring-invoice-count" />
      </FormField>
    </>
  );
}

/**
 * The lines the API takes from the form's quantities: each line given, its
 * quantity read in the reader's number format ("1,5" in Indonesian); a text
 * that is no quantity goes as written, for the service to refuse by its line.
 */
export function recurringLinesOf(values: RecurringInvoiceValues, language: Language) {
  return Object.entries(values.quantities)
    .filter(([, quantity]) => quantity.trim() !== '')
    .map(([position, quantity]) => ({
      orderLine: Number(position),
      quantity: parseWrittenQuantity(quantity, decimalSeparatorOf(language)) ?? quantity.trim(),
    }));
}

/** The form's fields a refusal may name; any other goes above the form. */
const FORM_FIELDS = ['salesOrderId', 'nextDate', 'endDate', 'count', 'notes'];

/**
 * What setting up and changing a recurring invoice share: the reader's
 * language, and `save`, which shows a refusal on the
 * field it names (or above the form) and otherwise says it is done and goes
 * to `to`.
 */
export function useRecurringInvoiceSave() {
  const intl = useIntl();
  const { language } = useLanguage();
  const navigate = useNavigate();
  const feedback = useFormFeedback();
  const save = async <
    Payload extends {
      readonly recurringInvoice: unknown;
      readonly userErrors: readonly UserErrorShape[];
    },
  >(
    values: RecurringInvoiceValues,
    helpers: FormikHelpers<RecurringInvoiceValues>,
    commit: Promise<Payload>,
    done: { message: string; to: string },
  ) => {
    const saved = await feedback.outcome(values, helpers, commit, (field) =>
      field && FORM_FIELDS.includes(field) ? field : null,
    );
    if (!saved?.recurringInvoice) return;
    toastSuccess(intl.formatMessage({ id: done.message }));
    void navigate(done.to);
  };
  return { language, save };
}
