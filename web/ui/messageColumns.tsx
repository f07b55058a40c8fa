import { FormattedMessage } from 'react-intl';
import type { DataTableColumn } from './DataTable';

/**
 * A `DataTable`'s columns whose headings are catalogue messages, keyed by
 * their message id; the ids in `numeric` head figures (amounts, counts).
 *
 * @example messageColumns(['balances.column.account', 'balances.column.available'], ['balances.column.available'])
 */
export function messageColumns(
  ids: readonly string[],
  numeric: readonly string[] = [],
): DataTableColumn[] {
  return ids.map((id) => ({
    key: id,
    label: <FormattedMessage id={id} />,
    numeric: numeric.includes(id),
  }));
}
