/** How many statement transactions a page of a cash flow line list shows (the uncategorised tab and a figure's drawer). */
export const CASH_FLOW_LINES_PAGE_SIZE = 25;
