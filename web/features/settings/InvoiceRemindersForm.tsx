import { Input, Stack } from '@chakra-ui/react';
import { useFormikContext } from 'formik';
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { InvoiceRemindersForm_organization$key } from '../../__generated__/InvoiceRemindersForm_organization.graphql';
import type { InvoiceRemindersForm_viewer$key } from '../../__generated__/InvoiceRemindersForm_viewer.graphql';
import type { InvoiceRemindersFormMutation } from '../../__generated__/InvoiceRemindersFormMutation.graphql';
import { useCommit } from '../../relay/useCommit';
import { FormField } from '../../ui/FormField';
import { FormSection } from '../../ui/FormSection';
import { ControlSwitch } from './ControlSwitch';
import {
  invoiceRemindersFormSchema,
  reminderDaysInputOf,
  type InvoiceRemindersFormValues,
} from './invoiceRemindersFormSchema';
import { SettingsForm } from './SettingsForm';
import { useSettingsInputs } from './useSettingsInputs';

/**
 * Payment reminders of overdue invoices, on the Orders settings page: whether
 * they go out, and the days after the due date at which one does. Only
 * `settings:manage` changes them; other members see them read-only. Nothing
 * without `settings:read` (the Orders form above says so).
 */
export function InvoiceRemindersForm({ viewer }: { viewer: InvoiceRemindersForm_viewer$key }) {
  const data = useFragment(
    graphql`
      fragment InvoiceRemindersForm_viewer on Viewer {
        permissions
        organization {
          ...InvoiceRemindersForm_organization
        }
      }
    `,
    viewer,
  );
  const { invoiceReminderSettings: settings } = useFragment<InvoiceRemindersForm_organization$key>(
    graphql`
      fragment InvoiceRemindersForm_organization on Organization {
        id
        invoiceReminderSettings {
          enabled
          days
        }
      }
    `,
    data.organization,
  );
  const intl = useIntl();
  const schema = useMemo(() => invoiceRemindersFormSchema(intl), [intl]);
  const canManage = data.permissions.includes('settings:manage');
  const [commit] = useCommit<InvoiceRemindersFormMutation>(graphql`
    mutation InvoiceRemindersFormMutation($input: OrganizationInvoiceRemindersUpdateInput!) {
      organizationInvoiceRemindersUpdate(input: $input) {
        organization {
          ...InvoiceRemindersForm_organization
        }
        userErrors {
          ...userErrorFields_userError @relay(mask: false)
        }
      }
    }
  `);

  if (!settings) return null;

  const initialValues: InvoiceRemindersFormValues = {
    enabled: settings.enabled,
    days: settings.days.join(', '),
  };
  const save = (values: InvoiceRemindersFormValues) =>
    commit({
      variables: {
        input: { enabled: values.enabled, days: reminderDaysInputOf(values.days) ?? [] },
      },
    }).then((response) => response.organizationInvoiceRemindersUpdate);

  return (
    <SettingsForm
      initialValues={initialValues}
      validationSchema={schema}
      save={save}
      savedMessage={{ id: 'reminders.saved' }}
      canManage={canManage}
      // The Orders form above says the page is read-only.
      readOnlyNotice={false}
      testId="invoice-reminders-form"
      saveTestId="invoice-reminders-save"
    >
      <RemindersSection canManage={canManage} />
    </SettingsForm>
  );
}

/** The switch and the steps. */
function RemindersSection({ canManage }: { canManage: boolean }) {
  const { values, setFieldValue } = useFormikContext<InvoiceRemindersFormValues>();
  const { errorOf, input } = useSettingsInputs(canManage);
  return (
    <FormSection
      title={<FormattedMessage id="reminders.section" />}
      description={<FormattedMessage id="reminders.sectionHint" />}
      data-testid="invoice-reminders-section"
    >
      <Stack gap="6">
        <ControlSwitch
          data-testid="invoice-reminders-enabled"
          label={<FormattedMessage id="reminders.enabled.label" />}
          description={<FormattedMessage id="reminders.enabled.description" />}
          checked={values.enabled}
          disabled={!canManage}
          onChange={(checked) => void setFieldValue('enabled', checked)}
        />
        <FormField
          label={<FormattedMessage id="reminders.days" />}
          error={errorOf('days')}
          helper={<FormattedMessage id="reminders.daysHint" />}
          required
        >
          <Input
            {...input('days')}
            inputMode="numeric"
            autoComplete="off"
            maxWidth="sm"
            placeholder="1, 7, 14, 30"
            data-testid="invoice-reminders-days"
          />
        </FormField>
      </Stack>
    </FormSection>
  );
}
