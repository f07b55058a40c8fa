import { Dialog, Field, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { Formik, type FormikErrors, type FormikHelpers } from 'formik';
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useMutation } from 'react-relay';
import type { ApiKeyCreateDialogMutation } from '../../__generated__/ApiKeyCreateDialogMutation.graphql';
import { formatDate } from '../../i18n/format';
import { useErrorMessage } from '../../i18n/useErrorMessage';
import { useLanguage } from '../../i18n/useLanguage';
import { assignableRoles } from '../../ui/role/assignableRoles';
import { RoleSelectField } from '../../ui/role/RoleSelectField';
import { useMutationFailure } from '../../relay/useMutationFailure';
import { API_KEY_EXPIRY_DAYS, apiKeyCreateSchema, DEFAULT_API_KEY_EXPIRY_DAYS, type ApiKeyCreateValues } from './apiKeyCreateSchema';
import { FormDialog, FormDialogFooter } from '../../ui/FormDialog';
import { FormErrorAlert } from '../../ui/FormErrorAlert';
import { FormField } from '../../ui/FormField';

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
export function ApiKeyCreateDialog({ open, roles, timeZone, onClose, onCreated }: ApiKeyCreateDialogProps) {
  return (
    <FormDialog open={open} onClose={onClose} testId="api-key-create-dialog" title={<FormattedMessage id="apiKeys.createDialog.title" />}>
      <ApiKeyCreateForm roles={roles} timeZone={timeZone} onClose={onClose} onCreated={onCreated} />
    </FormDialog>
  );
}

/** Name, role and expiry, checked by the form's rules and then by the server. */
function ApiKeyCreateForm({ roles, timeZone, onClose, onCreated }: Omit<ApiKeyCreateDialogProps, 'open'>) {
  const intl = useIntl();
  const { language } = useLanguage();
  const errorMessage = useErrorMessage();
  const mutationFailure = useMutationFailure();
  const [formError, setFormError] = useState<string | null>(null);
  const schema = useMemo(() => apiKeyCreateSchema(intl), [intl]);
  const options = useMemo(() => assignableRoles(roles), [roles]);
  const [commitCreate] = useMutation<ApiKeyCreateDialogMutation>(graphql`
    mutation ApiKeyCreateDialogMutation($input: ApiKeyCreateInput!) {
      apiKeyCreate(input: $input) {
        apiKey {
          id
          name
        }
        secret
        userErrors {
          field
          code
          message
        }
      }
    }
  `);

  const submit = (values: ApiKeyCreateValues, helpers: FormikHelpers<ApiKeyCreateValues>) =>
    new Promise<void>((resolve) => {
      setFormError(null);
      commitCreate({
        variables: {
          input: { name: values.name.trim(), roleId: values.roleId, expiresInDays: Number(values.expiresInDays) },
        },
        onCompleted: (response) => {
          resolve();
          const { apiKey, secret, userErrors } = response.apiKeyCreate;
          if (apiKey && secret && userErrors.length === 0) {
            onCreated({ name: apiKey.name, secret });
            return;
          }
          const fieldErrors: FormikErrors<ApiKeyCreateValues> = {};
          const others: string[] = [];
          for (const error of userErrors) {
            const message = errorMessage(error.code, error.message);
            if (error.field === 'name') fieldErrors.name ??= message;
            else if (error.field === 'roleId') fieldErrors.roleId ??= message;
            else if (error.field === 'expiresInDays') fieldErrors.expiresInDays ??= message;
            else others.push(message);
          }
          helpers.setErrors(fieldErrors);
          if (others.length > 0) setFormError(others.join(' '));
          else if (Object.keys(fieldErrors).length === 0) setFormError(errorMessage(null));
        },
        onError: (failure) => {
          resolve();
          setFormError(mutationFailure(failure));
        },
      });
    });

  return (
    <Formik<ApiKeyCreateValues> initialValues={{ name: '', roleId: '', expiresInDays: DEFAULT_API_KEY_EXPIRY_DAYS }} validationSchema={schema} onSubmit={submit}>
      {({ values, errors, touched, submitCount, isSubmitting, handleChange, handleBlur, handleSubmit }) => {
        const shown = (field: keyof ApiKeyCreateValues) => (touched[field] || submitCount > 0 ? errors[field] : undefined);
        return (
          <form noValidate onSubmit={handleSubmit}>
            <Dialog.Body>
              <Stack gap="4">
                <Text color="fg.muted" fontSize="sm">
                  <FormattedMessage id="apiKeys.createDialog.body" />
                </Text>
                <FormErrorAlert message={formError} testId="api-key-create-error" />
                <FormField label={<FormattedMessage id="apiKeys.field.name" />} error={shown('name')} helper={<FormattedMessage id="apiKeys.field.nameHelper" />} required>
                  <Input
                    name="name"
                    autoComplete="off"
                    autoFocus
                    placeholder={intl.formatMessage({ id: 'apiKeys.field.namePlaceholder' })}
                    value={values.name}
                    onChange={handleChange}
                    onBlur={handleBlur}
                  />
                </FormField>
                <RoleSelectField
                  roles={options}
                  value={values.roleId}
                  error={shown('roleId')}
                  helper={<FormattedMessage id="apiKeys.field.roleHelper" />}
                  onChange={handleChange}
                  onBlur={handleBlur}
                />
                <Field.Root invalid={Boolean(shown('expiresInDays'))} required>
                  <Field.Label>
                    <FormattedMessage id="apiKeys.field.expiry" />
                    <Field.RequiredIndicator />
                  </Field.Label>
                  <NativeSelect.Root>
                    <NativeSelect.Field name="expiresInDays" data-testid="api-key-expiry-select" value={values.expiresInDays} onChange={handleChange} onBlur={handleBlur}>
                      {API_KEY_EXPIRY_DAYS.map((days) => (
                        <option key={days} value={days}>
                          {intl.formatMessage({ id: 'apiKeys.field.expiryOption' }, { days: Number(days) })}
                        </option>
                      ))}
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                  {shown('expiresInDays') ? (
                    <Field.ErrorText>{shown('expiresInDays')}</Field.ErrorText>
                  ) : (
                    <Field.HelperText data-testid="api-key-expiry-date">
                      <FormattedMessage id="apiKeys.field.expiryHelper" values={{ date: formatDate(expiryInstant(values.expiresInDays), language, timeZone) }} />
                    </Field.HelperText>
                  )}
                </Field.Root>
              </Stack>
            </Dialog.Body>
            <FormDialogFooter onCancel={onClose} submitting={isSubmitting} submitLabel={<FormattedMessage id="apiKeys.createDialog.submit" />} submitTestId="api-key-create-submit" />
          </form>
        );
      }}
    </Formik>
  );
}
