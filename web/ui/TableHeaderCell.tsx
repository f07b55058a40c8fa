import { chakra, Table } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { SortDirection } from './lists/listUrlState';

/** A heading the list sorts by: whether it is the sort in force, which way, and what a click does. */
export type HeaderSort = {
  active: boolean;
  direction: SortDirection;
  onSort: () => void;
  testId: string;
};

/**
 * A column heading in the product's table style: muted, small caps, rounded ends (spec: table header radius 4).
 * `wrap` lets a long heading break onto two lines on a desktop, as the paginated lists' headings always did.
 */
export function TableHeaderCell({
  children,
  numeric = false,
  wrap = false,
  sort,
}: {
  children?: ReactNode;
  numeric?: boolean;
  wrap?: boolean;
  sort?: HeaderSort | undefined;
}) {
  return (
    <Table.ColumnHeader
      aria-sort={
        sort
          ? sort.active
            ? sort.direction === 'ASC'
              ? 'ascending'
              : 'descending'
            : 'none'
          : undefined
      }
      bg="bg.muted"
      color="fg.muted"
      fontSize="xs"
      fontWeight="semibold"
      textTransform="uppercase"
      letterSpacing="wide"
      whiteSpace={wrap ? undefined : 'nowrap'}
      borderBottomWidth="0"
      textAlign={numeric ? 'end' : undefined}
      _first={{ borderStartRadius: 'tableHeader' }}
      _last={{ borderEndRadius: 'tableHeader' }}
    >
      {sort ? <SortButton sort={sort}>{children}</SortButton> : children}
    </Table.ColumnHeader>
  );
}

/**
 * The heading of a sortable column as a button: a click sorts by it (again:
 * the other way round); an arrow shows the sort in force, a faint one that
 * the column can be sorted.
 */
function SortButton({ sort, children }: { sort: HeaderSort; children: ReactNode }) {
  const arrow = sort.active && sort.direction === 'DESC' ? '↓' : '↑';
  return (
    <chakra.button
      type="button"
      onClick={sort.onSort}
      data-testid={sort.testId}
      data-sort={sort.active ? sort.direction : undefined}
      display="inline-flex"
      alignItems="center"
      gap="1"
      font="inherit"
      color={sort.active ? 'fg' : 'inherit'}
      textTransform="inherit"
      letterSpacing="inherit"
      textAlign="inherit"
      cursor="pointer"
      borderRadius="sm"
      _hover={{ color: 'fg' }}
      _focusVisible={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing' }}
    >
      {children}
      <chakra.span aria-hidden opacity={sort.active ? 1 : 0.35}>
        {arrow}
      </chakra.span>
    </chakra.button>
  );
}
