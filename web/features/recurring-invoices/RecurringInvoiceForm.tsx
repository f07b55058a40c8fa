import { Grid, Input, Stack, Textarea } from '@chakra-ui/react';
import { Formik, useFormikContext, type FormikHelpers } from 'formik';
import { useMemo } from 'react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { useNavigate } from 'react-router';
import { object, string } from 'yup';
import type {
  RecurringInvoiceForm_query$data,
  RecurringInvoiceForm_query$key,
} from '../../__generated__/RecurringInvoiceForm_query.graphql';
import type { RecurringInvoiceFormCreateMutation } from '../../__generated__/RecurringInvoiceFormCreateMutation.graphql';
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

const LIST_PATH = '/recurring-invoices';
/** Under each line's quantity: how much the order holds of it. */
const LINE_HINT = { id: 'recurringInvoices.form.lineHint' };

/** What the form holds: the order, each of its lines' quantity per period (by position; empty: not invoiced), the dates and count. */
type Values = {
  salesOrderId: string;
  quantities: Record<string, string>;
  nextDate: string;
  count: string;
  notes: string;
};

type Orders = RecurringInvoiceForm_query$data['salesOrders']['edges'];

/** The form's rules, in the reader's language: an order, a first date, and a count of 1 to 120 when given. */
const schemaOf = (intl: IntlShape) =>
  object({
    salesOrderId: string().required(intl.formatMessage({ id: 'error.REQUIRED' })),
    nextDate: string().required(intl.formatMessage({ id: 'error.REQUIRED' })),
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
              id
              number
              status
              customer {
                name
              }
              lines {
                position
                product
                quantity
              }
            }
          }
        }
      }
    `,
    query,
  );
  const intl = useIntl();
  const navigate = useNavigate();
  const feedback = useFormFeedback();
  const schema = useMemo(() => schemaOf(intl), [intl]);
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
  const submit = async (values: Values, helpers: FormikHelpers<Values>) => {
    const input = {
      salesOrderId: values.salesOrderId,
      nextDate: values.nextDate,
      lines: Object.entries(values.quantities)
        .filter(([, quantity]) => quantity.trim() !== '')
        .map(([position, quantity]) => ({
          orderLine: Number(position),
          quantity: quantity.trim(),
        })),
      ...(values.count ? { count: Number(values.count) } : {}),
      ...(values.notes.trim() ? { notes: values.notes.trim() } : {}),
    };
    const saved = await feedback.outcome(
      values,
      helpers,
      commit({ variables: { input } }).then((response) => response.recurringInvoiceCreate),
      (field) =>
        field && ['salesOrderId', 'nextDate', 'count', 'notes'].includes(field) ? field : null,
    );
    if (!saved?.recurringInvoice) return;
    toastSuccess(intl.formatMessage({ id: 'recurringInvoices.form.created' }));
    void navigate(LIST_PATH);
  };
  const initialValues: Values = {
    salesOrderId: '',
    quantities: {},
    nextDate: today,
    count: '',
    notes: '',
  };
  return (
    <Formik<Values> initialValues={initialValues} validationSchema={schema} onSubmit={submit}>
      <RecurringInvoiceFormBody orders={data.salesOrders.edges} today={today} />
    </Formik>
  );
}

/** The form's section: the order and its lines' quantities, the dates, the count and notes; then its buttons. */
function RecurringInvoiceFormBody({ orders, today }: { orders: Orders; today: string }) {
  const intl = useIntl();
  const formik = useFormikContext<Values>();
  const { errorOf, input } = formikFields(formik);
  const order = orders.find((edge) => edge.node.id === formik.values.salesOrderId)?.node;
  return (
    <form noValidate onSubmit={formik.handleSubmit} data-testid="recurring-invoice-form">
      <Stack gap="6" maxWidth="4xl">
        <FormErrorAlert message={formik.status as string | undefined} />
        <FormSection
          title={<FormattedMessage id="recurringInvoices.form.section" />}
          description={<FormattedMessage id="recurringInvoices.form.sectionHint" />}
        >
          <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="5">
            <FormField
              label={<FormattedMessage id="recurringInvoices.form.order" />}
              error={errorOf('salesOrderId')}
              required
            >
              <OptionSelect
                {...input('salesOrderId')}
                data-testid="recurring-invoice-order"
                placeholder={intl.formatMessage({ id: 'recurringInvoices.form.chooseOrder' })}
                options={orders.map(({ node }) => ({
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
                helper={intl.formatMessage(LINE_HINT, { quantity: line.quantity })}
              >
                <Input
                  {...input(`quantities.${line.position}`)}
                  inputMode="decimal"
                  data-testid="recurring-invoice-quantity"
                />
              </FormField>
            ))}
            <FormField
              label={<FormattedMessage id="recurringInvoices.form.count" />}
              error={errorOf('count')}
              helper={<FormattedMessage id="recurringInvoices.form.countHint" />}
            >
              <Input
                {...input('count')}
                inputMode="numeric"
                data-testid="recurring-invoice-count"
              />
            </FormField>
            <FormField
              label={<FormattedMessage id="recurringInvoices.form.notes" />}
              error={errorOf('notes')}
            >
              <Textarea {...input('notes')} rows={2} maxLength={2000} />
            </FormField>
          </Grid>
        </FormSection>
        <FormPageActions
          cancelTo={LIST_PATH}
          submitting={formik.isSubmitting}
          submitLabel={<FormattedMessage id="recurringInvoices.form.submit" />}
          submitTestId="recurring-invoice-submit"
        />
      </Stack>
    </form>
  );
}
