import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { en, id } from '../../i18n/messageFiles';
import { roleLabel } from './roleLabel';

describe('the name a role shows under', () => {
  it('when the role is the built-in owner role, shows it in the interface language', () => {
    const owner = { name: 'owner', builtIn: true };
    expect(roleLabel(owner, createIntl({ locale: 'en', messages: en }))).toBe('Owner');
    expect(roleLabel(owner, createIntl({ locale: 'id', messages: id }))).toBe('Pemilik');
  });

  it('when the role is any other, shows the name it was given', () => {
    const intl = createIntl({ locale: 'id', messages: id });
    expect(roleLabel({ name: 'Approver', builtIn: true }, intl)).toBe('Approver');
    expect(roleLabel({ name: 'owner', builtIn: false }, intl)).toBe('owner');
  });
});
