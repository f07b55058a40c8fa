import { Grid, GridItem, Input, Stack, Textarea } from '@chakra-ui/react';
import { Formik, getIn, useFormikContext, type FormikHelpers } from 'formik';
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { useNavigate } from 'react-router';
import type {
  BillForm_options$data,
  BillForm_options$key,
} from '../../__generated__/BillForm_options.graphql';
import type {
  BillFormCreateMutation,
  BillCategory,
  Currency,
} from '../../__generated__/BillFormCreateMutation.graphql';
import { parseWrittenAmount } from '../../../formats/amount';
import { formatMoney } from '../../i18n/format';
import { useLanguage } from '../../i18n/useLanguage';
import { useCommit } from '../../relay/useCommit';
import { AmountCurrencyFields } from '../../domain/AmountCurrencyFields';
import { CounterpartySelect } from '../../domain/CounterpartySelect';
import { DateInput } from '../../ui/DateInput';
import { FormErrorAlert } from '../../ui/FormErrorAlert';
import { FormField } from '../../ui/FormField';
import { formikFields } from '../../ui/formikFields';
import { FormPageActions } from '../../ui/FormPageActions';
import { FormSection } from '../../ui/FormSection';
import { NoticeAlert } from '../../ui/NoticeAlert';
import { OptionSelect } from '../../ui/OptionSelect';
import { toastSuccess } from '../../ui/toaster';
import { useFormFeedback } from '../../ui/useFormFeedback';
import { billTextFieldsAt, perTextField, type BillTextField } from './billFields';
import { billFormSchema, type BillFormValues } from './billFormSchema';
import { BILL_CATEGORIES, BILL_CATEGORY_LABEL } from './billLabels';

const LIST_PATH = '/bills';

type BillFormProps = {
  options: BillForm_options$key;
  /** Today in the organisation's time zone: the bill's date to start with. */
  today: string;
};

/** Whether a server `field` path names a field of the form (`amount`, `dueDate`). */
function isFormField(values: BillFormValues, path: string | null | undefined): path is string {
  return typeof path === 'string' && typeof getIn(values, path) === 'string';
}

/**
 * Records a bill: its supplier, the supplier's invoice number, its date and
 * due date, category, amount and currency, and a description. The rules the
 * service applies are checked first with its own words; a rule it still
 * breaks (`userErrors`, such as a number the supplier already used) lands on
 * the field it names. Once saved, back to the list.
 */
export function BillForm({ options, today }: BillFormProps) {
  const choices = useFragment(
    graphql`
      fragment BillForm_options on Query
      @argumentDefinitions(withCounterparties: { type: "Boolean", defaultValue: false }) {
        ...CounterpartySelect_query
          @include(if: $withCounterparties)
          @alias(as: "counterpartyChoices")
      }
    `,
    options,
  );
  const intl = useIntl();
  const { language } = useLanguage();
  const navigate = useNavigate();
  const feedback = useFormFeedback();
  const schema = useMemo(() => billFormSchema(intl), [intl]);
  const [commitCreate] = useCommit<BillFormCreateMutation>(graphql`
    mutation BillFormCreateMutation($input: BillCreateInput!) {
      billCreate(input: $input) {
        bill {
          id
          amount {
            amount
            currency
          }
          ...BillRow_bill
        }
        userErrors {
          ...userErrorFields_userError @relay(mask: false)
        }
      }
    }
  `);

  const initialValues: BillFormValues = {
    ...perTextField(() => ''),
    date: today,
    dueDate: '',
    category: '',
    counterpartyId: '',
    amount: '',
    currency: 'IDR',
  };

  const submit = async (values: BillFormValues, helpers: FormikHelpers<BillFormValues>) => {
    const commit = commitCreate({ variables: { input: createInputOf(values) } }).then(
      (response) => response.billCreate,
    );
    const saved = await feedback.outcome(values, helpers, commit, (field) =>
      isFormField(values, field) ? field : null,
    );
    if (!saved?.bill) return;
    toastSuccess(
      intl.formatMessage(
        { id: 'bills.form.created' },
        { amount: formatMoney(saved.bill.amount.amount, saved.bill.amount.currency, language) },
      ),
    );
    void navigate(LIST_PATH);
  };

  return (
    <Formik<BillFormValues>
      initialValues={initialValues}
      validationSchema={schema}
      onSubmit={submit}
    >
      <BillFormBody counterpartyChoices={choices.counterpartyChoices} />
    </Formik>
  );
}

