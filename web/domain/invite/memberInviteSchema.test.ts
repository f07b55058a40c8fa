import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { en } from '../../i18n/messageFiles';
import { memberInviteSchema } from './memberInviteSchema';

const intl = createIntl({ locale: 'en', messages: en });

/** The message of the first rule a value breaks, or null when it meets them all. */
async function firstError(values: { email: string; roleId: string }, withRole = true) {
  try {
    await memberInviteSchema(intl, withRole).validate(values);
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

describe('the invite form rules', () => {
  it('when the email is only spaces, says the spec’s “Email is Required”', async () => {
    expect(await firstError({ email: '   ', roleId: 'r1' })).toBe('Email is Required');
  });

  it('when the email has no @ sign, says the spec’s “Invalid email format”', async () => {
    expect(await firstError({ email: 'rekan.baru', roleId: 'r1' })).toBe('Invalid email format');
  });

  it('when a role can be chosen but none is, the role is required', async () => {
    expect(await firstError({ email: 'rekan@kas.co.id', roleId: '' })).toBe(
      'This field is required',
    );
  });

  it('when no role can be chosen (the default applies), an email alone is enough', async () => {
    expect(await firstError({ email: 'rekan@kas.co.id', roleId: '' }, false)).toBeNull();
  });
});
