import { Button, Grid, GridItem, HStack, Input, Text, Textarea } from '@chakra-ui/react';
import { useFormikContext } from 'formik';
import { useRef, type ChangeEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { FormField } from '../../ui/FormField';
import { formikFields } from '../../ui/formikFields';
import type { ConnectionType } from '../../domain/accountLabels';
import { CREDENTIAL_FIELDS, type CredentialValues } from './internalAccountFormSchema';

/** Fields whose value is a secret: typed into a password input, never echoed back by the server. */
const SECRET_FIELDS: ReadonlySet<keyof CredentialValues> = new Set(['password', 'clientSecret']);

/**
 * The credentials a connection type needs: internet-banking company id, user
 * id, password and CIF for an automated connection; SNAP client id and
 * secret, partner id, channel id and the RSA private key (PEM, pasted or read
 * from a file) for an API connection. Secrets are typed into inputs the
 * browser does not fill in or remember; they are sealed by the server and
 * never shown again. They bind to the enclosing formik form's `credentials`
 * (the create form's and the edit dialog's alike).
 */
export function CredentialFields({ connectionType }: { connectionType: ConnectionType }) {
  const intl = useIntl();
  const formik = useFormikContext<{ credentials: CredentialValues }>();
  const { errorOf } = formikFields(formik);
  const { handleChange: onChange, handleBlur: onBlur, setFieldValue } = formik;
  const values = formik.values.credentials;
  const fileInput = useRef<HTMLInputElement>(null);
  const fields = CREDENTIAL_FIELDS[connectionType];
  if (fields.length === 0) return null;

  const readKeyFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    event.currentTarget.value = '';
    if (file && file.size <= 20_000)
      void setFieldValue('credentials.privateKey', await file.text());
  };

  return (
    <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="5" data-testid="credential-fields">
      {fields.map(({ name, required }) => {
        const path = `credentials.${name}`;
        const label = <FormattedMessage id={`internalAccountForm.credential.${name}`} />;
        if (name === 'privateKey') {
          return (
            <GridItem key={name} colSpan={{ base: 1, md: 2 }}>
              <FormField
                label={label}
                error={errorOf(path)}
                required={required}
                helper={<FormattedMessage id="internalAccountForm.privateKeyHint" />}
              >
                <Textarea
                  name={path}
                  value={values.privateKey}
                  onChange={onChange}
                  onBlur={onBlur}
                  rows={6}
                  fontFamily="mono"
                  fontSize="xs"
                  spellCheck={false}
                  autoComplete="off"
                  placeholder={'-----BEGIN PRIVATE KEY-----\n…\n-----END PRIVATE KEY-----'}
                />
              </FormField>
              <HStack marginTop="2" gap="3">
                <Button size="xs" variant="outline" onClick={() => fileInput.current?.click()}>
                  <FormattedMessage id="internalAccountForm.privateKeyFile" />
                </Button>
                <Text fontSize="xs" color="fg.muted">
                  <FormattedMessage id="internalAccountForm.privateKeyFileHint" />
                </Text>
                <input
                  ref={fileInput}
                  type="file"
                  accept=".pem,.key,.txt"
                  hidden
                  aria-label={intl.formatMessage({ id: 'internalAccountForm.privateKeyFile' })}
                  onChange={(event) => void readKeyFile(event)}
                />
              </HStack>
            </GridItem>
          );
        }
        return (
          <FormField
            key={name}
            label={label}
            error={errorOf(path)}
            required={required}
            helper={
              required ? undefined : (
                <FormattedMessage id="internalAccountForm.optionalWhereAsked" />
              )
            }
          >
            <Input
              name={path}
              value={values[name]}
              onChange={onChange}
              onBlur={onBlur}
              type={SECRET_FIELDS.has(name) ? 'password' : 'text'}
              autoComplete={SECRET_FIELDS.has(name) ? 'new-password' : 'off'}
              spellCheck={false}
            />
          </FormField>
        );
      })}
    </Grid>
  );
}
