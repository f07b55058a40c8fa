import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { en } from '../../i18n/messageFiles';
import {
  EMPTY_CREDENTIALS,
  internalAccountEditSchema,
  internalAccountFormSchema,
  toCreateInput,
  validateWithContext,
  type InternalAccountEditValues,
  type InternalAccountFormValues,
} from './internalAccountFormSchema';

const intl = createIntl({ locale: 'en', messages: en });
const validateCreate = validateWithContext<InternalAccountFormValues>(
  internalAccountFormSchema(intl),
);

const PEM =
  '-----BEGIN PRIVATE KEY-----\nMIIEvQIBADANBgkqhkiG9w0BAQEFAASC\n-----END PRIVATE KEY-----';

const manual: InternalAccountFormValues = {
  bankCode: '008',
  accountNumber: '137 001 234 5678',
  accountName: ' PT SINAR NUSANTARA ',
  alias: ' Mandiri Operasional ',
  entityId: 'RW50aXR5OjE=',
  currency: 'IDR',
  connectionType: 'MANUAL',
  automatedType: '',
  credentials: EMPTY_CREDENTIALS,
  status: 'NEW',
};

describe('the create-internal-account rules', () => {
  it('when a manual account is complete, it passes and asks for no credentials', async () => {
    expect(await validateCreate(manual)).toEqual({});
  });

  it('when the account number is too short, the service’s message shows on it', async () => {
    expect(await validateCreate({ ...manual, accountNumber: '1234' })).toEqual({
      accountNumber: 'The account number must be 5 to 34 digits.',
    });
  });

  it('when an automated connection has no internet banking, user id or password, each is required', async () => {
    expect(await validateCreate({ ...manual, connectionType: 'AUTOMATED' })).toEqual({
      automatedType: 'This field is required',
      credentials: { userId: 'This field is required', password: 'This field is required' },
    });
  });

  it('when an API connection’s private key is not PEM, it says how to paste it', async () => {
    const api = {
      ...manual,
      connectionType: 'API' as const,
      credentials: {
        ...EMPTY_CREDENTIALS,
        clientId: 'c',
        clientSecret: 's',
        partnerId: 'p',
        channelId: '95221',
        privateKey: 'abc',
      },
    };
    expect(await validateCreate(api)).toEqual({
      credentials: {
        privateKey: 'Paste the private key in PEM format, from -----BEGIN to -----END.',
      },
    });
    expect(
      await validateCreate({ ...api, credentials: { ...api.credentials, privateKey: PEM } }),
    ).toEqual({});
  });
});

describe('the edit rules', () => {
  const stored: InternalAccountEditValues = {
    alias: 'BCA API',
    accountName: 'PT SINAR',
    entityId: 'RW50aXR5OjE=',
    status: 'ACTIVE',
    connectionType: 'API',
    automatedType: '',
    credentials: EMPTY_CREDENTIALS,
    replaceCredentials: false,
  };
  const validateEdit = validateWithContext<InternalAccountEditValues>(
    internalAccountEditSchema(intl, 'API'),
  );

  it('when the connection stays and its credentials are kept, none are asked for', async () => {
    expect(await validateEdit(stored)).toEqual({});
  });

  it('when the member replaces the credentials, the connection’s own are required', async () => {
    const errors = await validateEdit({ ...stored, replaceCredentials: true });
    expect(Object.keys(errors.credentials as object)).toEqual([
      'clientId',
      'clientSecret',
      'partnerId',
      'channelId',
      'privateKey',
    ]);
  });

  it('when the connection changes to automated, its credentials are required', async () => {
    expect(
      await validateEdit({
        ...stored,
        connectionType: 'AUTOMATED',
        automatedType: 'KLIKBCA_BISNIS',
      }),
    ).toEqual({
      credentials: { userId: 'This field is required', password: 'This field is required' },
    });
  });
});

describe('toCreateInput', () => {
  it('sends trimmed text, the number’s digits, and no credentials for a manual account', () => {
    expect(toCreateInput(manual)).toEqual({
      bankCode: '008',
      accountNumber: '1370012345678',
      accountName: 'PT SINAR NUSANTARA',
      alias: 'Mandiri Operasional',
      entityId: 'RW50aXR5OjE=',
      currency: 'IDR',
      connectionType: 'MANUAL',
      automatedType: null,
      credentials: null,
      status: 'NEW',
    });
  });

  it('sends only the chosen connection’s credentials, never others typed before the type changed', () => {
    const input = toCreateInput({
      ...manual,
      connectionType: 'AUTOMATED',
      automatedType: 'MANDIRI_MCM',
      credentials: {
        ...EMPTY_CREDENTIALS,
        userId: ' kasir01 ',
        password: 'Rahasia#1',
        clientSecret: 'left over',
      },
    });
    expect(input.automatedType).toBe('MANDIRI_MCM');
    expect(input.credentials).toEqual({ userId: 'kasir01', password: 'Rahasia#1' });
  });
});