/** The form's one section and its buttons; the supplier is chosen only by a viewer who may read counterparties. */
function BillFormBody({
  counterpartyChoices,
}: {
  counterpartyChoices: BillForm_options$data['counterpartyChoices'];
}) {
  const intl = useIntl();
  const formik = useFormikContext<BillFormValues>();
  const { errorOf, input } = formikFields(formik);

  return (
    <form noValidate onSubmit={formik.handleSubmit} data-testid="bill-form">
      <Stack gap="6" maxWidth="4xl">
        <FormErrorAlert message={formik.status as string | undefined} />

        <FormSection
          title={<FormattedMessage id="bills.form.section" />}
          description={<FormattedMessage id="bills.form.sectionHint" />}
        >
          <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="5">
            <FormField
              label={<FormattedMessage id="bills.form.supplier" />}
              error={errorOf('counterpartyId')}
              required
            >
              {counterpartyChoices ? (
                <CounterpartySelect
                  {...input('counterpartyId')}
                  query={counterpartyChoices}
                  emptyLabel={intl.formatMessage({ id: 'bills.form.chooseSupplier' })}
                />
              ) : (
                <NoticeAlert
                  status="warning"
                  testId="bill-form-no-suppliers"
                  title={<FormattedMessage id="bills.form.noCounterpartyAccess" />}
                />
              )}
            </FormField>
            <TextInputs place="lead" />
            <FormField
              label={<FormattedMessage id="bills.form.date" />}
              error={errorOf('date')}
              required
            >
              <DateInput {...input('date')} />
            </FormField>
            <FormField
              label={<FormattedMessage id="bills.form.dueDate" />}
              error={errorOf('dueDate')}
              required
            >
              <DateInput {...input('dueDate')} min={formik.values.date || undefined} />
            </FormField>
            <AmountCurrencyFields
              amountLabel={<FormattedMessage id="bills.form.amount" />}
              amountHint={<FormattedMessage id="bills.form.amountHint" />}
              currencyLabel={<FormattedMessage id="bills.form.currency" />}
            />
            <FormField
              label={<FormattedMessage id="bills.form.category" />}
              error={errorOf('category')}
              required
            >
              <OptionSelect
                {...input('category')}
                placeholder={intl.formatMessage({ id: 'bills.form.chooseCategory' })}
                options={BILL_CATEGORIES.map((category) => ({
                  value: category,
                  label: intl.formatMessage(BILL_CATEGORY_LABEL[category]),
                }))}
              />
            </FormField>
            <TextInputs place="trail" />
          </Grid>
        </FormSection>

        <FormPageActions
          cancelTo={LIST_PATH}
          submitting={formik.isSubmitting}
          submitLabel={<FormattedMessage id="bills.form.submit" />}
          submitTestId="bill-submit-form"
        />
      </Stack>
    </form>
  );
}

/** The declared text fields shown at `place` (billFields.ts): one line in half the row, or several lines across it. */
function TextInputs({ place }: { place: BillTextField['place'] }) {
  const { errorOf, input } = formikFields(useFormikContext<BillFormValues>());
  return billTextFieldsAt(place).map((field) => {
    const control = (
      <FormField
        key={field.name}
        label={<FormattedMessage id={field.label.id} />}
        error={errorOf(field.name)}
        helper={<FormattedMessage id={field.hint.id} />}
      >
        {field.multiline ? (
          <Textarea {...input(field.name)} rows={2} maxLength={field.max} />
        ) : (
          <Input {...input(field.name)} autoComplete="off" maxLength={field.max} />
        )}
      </FormField>
    );
    return field.multiline ? (
      <GridItem key={field.name} colSpan={{ base: 1, md: 2 }}>
        {control}
      </GridItem>
    ) : (
      control
    );
  });
}

/** The create input from the form's values: optional text as null when blank, the amount in its canonical form. */
function createInputOf(values: BillFormValues) {
  return {
    ...perTextField((field) => values[field.name].trim() || null),
    date: values.date,
    dueDate: values.dueDate,
    category: values.category as BillCategory,
    counterpartyId: values.counterpartyId,
    amount: parseWrittenAmount(values.amount) ?? values.amount.trim(),
    currency: values.currency as Currency,
  };
}
