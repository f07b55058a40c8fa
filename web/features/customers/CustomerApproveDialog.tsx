import { Input, InputGroup } from '@chakra-ui/react';
import { Formik, type FormikHelpers } from 'formik';
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql } from 'react-relay';
import type {
  BillingCycle,
  CustomerApproveDialogMutation,
} from '../../__generated__/CustomerApproveDialogMutation.graphql';
import { currencySign, formatDecimal } from '../../i18n/format';
import { useLanguage } from '../../i18n/useLanguage';
import { useCommit } from '../../relay/useCommit';
import { FormDialog } from '../../ui/FormDialog';
import { FormDialogForm } from '../../ui/FormDialogForm';
import { FormField } from '../../ui/FormField';
import { formikFields } from '../../ui/formikFields';
import { MoneyInput } from '../../ui/MoneyInput';
import { OptionSelect } from '../../ui/OptionSelect';
import { toastSuccess } from '../../ui/toaster';
import { useFormFeedback } from '../../ui/useFormFeedback';
import { BILLING_CYCLE_LABELS, BILLING_CYCLES } from '../../domain/billingCycles';
import {
  approveInputOf,
  customerApproveSchema,
  initialApproveValues,
  type ApprovalDefaults,
  type CustomerApproveValues,
} from './customerApproveSchema';

const FIELDS: ReadonlySet<string> = new Set(['paymentTermDays', 'billingCycle', 'creditLimit']);

/** The customer being approved: its id and what the dialog calls it. */
export type CustomerToDecide = { id: string; name: string };

type CustomerApproveDialogProps = {
  /** The dialog is open while a customer is set. */
  customer: CustomerToDecide | null;
  /** The Orders settings' defaults the form starts from; null when the viewer may not read them. */
  defaults: ApprovalDefaults;
  /** The organisation's currency, the credit limit's. */
  currency: string;
  onClose: () => void;
};

/**
 * Approves a request waiting for review: the buyer becomes active with a
 * payment term (days), a billing cycle and a credit limit, each starting
 * from the Orders settings' default; a field left empty takes the default
 * too. The service's refusals land on their field, or above the form.
 */
export function CustomerApproveDialog({
  customer,
  defaults,
  currency,
  onClose,
}: CustomerApproveDialogProps) {
  return (
    <FormDialog
      open={customer !== null}
      onClose={onClose}
      testId="customer-approve-dialog"
      title={<FormattedMessage id="customers.approveDialog.title" />}
    >
      {customer ? (
        <ApproveForm
          customer={customer}
          defaults={defaults}
          currency={currency}
          onClose={onClose}
        />
      ) : null}
    </FormDialog>
  );
}

function ApproveForm({
  customer,
  defaults,
  currency,
  onClose,
}: Omit<CustomerApproveDialogProps, 'customer'> & { customer: CustomerToDecide }) {
  const intl = useIntl();
  const { language } = useLanguage();
  const feedback = useFormFeedback();
  const schema = useMemo(() => customerApproveSchema(intl), [intl]);
  const [commit] = useCommit<CustomerApproveDialogMutation>(graphql`
    mutation CustomerApproveDialogMutation($input: CustomerApproveInput!) {
      customerApprove(input: $input) {
        customer {
          ...CustomerDetail_customer
          ...CustomerRow_customer
        }
        userErrors {
          ...userErrorFields_userError @relay(mask: false)
        }
      }
    }
  `);

  const submit = async (
    values: CustomerApproveValues,
    helpers: FormikHelpers<CustomerApproveValues>,
  ) => {
    const input = approveInputOf(customer.id, values);
    const done = await feedback.outcome(
      values,
      helpers,
      commit({
        variables: { input: { ...input, billingCycle: input.billingCycle as BillingCycle | null } },
      }).then((response) => response.customerApprove),
      (field) => (field && FIELDS.has(field) ? field : null),
    );
    if (!done) return;
    toastSuccess(intl.formatMessage({ id: 'customers.approved' }, { name: customer.name }));
    onClose();
  };

  const defaultHint = defaults ? null : (
    <FormattedMessage id="customers.approveDialog.defaultHint" />
  );
  return (
    <Formik<CustomerApproveValues>
      initialValues={initialApproveValues(defaults, language)}
      validationSchema={schema}
      onSubmit={submit}
    >
      {(form) => {
        const { errorOf, input } = formikFields(form);
        return (
          <FormDialogForm
            intro={
              <FormattedMessage
                id="customers.approveDialog.body"
                values={{ name: customer.name, strong: (chunks) => <strong>{chunks}</strong> }}
              />
            }
            errorTestId="customer-approve-error"
            onCancel={onClose}
            submitLabel={<FormattedMessage id="customers.approveDialog.confirm" />}
            submitTestId="customer-approve-confirm"
          >
            <FormField
              label={<FormattedMessage id="customers.field.paymentTermDays" />}
              error={errorOf('paymentTermDays')}
              helper={defaultHint}
            >
              <InputGroup endAddon={intl.formatMessage({ id: 'customers.days' })} maxWidth="48">
                <Input
                  {...input('paymentTermDays')}
                  inputMode="numeric"
                  autoComplete="off"
                  maxLength={3}
                  data-testid="customer-approve-term"
                />
              </InputGroup>
            </FormField>
            <FormField
              label={<FormattedMessage id="customers.field.billingCycle" />}
              error={errorOf('billingCycle')}
              helper={defaultHint}
            >
              <OptionSelect
                {...input('billingCycle')}
                placeholder={
                  defaults
                    ? null
                    : intl.formatMessage({ id: 'customers.approveDialog.settingsDefault' })
                }
                options={BILLING_CYCLES.map((cycle) => ({
                  value: cycle,
                  label: intl.formatMessage(BILLING_CYCLE_LABELS[cycle]),
                }))}
                data-testid="customer-approve-cycle"
              />
            </FormField>
            <FormField
              label={<FormattedMessage id="customers.field.creditLimit" />}
              error={errorOf('creditLimit')}
              helper={
                defaultHint ?? (
                  <FormattedMessage
                    id="customers.approveDialog.creditLimitHint"
                    values={{ currency }}
                  />
                )
              }
            >
              <InputGroup startAddon={currencySign(currency)}>
                <MoneyInput
                  {...input('creditLimit')}
                  placeholder={formatDecimal('50000000.00', language)}
                  data-testid="customer-approve-credit-limit"
                />
              </InputGroup>
            </FormField>
          </FormDialogForm>
        );
      }}
    </Formik>
  );
}
