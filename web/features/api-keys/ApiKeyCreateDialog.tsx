import { Input, NativeSelect } from '@chakra-ui/react';
import { Formik, useFormikContext, type FormikHelpers } from 'formik';
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql } from 'react-relay';
import type { ApiKeyCreateDialogMutation } from '../../__generated__/ApiKeyCreateDialogMutation.graphql';
import { formatDate } from '../../i18n/format';
import { useLanguage } from '../../i18n/useLanguage';
import { assignableRoles } from '../../domain/role/assignableRoles';
import { RoleSelectField } from '../../domain/role/RoleSelectField';
import { useCommit } from '../../relay/useCommit';
import {
  API_KEY_EXPIRY_DAYS,
  apiKeyCreateSchema,
  DEFAULT_API_KEY_EXPIRY_DAYS,
  type ApiKeyCreateValues,
} from './apiKeyCreateSchema';
import { FormDialog } from '../../ui/FormDialog';
import { FormDialogForm } from '../../ui/FormDialogForm';
import { FormField } from '../../ui/FormField';
import { formikFields } from '../../ui/formikFields';
import { useFormFeedback } from '../../ui/useFormFeedback';

const DAY_MS = 24 * 60 * 60 * 1000;

type RoleOption = { readonly id: string; readonly name: string; readonly builtIn: boolean };

/** A key just created: its name and its secret, which the server gives this once. */
export type CreatedApiKey = { name: string; secret: string };

type ApiKeyCreateDialogProps = {
  open: boolean;
  /** The organisation's roles; the owner's is not offered. */
  roles: readonly RoleOption[];
  timeZone: string;
  onClose: () => void;
  /** Called with the new key's secret once the server created it. */
  onCreated: (created: CreatedApiKey) => void;
};

/** The instant a key created now stops working, for the expiry's helper text. */
function expiryInstant(days: string): string {
  return new Date(Date.now() + Number(days) * DAY_MS).toISOString();
}

/**
 * Creates an API key: a name, the role it acts in (never the owner's) and
 * after how many days it stops working. The server's refusals land on their
 * field, anything else above the form; on success the secret goes to
 * `onCreated`, to be shown once.
 */
export function ApiKeyCreateDialog({
  open,
  roles,
  timeZone,
  onClose,
  onCreated,
}: ApiKeyCreateDialogProps) {
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      testId="api-key-create-dialog"
      title={<FormattedMessage id="apiKeys.createDialog.title" />}
    >
      <ApiKeyCreateForm roles={roles} timeZone={timeZone} onClose={onClose} onCreated={onCreated} />
    </FormDialog>
  );
}

/** Name, role and expiry, checked by the form's rules and then by the server. */
function ApiKeyCreateForm({
  roles,
  timeZone,
  onClose,
  onCreated,
}: Omit<ApiKeyCreateDialogProps, 'open'>) {
  const intl = useIntl();
  const schema = useMemo(() => apiKeyCreateSchema(intl), [intl]);
  const options = useMemo(() => assignableRoles(roles), [roles]);
  const submit = useApiKeyCreate(onCreated);
  return (
    <Formik<ApiKeyCreateValues>
      initialValues={{ name: '', roleId: '', expiresInDays: DEFAULT_API_KEY_EXPIRY_DAYS }}
      validationSchema={schema}
      onSubmit={submit}
    >
      {(formik) => {
        const { errorOf, input } = formikFields(formik);
        return (
          <FormDialogForm
            intro={<FormattedMessage id="apiKeys.createDialog.body" />}
            errorTestId="api-key-create-error"
            onCancel={onClose}
            submitLabel={<FormattedMessage id="apiKeys.createDialog.submit" />}
            submitTestId="api-key-create-submit"
          >
            <FormField
              label={<FormattedMessage id="apiKeys.field.name" />}
              error={errorOf('name')}
              helper={<FormattedMessage id="apiKeys.field.nameHelper" />}
              required
            >
              <Input
                {...input('name')}
                autoComplete="off"
                autoFocus
                placeholder={intl.formatMessage({ id: 'apiKeys.field.namePlaceholder' })}
              />
            </FormField>
            <RoleSelectField
              roles={options}
              helper={<FormattedMessage id="apiKeys.field.roleHelper" />}
            />
            <ExpiryField timeZone={timeZone} />
          </FormDialogForm>
        );
      }}
    </Formik>
  );
}

/** Creates the key with what the form holds; the server's refusals land on their field, its secret goes to `onCreated`. */
function useApiKeyCreate(onCreated: (created: CreatedApiKey) => void) {
  const feedback = useFormFeedback();
  const [commitCreate] = useCommit<ApiKeyCreateDialogMutation>(graphql`
    mutation ApiKeyCreateDialogMutation($input: ApiKeyCreateInput!) {
      apiKeyCreate(input: $input) {
        apiKey {
          id
          name
        }
        secret
        userErrors {
          ...userErrorFields_userError @relay(mask: false)
        }
      }
    }
  `);
  return async (values: ApiKeyCreateValues, helpers: FormikHelpers<ApiKeyCreateValues>) => {
    const input = {
      name: values.name.trim(),
      roleId: values.roleId,
      expiresInDays: Number(values.expiresInDays),
    };
    const created = await feedback.outcome(
      values,
      helpers,
      commitCreate({ variables: { input } }).then((response) => response.apiKeyCreate),
    );
    if (created?.apiKey && created.secret)
      onCreated({ name: created.apiKey.name, secret: created.secret });
  };
}

/** After how many days the key stops working, with the date that makes in the organisation's time zone. */
function ExpiryField({ timeZone }: { timeZone: string }) {
  const intl = useIntl();
  const { language } = useLanguage();
  const formik = useFormikContext<ApiKeyCreateValues>();
  const { errorOf, input } = formikFields(formik);
  return (
    <FormField
      label={<FormattedMessage id="apiKeys.field.expiry" />}
      error={errorOf('expiresInDays')}
      helper={
        <span data-testid="api-key-expiry-date">
          <FormattedMessage
            id="apiKeys.field.expiryHelper"
            values={{
              date: formatDate(expiryInstant(formik.values.expiresInDays), language, timeZone),
            }}
          />
        </span>
      }
      required
    >
      <NativeSelect.Root>
        <NativeSelect.Field {...input('expiresInDays')} data-testid="api-key-expiry-select">
          {API_KEY_EXPIRY_DAYS.map((days) => (
            <option key={days} value={days}>
              {intl.formatMessage({ id: 'apiKeys.field.expiryOption' }, { days: Number(days) })}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FormField>
  );
}
