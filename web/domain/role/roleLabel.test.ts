import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { en, id } from '../../i18n/messageFiles';
import { roleLabel, roleNameLabel } from './roleLabel';

const english = createIntl({ locale: 'en', messages: en });
const indonesian = createIntl({ locale: 'id', messages: id });

describe('the name a role shows under', () => {
  it('when the role is the built-in owner role, shows it in the interface language', () => {
    const owner = { name: 'owner', builtIn: true };
    expect(roleLabel(owner, english)).toBe('Owner');
    expect(roleLabel(owner, indonesian)).toBe('Pemilik');
  });

  it('when the role is another built-in one, names it in the interface language', () => {
    expect(roleLabel({ name: 'Approver', builtIn: true }, english)).toBe('Approver');
    expect(roleLabel({ name: 'Approver', builtIn: true }, indonesian)).toBe('Penyetuju');
    expect(roleLabel({ name: 'Maker', builtIn: true }, indonesian)).toBe('Pembuat');
    expect(roleLabel({ name: 'Maker & Approver', builtIn: true }, indonesian)).toBe(
      'Pembuat & Penyetuju',
    );
  });

  it('when the role is the organisation’s own, shows the name it was given', () => {
    expect(roleLabel({ name: 'owner', builtIn: false }, indonesian)).toBe('owner');
    expect(roleLabel({ name: 'Kasir', builtIn: false }, indonesian)).toBe('Kasir');
  });

  it('when only the name is known (an approval rule’s roles), a built-in name is that role', () => {
    expect(roleNameLabel('Approver', indonesian)).toBe('Penyetuju');
    expect(roleNameLabel('Kasir', indonesian)).toBe('Kasir');
  });
});
