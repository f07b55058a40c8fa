import { describe, expect, it } from 'vitest';
import * as yup from 'yup';
import { newPasswordSchema } from './newPasswordSchema';

const schema = yup.object(
  newPasswordSchema({
    required: 'Password is Required',
    rules: 'rules',
    mismatch: 'Password did not match',
  }),
);

async function errorsOf(values: {
  password: string;
  passwordConfirmation: string;
}): Promise<string[]> {
  try {
    await schema.validate(values, { abortEarly: false });
    return [];
  } catch (error) {
    return (error as yup.ValidationError).errors;
  }
}

describe('newPasswordSchema', () => {
  it('when the password meets the rules and the confirmation matches, it is valid', async () => {
    expect(await errorsOf({ password: 'Rahasia1', passwordConfirmation: 'Rahasia1' })).toEqual([]);
  });

  it('when the password is empty, it says "Password is Required"', async () => {
    expect(await errorsOf({ password: '', passwordConfirmation: '' })).toEqual([
      'Password is Required',
    ]);
  });

  it('when the password misses a rule, it shows the rules', async () => {
    expect(await errorsOf({ password: 'rahasia1', passwordConfirmation: 'rahasia1' })).toEqual([
      'rules',
    ]);
  });

  it('when the confirmation differs or is empty, it says "Password did not match"', async () => {
    expect(await errorsOf({ password: 'Rahasia1', passwordConfirmation: 'Rahasia2' })).toEqual([
      'Password did not match',
    ]);
    expect(await errorsOf({ password: 'Rahasia1', passwordConfirmation: '' })).toEqual([
      'Password did not match',
    ]);
  });
});
