import { Box, type BoxProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';

type ReconciliationPickCardProps = Omit<BoxProps, 'children'> & {
  /** Picked (a line) or ticked (a candidate): outlined and tinted in the brand's colour. */
  selected: boolean;
  children: ReactNode;
};

/**
 * A list item of the two panes that the reviewer picks or ticks: a statement
 * transaction on the left, an open item on the right. One
 * look, so the two sides of a match read alike.
 */
export function ReconciliationPickCard({
  selected,
  children,
  ...props
}: ReconciliationPickCardProps) {
  return (
    <Box
      as="li"
      listStyleType="none"
      borderWidth="1px"
      borderColor={selected ? 'brand.solid' : 'border'}
      bg={selected ? 'brand.subtle' : 'bg'}
      rounded="md"
      padding="3"
      {...props}
    >
      {children}
    </Box>
  );
}
