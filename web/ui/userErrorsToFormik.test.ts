import { describe, expect, it } from 'vitest';
import { userErrorsToFormik } from './userErrorsToFormik';

const message = (code: string) => `message of ${code}`;

describe('userErrorsToFormik', () => {
  it('when the server names a nested field of the form, the error lands on that field', () => {
    const values = { name: 'PT Sinar', address: { postalCode: '1219' } };
    const result = userErrorsToFormik(
      values,
      [{ field: 'address.postalCode', code: 'U-ACC-ORG-7', message: '' }],
      message,
    );
    expect(result).toEqual({
      errors: { address: { postalCode: 'message of U-ACC-ORG-7' } },
      general: null,
    });
  });

  it('when the server names no field, or one the form does not have, it becomes the general message', () => {
    const result = userErrorsToFormik(
      { name: '' },
      [
        { field: null, code: 'U-ACC-X-1', message: '' },
        { field: 'ownerEmail', code: 'U-ACC-ORG-2', message: '' },
      ],
      message,
    );
    expect(result).toEqual({ errors: {}, general: 'message of U-ACC-X-1 message of U-ACC-ORG-2' });
  });

  it('passes each error’s values on to the message, where its slots are filled', () => {
    const result = userErrorsToFormik(
      { lines: [{ quantity: '0' }] },
      [
        {
          field: 'lines.0.quantity',
          code: 'U-INV-DOC-2',
          message: '',
          values: [{ name: 'line', value: '1' }],
        },
      ],
      (code, _message, values) => `${code} ${JSON.stringify(values)}`,
    );
    expect(result.errors).toEqual({
      lines: [{ quantity: 'U-INV-DOC-2 [{"name":"line","value":"1"}]' }],
    });
  });
});
