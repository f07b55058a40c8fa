/** The permission (as the viewer's `permissions` list names it) that lets a member manage bank accounts, entities and balances; several areas offer their actions only with it. */
export const MANAGE_BANK_ACCOUNTS = 'bank-accounts:manage';
