import { describe, expect, it } from 'vitest';
import { modeForPath } from './appMode';
import { visibleMenu } from './menus';

const keys = (mode: 'treasury' | 'invoicing', permissions: string[]) =>
  visibleMenu(mode, permissions).flatMap((group) => group.items.map((item) => item.key));

describe('the menu a member sees', () => {
  it('when the member holds no permission, shows only Home and Settings', () => {
    expect(keys('treasury', [])).toEqual(['home', 'settings']);
    expect(keys('invoicing', [])).toEqual(['home', 'settings']);
  });

  it('when the member may read counterparties and payments, adds exactly those entries, in menu order', () => {
    expect(keys('treasury', ['payments:read', 'counterparties:read', 'payments:create'])).toEqual([
      'home',
      'counterparties',
      'payments',
      'settings',
    ]);
  });

  it('when every entry of a group is hidden, leaves the group out rather than showing an empty heading', () => {
    const groups = visibleMenu('treasury', ['counterparties:read']).map((group) => group.key);
    expect(groups).toEqual(['monitor', 'settings']);
  });

  it('shows Management and the activity log to members who may read members and the log', () => {
    expect(keys('invoicing', ['members:read', 'activity-log:read'])).toEqual([
      'home',
      'management',
      'settings',
      'log',
    ]);
  });

  it('shows Recurring Invoices beside Invoices in the invoicing menu to members who may read invoices, and keeps its pages in invoicing mode', () => {
    expect(keys('invoicing', ['invoices:read'])).toEqual([
      'home',
      'invoices',
      'recurring-invoices',
      'settings',
    ]);
    expect(keys('treasury', ['invoices:read'])).not.toContain('recurring-invoices');
    expect(
      modeForPath('/recurring-invoices/0b9e3c1a-0000-4000-8000-000000000001', 'treasury'),
    ).toBe('invoicing');
  });
});
