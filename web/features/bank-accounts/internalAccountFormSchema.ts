import type { IntlShape } from 'react-intl';
import * as yup from 'yup';
import {
  ACCOUNT_CURRENCIES,
  type AccountCurrency,
  type AccountStatus,
  type ConnectionType,
} from '../../domain/accountLabels';

/** The credentials a connection may carry; which ones it needs depends on its type. */
export type CredentialValues = {
  companyId: string;
  userId: string;
  password: string;
  cif: string;
  clientId: string;
  clientSecret: string;
  partnerId: string;
  channelId: string;
  privateKey: string;
};

export const EMPTY_CREDENTIALS: CredentialValues = {
  companyId: '',
  userId: '',
  password: '',
  cif: '',
  clientId: '',
  clientSecret: '',
  partnerId: '',
  channelId: '',
  privateKey: '',
};

/** The credential fields of each connection type, in form order, with whether the connection needs them. */
export const CREDENTIAL_FIELDS: Record<
  ConnectionType,
  readonly { name: keyof CredentialValues; required: boolean }[]
> = {
  MANUAL: [],
  AUTOMATED: [
    { name: 'companyId', required: false },
    { name: 'userId', required: true },
    { name: 'password', required: true },
    { name: 'cif', required: false },
  ],
  API: [
    { name: 'clientId', required: true },
    { name: 'clientSecret', required: true },
    { name: 'partnerId', required: true },
    { name: 'channelId', required: true },
    { name: 'privateKey', required: true },
  ],
};

export type InternalAccountFormValues = {
  bankCode: string;
  accountNumber: string;
  accountName: string;
  alias: string;
  entityId: string;
  currency: AccountCurrency;
  connectionType: ConnectionType;
  automatedType: string;
  credentials: CredentialValues;
  status: AccountStatus;
};

/** What the edit dialog changes: the bank, number and currency of an account stay. */
export type InternalAccountEditValues = Pick<
  InternalAccountFormValues,
  | 'accountName'
  | 'alias'
  | 'entityId'
  | 'connectionType'
  | 'automatedType'
  | 'credentials'
  | 'status'
> & {
  /** Whether new credentials are typed in, replacing the stored ones. */
  replaceCredentials: boolean;
};

/** An account number as the service keeps it: spaces, dots and dashes dropped. */
export const accountNumberDigits = (value: string) => value.replace(/[\s.-]/g, '');

const PEM_PRIVATE_KEY =
  /-----BEGIN (?:RSA )?PRIVATE KEY-----[\s\S]+-----END (?:RSA )?PRIVATE KEY-----/;

/**
 * The rules of the credentials of a connection: those it needs are required
 * ("This field is required"), and an API private key must look like a PEM
 * private key (the service then checks that it is a real RSA key).
 * `needed` says whether credentials are asked for at all (an edit that keeps
 * the stored ones asks for none).
 */
function credentialsSchema(
  intl: IntlShape,
  needed: (connectionType: ConnectionType, replace: boolean) => boolean,
) {
  const required = intl.formatMessage({ id: 'validation.fieldRequired' });
  const field = (type: ConnectionType, name: keyof CredentialValues) =>
    yup
      .string()
      .trim()
      .when(['$connectionType', '$replace'], (context: unknown[], schema) => {
        const [connectionType, replace] = context as [ConnectionType, boolean];
        const asked = CREDENTIAL_FIELDS[type].some((f) => f.name === name && f.required);
        return connectionType === type && asked && needed(connectionType, replace)
          ? schema.required(required)
          : schema;
      });
  return yup.object({
    companyId: yup.string(),
    userId: field('AUTOMATED', 'userId'),
    password: field('AUTOMATED', 'password'),
    cif: yup.string(),
    clientId: field('API', 'clientId'),
    clientSecret: field('API', 'clientSecret'),
    partnerId: field('API', 'partnerId'),
    channelId: field('API', 'channelId'),
    privateKey: field('API', 'privateKey').test(
      'pem',
      intl.formatMessage({ id: 'internalAccountForm.privateKeyPem' }),
      (value, context) => {
        const { connectionType, replace } = context.options.context as {
          connectionType: ConnectionType;
          replace: boolean;
        };
        if (connectionType !== 'API' || !needed(connectionType, replace) || !value?.trim())
          return true;
        return PEM_PRIVATE_KEY.test(value);
      },
    ),
  });
}

/**
 * The create-internal-account rules: bank, number (5 to 34 digits, as the
 * service), name on account and alias required, automated type for an
 * automated connection, and the credentials its connection type needs.
 * Validate with `context: { connectionType, replace: true }` (see `validateWithContext`).
 */
