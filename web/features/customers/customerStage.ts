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

/** The list's location showing `stage`: the invited filter, the first, is the bare path. */
export function customersPathOf(stage: CustomerStageValue): string {
  return stage === 'INVITED' ? CUSTOMERS_PATH : `${CUSTOMERS_PATH}?stage=${stage.toLowerCase()}`;
}

/** A customer's page, by the UUID inside its global id (`/buyer/3f0c…`); the list's path when the id names no customer. */
export function customerPathOf(uuid: string | null, suffix: '' | '/edit' = ''): string {
  return uuid ? `${CUSTOMERS_PATH}/${uuid}${suffix}` : CUSTOMERS_PATH;
}
