import { Grid, GridItem, Input, InputGroup, Stack } from '@chakra-ui/react';
import { useFormikContext } from 'formik';
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { OrdersSettingsForm_organization$key } from '../../__generated__/OrdersSettingsForm_organization.graphql';
import type { OrdersSettingsForm_viewer$key } from '../../__generated__/OrdersSettingsForm_viewer.graphql';
import type { OrdersSettingsFormMutation } from '../../__generated__/OrdersSettingsFormMutation.graphql';
import { currencySign, formatDecimal } from '../../i18n/format';
import { useLanguage } from '../../i18n/useLanguage';
import { useCommit } from '../../relay/useCommit';
import { FormField } from '../../ui/FormField';
import { FormSection } from '../../ui/FormSection';
import { MoneyInput } from '../../ui/MoneyInput';
import { OptionSelect } from '../../ui/OptionSelect';
import { ControlSwitch } from './ControlSwitch';
import { BILLING_CYCLE_LABELS, BILLING_CYCLES } from '../../domain/billingCycles';
import {
  ordersSettingsFormSchema,
  type OrdersSettingsFormValues,
} from './ordersSettingsFormSchema';
import { ordersSettingsInputOf, ordersSettingsValuesOf } from './ordersSettingsValues';
import { PurchaseOrdersApprovalSection } from './PurchaseOrdersApprovalSection';
import { SettingsForm } from './SettingsForm';
import { SettingsNoAccess } from './SettingsNoAccess';
import { SettingsSection } from './SettingsSection';
import { useSettingsInputs } from './useSettingsInputs';

/**
 * Orders settings: the default payment term of new invoices, the prefixes of
 * invoice and sales order numbers, the credit limit and billing cycle a
 * customer gets unless their own terms say otherwise, whether a sales
 * order needs approval before it is invoiced, and whether (from which
 * amount) a purchase order needs a second person's approval. Only `settings:manage` changes
 * them; other members see them read-only.
 */
export function OrdersSettingsForm({ viewer }: { viewer: OrdersSettingsForm_viewer$key }) {
  const data = useFragment(
    graphql`
      fragment OrdersSettingsForm_viewer on Viewer {
        permissions
        organization {
          ...OrdersSettingsForm_organization
        }
      }
    `,
    viewer,
  );
  const { ordersSettings: settings, defaultCurrency } =
    useFragment<OrdersSettingsForm_organization$key>(
      graphql`
        fragment OrdersSettingsForm_organization on Organization {
          id
          defaultCurrency
          ordersSettings {
            defaultPaymentTermDays
            invoiceNumberPrefix
            salesOrderNumberPrefix
            salesOrderApprovalRequired
            creditMemoApprovalRequired
            purchaseOrderApprovalRequired
            purchaseOrderApprovalThreshold
            billQuantityTolerance
            billPriceTolerance
            defaultCreditLimit
            defaultBillingCycle
          }
        }
      `,
      data.organization,
    );
  const intl = useIntl();
  const { language } = useLanguage();
  const schema = useMemo(() => ordersSettingsFormSchema(intl), [intl]);
  const canManage = data.permissions.includes('settings:manage');
  const [commit] = useCommit<OrdersSettingsFormMutation>(graphql`
    mutation OrdersSettingsFormMutation($input: OrganizationOrdersSettingsUpdateInput!) {
      organizationOrdersSettingsUpdate(input: $input) {
        organization {
          ...OrdersSettingsForm_organization
        }
        userErrors {
          ...userErrorFields_userError @relay(mask: false)
        }
      }
    }
  `);

  if (!settings) return <SettingsNoAccess />;

  const save = (values: OrdersSettingsFormValues) =>
    commit({ variables: { input: ordersSettingsInputOf(values) } }).then(
      (response) => response.organizationOrdersSettingsUpdate,
    );

  return (
    <SettingsForm
      initialValues={ordersSettingsValuesOf(settings, language)}
      validationSchema={schema}
      save={save}
      savedMessage={{ id: 'orders.saved' }}
      canManage={canManage}
      testId="orders-settings-form"
      saveTestId="orders-settings-save"
    >
      <InvoicesSection canManage={canManage} />
      <CustomersSection canManage={canManage} currency={defaultCurrency} />
      <SalesOrdersSection canManage={canManage} />
      <PurchaseOrdersApprovalSection canManage={canManage} />
    </SettingsForm>
  );
}

