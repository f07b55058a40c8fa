import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { en } from '../../i18n/messageFiles';
import { roleFormSchema } from './roleFormSchema';

const schema = roleFormSchema(createIntl({ locale: 'en', messages: en }));

/** The message of the first rule a value breaks, or null when it meets them all. */
async function firstError(values: { name: string; description: string; permissions: string[] }) {
  try {
    await schema.validate(values);
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

describe('the role form rules', () => {
  it('when the name is only spaces, the name is required', async () => {
    expect(await firstError({ name: '   ', description: '', permissions: ['payments:read'] })).toBe(
      'This field is required',
    );
  });

  it('when the name is longer than 60 characters, the service’s message says so', async () => {
    expect(
      await firstError({ name: 'K'.repeat(61), description: '', permissions: ['payments:read'] }),
    ).toBe('Give the role a name of at most 60 characters.');
  });

  it('when the description is longer than 500 characters, the service’s message says so', async () => {
    expect(
      await firstError({
        name: 'Kasir',
        description: 'd'.repeat(501),
        permissions: ['payments:read'],
      }),
    ).toBe('Keep the description to 500 characters.');
  });

  it('when no permission is chosen, at least one is asked for', async () => {
    expect(await firstError({ name: 'Kasir', description: '', permissions: [] })).toBe(
      'Choose at least one permission.',
    );
  });

  it('when a 60-character name, a 500-character description and one permission are given, the values pass', async () => {
    expect(
      await firstError({
        name: 'K'.repeat(60),
        description: 'd'.repeat(500),
        permissions: ['payments:read'],
      }),
    ).toBe(null);
  });
});
