import { graphQLError } from './errors.js';

/** The most rows one page of a list answers (its `first`, and the counterparties' `last`). */
export const MAX_PAGE_SIZE = 100;

/**
 * Refuses a page size outside `min` to `max` with BAD_USER_INPUT naming the
 * argument ("first must be between 0 and 100."); absent or null, the list's
 * own default applies.
 */
export function checkPageSize(
  name: string,
  value: number | null | undefined,
  { min = 0, max = MAX_PAGE_SIZE } = {},
): void {
  if (value !== null && value !== undefined && (value < min || value > max)) {
    throw graphQLError('BAD_USER_INPUT', `${name} must be between ${min} and ${max}.`, {
      field: name,
    });
  }
}

/** The answer of a list whose filter names nothing there can be (an id of another type): no rows and no other page. */
export const EMPTY_PAGE = {
  items: [],
  totalCount: 0,
  totals: [],
  pageInfo: { hasNextPage: false, hasPreviousPage: false, startCursor: null, endCursor: null },
};
