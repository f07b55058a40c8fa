/** The accounts held at one bank. */
export type BankGroup<Account> = { bank: { code: string; name: string }; accounts: Account[] };

/**
 * Groups accounts by their bank, banks by name (then code), each bank's
 * accounts in the order given (the server's: by alias).
 *
 * @example groupAccountsByBank([{ bank: { code: '014', name: 'BCA' } }, { bank: { code: '008', name: 'Mandiri' } }])
 *   // [{ bank: { code: '014', … }, accounts: [a] }, { bank: { code: '008', … }, accounts: [b] }]
 */
export function groupAccountsByBank<
  Account extends { readonly bank: { readonly code: string; readonly name: string } },
>(accounts: readonly Account[]): BankGroup<Account>[] {
  const groups = new Map<string, BankGroup<Account>>();
  for (const account of accounts) {
    const group = groups.get(account.bank.code);
    if (group) group.accounts.push(account);
    else
      groups.set(account.bank.code, {
        bank: { code: account.bank.code, name: account.bank.name },
        accounts: [account],
      });
  }
  return [...groups.values()].sort(
    (a, b) =>
      a.bank.name.localeCompare(b.bank.name, 'en') || a.bank.code.localeCompare(b.bank.code),
  );
}
