import { Table } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/**
 * A column heading in the product's table style: muted, small caps, rounded ends (spec: table header radius 4).
 * `wrap` lets a long heading break onto two lines on a desktop, as the paginated lists' headings always did.
 */
export function TableHeaderCell({ children, numeric = false, wrap = false }: { children?: ReactNode; numeric?: boolean; wrap?: boolean }) {
  return (
    <Table.ColumnHeader
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
      {children}
    </Table.ColumnHeader>
  );
}
