import { Button, Field, Input, NativeSelect, Stack } from '@chakra-ui/react';
import {
  useState,
  useTransition,
  type ChangeEventHandler,
  type FocusEventHandler,
  type ReactNode,
} from 'react';
import { useTypingPause } from './useTypingPause';

/** How long typing pauses before the search runs. */
const SEARCH_DEBOUNCE_MS = 300;

export type SearchSelectChoice = { readonly id: string; readonly label: string };

type SearchSelectProps = {
  name: string;
  value: string;
  onChange: ChangeEventHandler<HTMLSelectElement>;
  onBlur?: FocusEventHandler<HTMLSelectElement>;
  choices: readonly SearchSelectChoice[];
  /** The empty choice's words ("No counterparty", "Choose a buyer"). */
  emptyLabel: string;
  /** The search box's placeholder, which also names it. */
  searchLabel: string;
  /** Runs the search for `text` (trimmed, null when empty) on the server, inside a transition. */
  onSearch: (text: string | null) => void;
  /** The "Load more" button, when more choices are there to load. */
  more?: { label: ReactNode; loading: boolean; load: () => void } | null;
  testId: string;
};

/**
 * Picks one of many records held on the server, not only a first page: a
 * search box narrows the choices (`onSearch`, run once typing pauses) and
 * "Load more" fetches the next page. The field's own label names the select.
 */
export function SearchSelect({
  choices,
  emptyLabel,
  searchLabel,
  onSearch,
  more,
  testId,
  ...field
}: SearchSelectProps) {
  const [search, setSearch] = useState('');
  const [searching, startSearch] = useTransition();
  const pause = useTypingPause();

  const type = (text: string) => {
    setSearch(text);
    pause.after(SEARCH_DEBOUNCE_MS, () =>
      startSearch(() => onSearch(text.trim() === '' ? null : text.trim())),
    );
  };

  return (
    <Stack gap="2">
      {/* Its own field, so the form field's label keeps naming the select. */}
      <Field.Root>
        <Input
          size="sm"
          type="search"
          value={search}
          onChange={(event) => type(event.currentTarget.value)}
          placeholder={searchLabel}
          aria-label={searchLabel}
          data-testid={`${testId}-search`}
        />
      </Field.Root>
      <NativeSelect.Root>
        <NativeSelect.Field {...field} aria-busy={searching || undefined} data-testid={testId}>
          <option value="">{emptyLabel}</option>
          {choices.map((choice) => (
            <option key={choice.id} value={choice.id}>
              {choice.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {more ? (
        <Button
          size="xs"
          variant="ghost"
          alignSelf="flex-start"
          loading={more.loading}
          onClick={more.load}
          data-testid={`${testId}-more`}
        >
          {more.label}
        </Button>
      ) : null}
    </Stack>
  );
}
