import { Button, Field, Input, NativeSelect, Stack } from '@chakra-ui/react';
import {
  useEffect,
  useMemo,
  useRef,
  useState,
  useTransition,
  type ChangeEventHandler,
  type FocusEventHandler,
} from 'react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { graphql, usePaginationFragment } from 'react-relay';
import type { CounterpartySelect_query$key } from '../__generated__/CounterpartySelect_query.graphql';
import type { CounterpartySelectPaginationQuery } from '../__generated__/CounterpartySelectPaginationQuery.graphql';
import { counterpartyDisplayName } from './counterpartyDisplayName';

/** How long typing pauses before the search runs. */
const SEARCH_DEBOUNCE_MS = 300;
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
  const [search, setSearch] = useState('');
  const [searching, startSearch] = useTransition();
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const choose = (text: string) => {
    setSearch(text);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => {
      startSearch(
        () =>
          void refetch(
            { search: text.trim() === '' ? null : text.trim(), count: PAGE_SIZE },
            { fetchPolicy: 'store-or-network' },
          ),
      );
    }, SEARCH_DEBOUNCE_MS);
  };

  const choices = useMemo(() => {
    const list: Choice[] = data.counterparties.edges.map((edge) => edge.node);
    return current && !list.some((choice) => choice.id === current.id) ? [current, ...list] : list;
  }, [data.counterparties.edges, current]);

  return (
    <Stack gap="2">
      {/* Its own field, so the form field's label keeps naming the select. */}
      <Field.Root>
        <Input
          size="sm"
          type="search"
          value={search}
          onChange={(event) => choose(event.currentTarget.value)}
          placeholder={intl.formatMessage({ id: 'counterparties.searchPlaceholder' })}
          aria-label={intl.formatMessage({ id: 'counterparties.searchPlaceholder' })}
          data-testid="counterparty-select-search"
        />
      </Field.Root>
      <NativeSelect.Root>
        <NativeSelect.Field {...field} aria-busy={searching || undefined}>
          <option value="">{emptyLabel}</option>
          {choices.map((choice) => (
            <option key={choice.id} value={choice.id}>
              {choiceLabel(choice, intl)}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {hasNext ? (
        <Button
          size="xs"
          variant="ghost"
          alignSelf="flex-start"
          loading={isLoadingNext}
          onClick={() => loadNext(PAGE_SIZE)}
          data-testid="counterparty-select-more"
        >
          <FormattedMessage id="counterparties.loadMore" />
        </Button>
      ) : null}
    </Stack>
  );
}
