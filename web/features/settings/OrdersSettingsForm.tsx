import { Button, Flex, Grid, Input, InputGroup, Stack } from '@chakra-ui/react';
import { Formik, useFormikContext, type FormikHelpers } from 'formik';
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment, useMutation } from 'react-relay';
import type { OrdersSettingsForm_viewer$key } from '../../__generated__/OrdersSettingsForm_viewer.graphql';
import type { OrdersSettingsFormMutation } from '../../__generated__/OrdersSettingsFormMutation.graphql';
import { toastSuccess } from '../../ui/toaster';
import { FormField } from '../../ui/FormField';
import { ControlSwitch } from './ControlSwitch';
import { ordersSettingsFormSchema, type OrdersSettingsFormValues } from './ordersSettingsFormSchema';
import { SettingsNoAccess } from './SettingsNoAccess';
import { SettingsReadOnlyNotice } from './SettingsReadOnlyNotice';
import { FormSection } from '../../ui/FormSection';
import { FormErrorAlert } from '../../ui/FormErrorAlert';
import { useFormFeedback } from '../../ui/useFormFeedback';

/**
 * Orders settings: the default payment term of new invoices, the prefixes of
 * invoice and sales order numbers, and whether a sales order needs approval
 * before it is invoiced. Only `settings:manage` changes them.
 */
export function OrdersSettingsForm({ viewer }: { viewer: OrdersSettingsForm_viewer$key }) {
  const data = useFragment(
    graphql`
      fragment OrdersSettingsForm_viewer on Viewer {
        permissions
        organization {
          id
          ordersSettings {
            defaultPaymentTermDays
            invoiceNumberPrefix
            salesOrderNumberPrefix
            salesOrderApprovalRequired
          }
        }
      }
    `,
    viewer,
  );
  const intl = useIntl();
  const feedback = useFormFeedback();
  const schema = useMemo(() => ordersSettingsFormSchema(intl), [intl]);
  const canManage = data.permissions.includes('settings:manage');
  const settings = data.organization.ordersSettings;
  const [commit] = useMutation<OrdersSettingsFormMutation>(graphql`
    mutation OrdersSettingsFormMutation($input: OrganizationOrdersSettingsUpdateInput!) {
      organizationOrdersSettingsUpdate(input: $input) {
        organization {
          id
          ordersSettings {
            defaultPaymentTermDays
            invoiceNumberPrefix
            salesOrderNumberPrefix
            salesOrderApprovalRequired
          }
        }
        userErrors {
          field
          code
          message
        }
      }
    }
  `);

  if (!settings) return <SettingsNoAccess />;

  const initialValues: OrdersSettingsFormValues = {
    defaultPaymentTermDays: String(settings.defaultPaymentTermDays),
    invoiceNumberPrefix: settings.invoiceNumberPrefix,
    salesOrderNumberPrefix: settings.salesOrderNumberPrefix,
    salesOrderApprovalRequired: settings.salesOrderApprovalRequired,
  };

  const submit = (values: OrdersSettingsFormValues, helpers: FormikHelpers<OrdersSettingsFormValues>) =>
    new Promise<void>((resolve) => {
      helpers.setStatus(undefined);
      commit({
        variables: {
          input: {
            defaultPaymentTermDays: Number(values.defaultPaymentTermDays.trim()),
            invoiceNumberPrefix: values.invoiceNumberPrefix.trim(),
            salesOrderNumberPrefix: values.salesOrderNumberPrefix.trim(),
            salesOrderApprovalRequired: values.salesOrderApprovalRequired,
          },
        },
        onCompleted: (response) => {
          resolve();
          const { organization, userErrors } = response.organizationOrdersSettingsUpdate;
          if (organization && userErrors.length === 0) {
            toastSuccess(intl.formatMessage({ id: 'orders.saved' }));
            return;
          }
          feedback.rejected(values, helpers, userErrors);
        },
        onError: (error) => {
          resolve();
          feedback.failed(helpers, error);
        },
      });
    });

  return (
    <Formik<OrdersSettingsFormValues> initialValues={initialValues} enableReinitialize validationSchema={schema} onSubmit={submit}>
      <OrdersSettingsFields canManage={canManage} />
    </Formik>
  );
}

/** Invoices (payment term, number prefix) and sales orders (number prefix, approval), read-only without settings:manage. */
function OrdersSettingsFields({ canManage }: { canManage: boolean }) {
  const intl = useIntl();
  const { values, errors, touched, submitCount, status, dirty, isSubmitting, handleChange, handleBlur, handleSubmit, setFieldValue } = useFormikContext<OrdersSettingsFormValues>();
  const errorOf = (name: keyof OrdersSettingsFormValues) => (touched[name] || submitCount > 0 ? (errors[name] as string | undefined) : undefined);
  const input = (name: 'defaultPaymentTermDays' | 'invoiceNumberPrefix' | 'salesOrderNumberPrefix') => ({
    name,
    value: values[name],
    onChange: handleChange,
    onBlur: handleBlur,
    readOnly: !canManage,
    bg: canManage ? undefined : 'bg.muted',
  });
  return (
    <form noValidate onSubmit={handleSubmit} data-testid="orders-settings-form">
      <Stack gap="6" maxWidth="4xl">
        {canManage ? null : <SettingsReadOnlyNotice />}
        <FormErrorAlert message={status} />

        <FormSection title={<FormattedMessage id="orders.section.invoices" />} description={<FormattedMessage id="orders.section.invoicesHint" />}>
          <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="5">
            <FormField label={<FormattedMessage id="orders.paymentTerm" />} error={errorOf('defaultPaymentTermDays')} helper={<FormattedMessage id="orders.paymentTermHint" />} required>
              <InputGroup endAddon={intl.formatMessage({ id: 'orders.days' })} maxWidth="48">
                <Input
                  {...input('defaultPaymentTermDays')}
                  onChange={(event) => void setFieldValue('defaultPaymentTermDays', event.currentTarget.value.replace(/\D/g, '').slice(0, 3))}
                  inputMode="numeric"
                  autoComplete="off"
                />
              </InputGroup>
            </FormField>
            <FormField
              label={<FormattedMessage id="orders.invoicePrefix" />}
              error={errorOf('invoiceNumberPrefix')}
              helper={<FormattedMessage id="orders.prefixHint" values={{ example: 'INV/' }} />}
              required
            >
              <Input {...input('invoiceNumberPrefix')} autoComplete="off" maxWidth="48" />
            </FormField>
          </Grid>
        </FormSection>

        <FormSection title={<FormattedMessage id="orders.section.salesOrders" />} description={<FormattedMessage id="orders.section.salesOrdersHint" />}>
          <Stack gap="6">
            <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="5">
              <FormField
                label={<FormattedMessage id="orders.salesOrderPrefix" />}
                error={errorOf('salesOrderNumberPrefix')}
                helper={<FormattedMessage id="orders.prefixHint" values={{ example: 'SO/' }} />}
                required
              >
                <Input {...input('salesOrderNumberPrefix')} autoComplete="off" maxWidth="48" />
              </FormField>
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

        {canManage ? (
          <Flex justifyContent="flex-end">
            <Button type="submit" colorPalette="brand" loading={isSubmitting} disabled={!dirty} data-testid="orders-settings-save">
              <FormattedMessage id="common.saveChanges" />
            </Button>
          </Flex>
        ) : null}
      </Stack>
    </form>
  );
}
