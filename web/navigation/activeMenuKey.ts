/**
 * The menu entry a path selects: its first segment, as the spec says
 * (`/counterparties/create` → `counterparties`). Settings paths add their
 * second segment (`/settings/security` → `settings/security`); `/dashboard`
 * is the home entry and internal accounts, which live under bank accounts,
 * select their own entry.
 */
export function activeMenuKey(pathname: string): string {
  const [, first = '', second] = pathname.split('/');
  if (first === 'settings') return second ? `settings/${second}` : 'settings';
  if (first === 'dashboard') return 'home';
  if (first === 'payment') return 'payments';
  if (first === 'bank-accounts' && second === 'internal-accounts')
    return 'bank-accounts/internal-accounts';
  return first;
}
