import { describe, expect, it } from 'vitest';
import { activeMenuKey } from './activeMenuKey';
import { modeForPath } from './appMode';

describe('activeMenuKey', () => {
  it('when a create screen is open, its area stays selected', () => {
    expect(activeMenuKey('/counterparties/create')).toBe('counterparties');
  });

  it('when a settings page is open, the second segment selects the section', () => {
    expect(activeMenuKey('/settings/team-members')).toBe('settings/team-members');
    expect(activeMenuKey('/settings')).toBe('settings');
  });

  it('when internal accounts are open, their own entry is selected rather than bank accounts', () => {
    expect(activeMenuKey('/bank-accounts/internal-accounts/create')).toBe(
      'bank-accounts/internal-accounts',
    );
    expect(activeMenuKey('/bank-accounts')).toBe('bank-accounts');
  });
});

describe('modeForPath', () => {
  it('when an invoicing screen is opened, invoicing mode is picked whatever was remembered', () => {
    expect(modeForPath('/sales-order/create', 'treasury')).toBe('invoicing');
  });

  it('when a treasury screen is opened, treasury mode is picked', () => {
    expect(modeForPath('/counterparties', 'invoicing')).toBe('treasury');
  });

  it('when a shared screen is opened, the remembered mode is kept', () => {
    expect(modeForPath('/settings/profile', 'invoicing')).toBe('invoicing');
  });
});
