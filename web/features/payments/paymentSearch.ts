import type { ListUrlSpec } from '../../ui/lists/listUrlState';

/** The lists' tabs (spec: All, Needs Approval, Scheduled, In Progress, Sent, Failed, Cancelled/Rejected), as the GraphQL `PaymentTab` names them. */
export const PAYMENT_TABS = [
  'ALL',
  'NEEDS_APPROVAL',
  'SCHEDULED',
  'IN_PROGRESS',
  'SENT',
  'FAILED',
  'CANCELLED_REJECTED',
] as const;
export type PaymentTab = (typeof PAYMENT_TABS)[number];

/** The columns the payments and transfers lists sort by (the schema's PaymentSort), kept in the URL by `useListUrlState`: newest first by default. */
export const PAYMENT_LIST: ListUrlSpec<
  Record<string, string>,
  'CREATED_AT' | 'PAYMENT_DATE' | 'AMOUNT' | 'BENEFICIARY' | 'STATUS'
> = {
  filters: {},
  sorts: ['CREATED_AT', 'PAYMENT_DATE', 'AMOUNT', 'BENEFICIARY', 'STATUS'],
  sort: 'CREATED_AT',
  direction: 'DESC',
};

/** What a payments or transfers list shows, all of it in the URL: `?tab=needs-approval&archived=1`. */
export type PaymentSearch = { tab: PaymentTab; archived: boolean };

/** A tab as the URL writes it: `NEEDS_APPROVAL` is `needs-approval`. */
export const tabSlug = (tab: PaymentTab) => tab.toLowerCase().replaceAll('_', '-');

/**
 * Reads a list's search parameters: `tab` in the URL's words (`needs-approval`,
 * or the enum's own `NEEDS_APPROVAL`), All when missing or unknown;
 * `archived=1` (or `true`) shows the archived ones.
 *
 * @example readPaymentSearch(new URLSearchParams('tab=in-progress')) // { tab: 'IN_PROGRESS', archived: false }
 */
export function readPaymentSearch(params: URLSearchParams): PaymentSearch {
  const asked = (params.get('tab') ?? '').trim().toUpperCase().replaceAll('-', '_');
  const tab = PAYMENT_TABS.find((candidate) => candidate === asked) ?? 'ALL';
  const archived = ['1', 'true'].includes((params.get('archived') ?? '').toLowerCase());
  return { tab, archived };
}

/** The location of a list (`/payments`, `/transfers`) showing `search` in the sort of `current`; All and not archived are left out of the URL. */
export function writePaymentSearch(
  path: string,
  search: PaymentSearch,
  current?: URLSearchParams,
): string {
  const params = new URLSearchParams();
  for (const key of ['sort', 'dir']) {
    const value = current?.get(key);
    if (value) params.set(key, value);
  }
  if (search.tab !== 'ALL') params.set('tab', tabSlug(search.tab));
  if (search.archived) params.set('archived', '1');
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}