/** The default payment term of new invoices, their number prefix, and whether a credit memo needs approval. */
function InvoicesSection({ canManage }: { canManage: boolean }) {
  const intl = useIntl();
  const { errorOf, cleaned } = useSettingsInputs(canManage);
  const { values, setFieldValue } = useFormikContext<OrdersSettingsFormValues>();
  return (
    <SettingsSection
      title={{ id: 'orders.section.invoices' }}
      description={{ id: 'orders.section.invoicesHint' }}
    >
      <FormField
        label={<FormattedMessage id="orders.paymentTerm" />}
        error={errorOf('defaultPaymentTermDays')}
        helper={<FormattedMessage id="orders.paymentTermHint" />}
        required
      >
        <InputGroup endAddon={intl.formatMessage({ id: 'orders.days' })} maxWidth="48">
          <Input
            {...cleaned('defaultPaymentTermDays', (typed) => typed.replace(/\D/g, '').slice(0, 3))}
            inputMode="numeric"
            autoComplete="off"
          />
        </InputGroup>
      </FormField>
      <PrefixField
        name="invoiceNumberPrefix"
        label={{ id: 'orders.invoicePrefix' }}
        example="INV/"
        canManage={canManage}
      />
      <GridItem colSpan={{ base: 1, md: 2 }}>
        <ControlSwitch
          data-testid="orders-credit-memo-approval-required"
          label={<FormattedMessage id="orders.creditMemoApproval.label" />}
          description={<FormattedMessage id="orders.creditMemoApproval.description" />}
          checked={values.creditMemoApprovalRequired}
          disabled={!canManage}
          onChange={(checked) => void setFieldValue('creditMemoApprovalRequired', checked)}
        />
      </GridItem>
    </SettingsSection>
  );
}

/** What a customer gets unless their own terms say otherwise: a credit limit in the organisation's currency and a billing cycle. */
function CustomersSection({ canManage, currency }: { canManage: boolean; currency: string }) {
  const intl = useIntl();
  const { language } = useLanguage();
  const { errorOf, input, field } = useSettingsInputs(canManage);
  return (
    <SettingsSection
      title={{ id: 'orders.section.customers' }}
      description={{ id: 'orders.section.customersHint' }}
    >
      <FormField
        label={<FormattedMessage id="orders.creditLimit" />}
        error={errorOf('defaultCreditLimit')}
        helper={<FormattedMessage id="orders.creditLimitHint" values={{ currency }} />}
        required
      >
        <InputGroup startAddon={currencySign(currency)}>
          <MoneyInput
            {...input('defaultCreditLimit')}
            placeholder={formatDecimal('50000000.00', language)}
            data-testid="orders-credit-limit"
          />
        </InputGroup>
      </FormField>
      <FormField
        label={<FormattedMessage id="orders.billingCycle" />}
        error={errorOf('defaultBillingCycle')}
        helper={<FormattedMessage id="orders.billingCycleHint" />}
        required
      >
        <OptionSelect
          {...field('defaultBillingCycle')}
          options={BILLING_CYCLES.map((cycle) => ({
            value: cycle,
            label: intl.formatMessage(BILLING_CYCLE_LABELS[cycle]),
          }))}
          // Inside a FormField, Chakra takes `disabled` from the field (never disabled), not from the select's root: the select itself is disabled.
          {...{ disabled: !canManage }}
          bg={canManage ? undefined : 'bg.muted'}
          data-testid="orders-billing-cycle"
        />
      </FormField>
    </SettingsSection>
  );
}

/** The sales order number prefix and whether a sales order needs approval. */
function SalesOrdersSection({ canManage }: { canManage: boolean }) {
  const { values, setFieldValue } = useFormikContext<OrdersSettingsFormValues>();
  return (
    <FormSection
      title={<FormattedMessage id="orders.section.salesOrders" />}
      description={<FormattedMessage id="orders.section.salesOrdersHint" />}
    >
      <Stack gap="6">
        <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="5">
          <PrefixField
            name="salesOrderNumberPrefix"
            label={{ id: 'orders.salesOrderPrefix' }}
            example="SO/"
            canManage={canManage}
          />
        </Grid>
        <ControlSwitch
          data-testid="orders-approval-required"
          label={<FormattedMessage id="orders.approval.label" />}
          description={<FormattedMessage id="orders.approval.description" />}
          checked={values.salesOrderApprovalRequired}
          disabled={!canManage}
          onChange={(checked) => void setFieldValue('salesOrderApprovalRequired', checked)}
        />
      </Stack>
    </FormSection>
  );
}

/** A document number prefix (INV/, SO/), required. */
function PrefixField({
  name,
  label,
  example,
  canManage,
}: {
  name: 'invoiceNumberPrefix' | 'salesOrderNumberPrefix';
  label: { id: string };
  example: string;
  canManage: boolean;
}) {
  const { errorOf, input } = useSettingsInputs(canManage);
  return (
    <FormField
      label={<FormattedMessage {...label} />}
      error={errorOf(name)}
      helper={<FormattedMessage id="orders.prefixHint" values={{ example }} />}
      required
    >
      <Input {...input(name)} autoComplete="off" maxWidth="48" />
    </FormField>
  );
}
