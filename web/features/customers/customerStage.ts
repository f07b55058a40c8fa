import { CUSTOMER_STAGES, type CustomerStageValue } from './customerLabels';

/** The customers list's path. */
export const CUSTOMERS_PATH = '/buyer';

/** Where staff add a customer with the whole form. */
export const CUSTOMER_CREATE_PATH = '/buyer/create';

/**
 * The list's filter (spec: invited or active) from the URL's `?stage=`:
 * `active` (or `ACTIVE`) shows the approved buyers; anything else, or
 * nothing, the ones not approved yet.
 *
 * @example readCustomerStage(new URLSearchParams('stage=active')) // 'ACTIVE'
 */
export function readCustomerStage(params: URLSearchParams): CustomerStageValue {
  const asked = (params.get('stage') ?? '').trim().toUpperCase();
  return CUSTOMER_STAGES.find((stage) => stage === asked) ?? 'INVITED';
}

/**
 * The list's location showing `stage`, named in the URL: the bare path opens
 * on whichever tab has buyers (`openingStage`), so a tab's link names its own.
 */
export function customersPathOf(stage: CustomerStageValue): string {
  return `${CUSTOMERS_PATH}?stage=${stage.toLowerCase()}`;
}

/**
 * The tab the bare list opens on: the first, in the tabs' order, with any
 * buyers; the first tab when none has (its empty state invites the first buyer).
 *
 * @example openingStage({ INVITED: { totalCount: 0 }, ACTIVE: { totalCount: 4 } }) // 'ACTIVE'
 */
export function openingStage(
  counts: Readonly<Record<CustomerStageValue, { readonly totalCount: number } | null | undefined>>,
): CustomerStageValue {
  return (
    CUSTOMER_STAGES.find((stage) => (counts[stage]?.totalCount ?? 0) > 0) ?? CUSTOMER_STAGES[0]
  );
}

/** A customer's page, by the UUID inside its global id (`/buyer/3f0c…`); the list's path when the id names no customer. */
export function customerPathOf(uuid: string | null, suffix: '' | '/edit' = ''): string {
  return uuid ? `${CUSTOMERS_PATH}/${uuid}${suffix}` : CUSTOMERS_PATH;
}
