import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { en } from '../../i18n/messageFiles';
import { apiKeyCreateSchema, type ApiKeyCreateValues } from './apiKeyCreateSchema';

const intl = createIntl({ locale: 'en', messages: en });
const VALID: ApiKeyCreateValues = {
  name: 'Integrasi ERP',
  roleId: 'Um9sZTox',
  expiresInDays: '90',
};

/** The message of the first rule the values break, or null when they meet them all. */
async function firstError(values: Partial<ApiKeyCreateValues>) {
  try {
    await apiKeyCreateSchema(intl).validate({ ...VALID, ...values });
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

describe('the create API key form rules', () => {
  it('when the name, role and expiry are given, the form may be sent', async () => {
    expect(await firstError({})).toBeNull();
  });

  it('when the name is only spaces, it is required', async () => {
    expect(await firstError({ name: '   ' })).toBe('This field is required');
  });

  it('when the name has 81 characters, says the service’s own limit', async () => {
    expect(await firstError({ name: 'a'.repeat(81) })).toBe(
      'Give the key a name of at most 80 characters.',
    );
  });

  it('when the name has exactly 80 characters, it is accepted', async () => {
    expect(await firstError({ name: 'a'.repeat(80) })).toBeNull();
  });

  it('when no role is chosen, the role is required', async () => {
    expect(await firstError({ roleId: '' })).toBe('This field is required');
  });

  it('when the expiry is not one of the offered ones, says the service’s range', async () => {
    expect(await firstError({ expiresInDays: '400' })).toBe('A key expires after 1 to 365 days.');
  });
});
