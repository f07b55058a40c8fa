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
});
