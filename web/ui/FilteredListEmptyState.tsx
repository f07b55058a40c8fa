import { Button } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { LinkButton } from './LinkButton';
import { ListEmptyState } from './ListEmptyState';
import { listEmptyMessageIds } from './PrefixedListEmptyState';
import type { IconName } from './MenuIcon';

/** The ids a list's empty state reads under its catalogue prefix (the catalogue test checks both languages hold them). */
export function filteredListMessageIds(messages: string) {
  return {
    empty: listEmptyMessageIds(messages),
    emptyFiltered: {
      title: `${messages}.emptyFiltered.title`,
      body: `${messages}.emptyFiltered.body`,
    },
    clearFilters: `${messages}.clearFilters`,
    create: `${messages}.create`,
  };
}

type FilteredListEmptyStateProps = {
  testId: string;
  icon: IconName;
  /** The list's catalogue prefix: its words are `<prefix>.empty.*`, `<prefix>.emptyFiltered.*`, `<prefix>.clearFilters` and `<prefix>.create`. */
  messages: string;
  /** Whether filters hide the rows: the way out is then to clear them. */
  filtered: boolean;
  onClear: () => void;
  /** Otherwise, the page that creates the first one; null when the viewer may not (or the list offers none). */
  createAt?: string | null;
  bodyMaxWidth?: string;
};

/**
 * What a filterable list shows instead of its table when it has no rows: with
 * nothing yet, its empty words and the button to create the first one (for a
 * viewer who may); while filters hide every row, words that say so and the
 * button that clears them.
 */
export function FilteredListEmptyState({
  testId,
  icon,
  messages,
  filtered,
  onClear,
  createAt = null,
  bodyMaxWidth,
}: FilteredListEmptyStateProps) {
  const ids = filteredListMessageIds(messages);
  const words = filtered ? ids.emptyFiltered : ids.empty;
  const create = createAt ? (
    <LinkButton
      to={createAt}
      label={<FormattedMessage id={ids.create} />}
      icon="plus"
      primary
      size="sm"
    />
  ) : null;
  return (
    <ListEmptyState
      testId={testId}
      icon={icon}
      title={<FormattedMessage id={words.title} />}
      body={<FormattedMessage id={words.body} />}
      bodyMaxWidth={bodyMaxWidth}
      action={
        filtered ? (
          <Button variant="outline" size="sm" onClick={onClear}>
            <FormattedMessage id={ids.clearFilters} />
          </Button>
        ) : (
          create
        )
      }
    />
  );
}