export function internalAccountFormSchema(intl: IntlShape) {
  const required = intl.formatMessage({ id: 'validation.fieldRequired' });
  return yup.object({
    bankCode: yup.string().required(required),
    accountNumber: yup
      .string()
      .trim()
      .required(required)
      .test('digits', intl.formatMessage({ id: 'error.U-TRSY-BA-9' }), (value) =>
        /^\d{5,34}$/.test(accountNumberDigits(value ?? '')),
      ),
    accountName: yup.string().trim().required(required).max(300),
    alias: yup.string().trim().required(required).max(200),
    entityId: yup.string(),
    currency: yup.string().oneOf(ACCOUNT_CURRENCIES).required(required),
    connectionType: yup.string().oneOf(['MANUAL', 'AUTOMATED', 'API']).required(required),
    automatedType: yup
      .string()
      .when('connectionType', (connectionType: unknown[], schema) =>
        connectionType[0] === 'AUTOMATED' ? schema.required(required) : schema,
      ),
    credentials: credentialsSchema(intl, () => true),
    status: yup
      .string()
      .oneOf(['NEW', 'ACTIVE', 'DORMANT', 'MATURED', 'CLOSED'])
      .required(required),
  });
}

/**
 * The edit rules: alias and name required; credentials only when the
 * connection changes to one that needs them or the member replaces them.
 */
export function internalAccountEditSchema(intl: IntlShape, currentConnection: ConnectionType) {
  const required = intl.formatMessage({ id: 'validation.fieldRequired' });
  return yup.object({
    accountName: yup.string().trim().required(required).max(300),
    alias: yup.string().trim().required(required).max(200),
    entityId: yup.string().required(required),
    connectionType: yup.string().oneOf(['MANUAL', 'AUTOMATED', 'API']).required(required),
    automatedType: yup
      .string()
      .when('connectionType', (connectionType: unknown[], schema) =>
        connectionType[0] === 'AUTOMATED' ? schema.required(required) : schema,
      ),
    credentials: credentialsSchema(
      intl,
      (connectionType, replace) => replace || connectionType !== currentConnection,
    ),
    status: yup
      .string()
      .oneOf(['NEW', 'ACTIVE', 'DORMANT', 'MATURED', 'CLOSED'])
      .required(required),
  });
}

/** Formik validation with the context the credential rules read. */
export function validateWithContext<
  Values extends { connectionType: ConnectionType; replaceCredentials?: boolean },
>(schema: yup.AnyObjectSchema) {
  return async (values: Values) => {
    try {
      await schema.validate(values, {
        abortEarly: false,
        context: {
          connectionType: values.connectionType,
          replace: values.replaceCredentials ?? true,
        },
      });
      return {};
    } catch (error) {
      if (!(error instanceof yup.ValidationError)) throw error;
      const errors: Record<string, unknown> = {};
      for (const inner of error.inner) {
        if (!inner.path) continue;
        const [head, tail] = inner.path.split('.') as [string, string | undefined];
        if (tail) {
          const nested = (errors[head] ??= {}) as Record<string, string>;
          nested[tail] ??= inner.message;
        } else {
          errors[head] ??= inner.message;
        }
      }
      return errors;
    }
  };
}

/** Only the credentials the connection type uses, trimmed, or null for a connection without any. */
export function credentialsInput(connectionType: ConnectionType, credentials: CredentialValues) {
  const fields = CREDENTIAL_FIELDS[connectionType];
  if (fields.length === 0) return null;
  const entries = fields
    .map(({ name }) => [name, credentials[name].trim()] as const)
    .filter(([, value]) => value !== '');
  return Object.fromEntries(entries) as Partial<CredentialValues>;
}

/**
 * The `bankAccountCreate` input of the form's values: trimmed text, the
 * number's digits, the automated type only for an automated connection, and
 * only the credentials of the chosen connection type (never the others typed
 * before the type was changed), and the status it starts in.
 */
export function toCreateInput(values: InternalAccountFormValues) {
  return {
    bankCode: values.bankCode,
    accountNumber: accountNumberDigits(values.accountNumber),
    accountName: values.accountName.trim(),
    alias: values.alias.trim(),
    entityId: values.entityId === '' ? null : values.entityId,
    currency: values.currency,
    connectionType: values.connectionType,
    automatedType: values.connectionType === 'AUTOMATED' ? values.automatedType : null,
    credentials: credentialsInput(values.connectionType, values.credentials),
    status: values.status,
  };
}
