import type { ComponentProps } from 'react';
import { FormattedMessage } from 'react-intl';
import { ListEmptyState } from './ListEmptyState';

/** The ids a list's empty state reads under its catalogue prefix (the catalogue test checks both languages hold them). */
export function listEmptyMessageIds(messages: string) {
  return { title: `${messages}.empty.title`, body: `${messages}.empty.body` };
}

/**
 * What a list with no filters shows instead of its table when it has no rows,
 * its words read from the list's catalogue prefix (`<prefix>.empty.title` and
 * `<prefix>.empty.body`), as a filterable list's FilteredListEmptyState reads
 * them; the icon, the test id and any way out are the list's own.
 */
export function PrefixedListEmptyState({
  messages,
  ...state
}: Omit<ComponentProps<typeof ListEmptyState>, 'title' | 'body'> & {
  /** The list's catalogue prefix (`exports`, `webhooks.deliveries`). */
  messages: string;
}) {
  const ids = listEmptyMessageIds(messages);
  return (
    <ListEmptyState
      {...state}
      title={<FormattedMessage id={ids.title} />}
      body={<FormattedMessage id={ids.body} />}
    />
  );
}
