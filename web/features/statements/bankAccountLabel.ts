/** How an account is named in a picker: alias, number and currency ("BCA Operasional · 0183456721 · IDR"). */
export function bankAccountLabel(account: {
  alias: string;
  accountNumber: string;
  currency: string;
}): string {
  return `${account.alias} · ${account.accountNumber} · ${account.currency}`;
}
