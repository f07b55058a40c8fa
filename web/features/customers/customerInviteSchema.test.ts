import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { en, id } from '../../i18n/messageFiles';
import { customerInviteSchema, type CustomerInviteValues } from './customerInviteSchema';
import { formErrorsOfSync } from '../../../tests/support/form-errors';

const values = (overrides: Partial<CustomerInviteValues> = {}): CustomerInviteValues => ({
  email: 'keuangan@tokosumberrejeki.co.id',
  type: 'COMPANY',
  name: '',
  ...overrides,
});

/** Each field at fault with its first message, as formik shows them. */
const errorsOf = (input: CustomerInviteValues, language: 'en' | 'id' = 'en') =>
  formErrorsOfSync(
    customerInviteSchema(createIntl({ locale: language, messages: language === 'en' ? en : id })),
    input,
  );

describe('the invite form’s rules', () => {
  it('when an email and a type are given, the invitation may be sent, with or without a name', () => {
    expect(errorsOf(values())).toEqual({});
    expect(errorsOf(values({ type: 'INDIVIDUAL', name: 'Budi Santoso' }))).toEqual({});
  });

  it('when the email is missing or not an address, it says so in the spec’s words', () => {
    expect(errorsOf(values({ email: '  ' }))).toEqual({ email: 'Email is Required' });
    for (const email of ['budi', 'budi@', 'budi@toko', 'bu di@toko.id'])
      expect(errorsOf(values({ email }))).toEqual({ email: 'Invalid email format' });
  });

  it('when the email holds NEL (U+0085) or a line or paragraph separator, it is not an address', () => {
    for (const email of [
      'budi@toko.id\u0085',
      'budi\u0085@toko.id',
      'budi\u2028@toko.id',
      'budi@toko\u2029.id',
    ])
      expect(errorsOf(values({ email })), JSON.stringify(email)).toEqual({
        email: 'Invalid email format',
      });
  });

  it('when no type is chosen, or one the service does not know, it asks for one of the list', () => {
    expect(errorsOf(values({ type: '' }))).toEqual({ type: 'Choose a customer type' });
    expect(errorsOf(values({ type: 'RESELLER' }))).toEqual({ type: 'Choose a customer type' });
  });

  it('when the name is longer than the service keeps, it gives the limit', () => {
    expect(errorsOf(values({ name: 'x'.repeat(201) }))).toEqual({
      name: 'Use at most 200 characters.',
    });
  });

  it('when read in Indonesian, the messages are Indonesian', () => {
    expect(errorsOf(values({ email: '', type: '' }), 'id')).toEqual({
      email: id['validation.emailRequired'],
      type: 'Pilih jenis pelanggan',
    });
  });
});
