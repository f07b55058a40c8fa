import { useMemo, type ChangeEventHandler, type FocusEventHandler } from 'react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { graphql, usePaginationFragment } from 'react-relay';
import type { CounterpartySelect_query$key } from '../__generated__/CounterpartySelect_query.graphql';
import type { CounterpartySelectPaginationQuery } from '../__generated__/CounterpartySelectPaginationQuery.graphql';
import { SearchSelect } from '../ui/SearchSelect';
import { counterpartyDisplayName } from './counterpartyDisplayName';

/** How many counterparties a page of choices holds. */
const PAGE_SIZE = 50;

type Choice = {
  readonly id: string;
  readonly alias: string;
  readonly legalName: string;
  readonly generated?: boolean;
  readonly entity?: { readonly isDefault: boolean } | null;
};

/**
 * A choice's words: "alias — legal name", or one name when the two are the
 * same; the counterparty generated for the organisation's own default entity
 * (stored as "Default") reads "Default entity", never "Default — Default".
 */
function choiceLabel(choice: Choice, intl: IntlShape): string {
  const name = counterpartyDisplayName(
    { legalName: choice.legalName, generated: choice.generated ?? false, entity: choice.entity },
    intl,
  );
  return name !== choice.legalName || choice.alias === choice.legalName
    ? name
    : `${choice.alias} — ${choice.legalName}`;
}

type CounterpartySelectProps = {
  query: CounterpartySelect_query$key;
  name: string;
  value: string;
  onChange: ChangeEventHandler<HTMLSelectElement>;
  onBlur?: FocusEventHandler<HTMLSelectElement>;
  /** The counterparty chosen before (on edit): it stays a choice even when the search or the pages loaded do not hold it. */
  current?: Choice | null;
  /** The empty choice's words ("No counterparty"). */
  emptyLabel: string;
  /** Only active counterparties of others, not the organisation's own generated ones (a supplier). */
  activeOnly?: boolean;
};

/**
 * Picks a counterparty out of all of them, not only a first page: a search
 * box narrows the choices on the server (`counterparties(search:)`, legal
 * name, alias or email) and "Load more" fetches the next page of them.
 */
export function CounterpartySelect({
  query,
  current,
  emptyLabel,
  activeOnly = false,
  ...field
}: CounterpartySelectProps) {
  const intl = useIntl();
  const { data, loadNext, hasNext, isLoadingNext, refetch } = usePaginationFragment<
    CounterpartySelectPaginationQuery,
    CounterpartySelect_query$key
  >(
    graphql`
      fragment CounterpartySelect_query on Query
      @refetchable(queryName: "CounterpartySelectPaginationQuery")
      @argumentDefinitions(
        count: { type: "Int", defaultValue: 50 }
        cursor: { type: "String" }
        search: { type: "String" }
      ) {
        counterparties(first: $count, after: $cursor, search: $search)
          @connection(key: "CounterpartySelect_counterparties", filters: ["search"]) {
          edges {
            node {
              id
              alias
              legalName
              generated
              status
              entity {
                isDefault
              }
            }
          }
        }
      }
    `,
    query,
  );
  const choices = useMemo(() => {
    const list: Choice[] = data.counterparties.edges
      .map((edge) => edge.node)
      .filter((node) => !activeOnly || (node.status === 'ACTIVE' && !node.generated));
    const all =
      current && !list.some((choice) => choice.id === current.id) ? [current, ...list] : list;
    return all.map((choice) => ({ id: choice.id, label: choiceLabel(choice, intl) }));
  }, [data.counterparties.edges, current, intl, activeOnly]);

  return (
    <SearchSelect
      {...field}
      choices={choices}
      emptyLabel={emptyLabel}
      searchLabel={intl.formatMessage({ id: 'counterparties.searchPlaceholder' })}
      onSearch={(search) =>
        void refetch({ search, count: PAGE_SIZE }, { fetchPolicy: 'store-or-network' })
      }
      more={
        hasNext
          ? {
              label: <FormattedMessage id="counterparties.loadMore" />,
              loading: isLoadingNext,
              load: () => loadNext(PAGE_SIZE),
            }
          : null
      }
      testId="counterparty-select"
    />
  );
}
