import { Box, type BoxProps } from '@chakra-ui/react';

type OutlineBoxProps = Omit<BoxProps, 'borderWidth' | 'borderColor' | 'rounded'> & {
  /**
   * A border in the colour of what the item says: `error` for what went wrong
   * (a refused file, an order that failed), `info` for what the reader should know.
   */
  tone?: 'error' | 'info';
};

/**
 * One item set off by a thin rounded border inside a card, a drawer or a
 * form (a bank account, a match, an approval, a sampled proposal), so such
 * items look alike on every screen; the caller may tint it.
 */
export function OutlineBox({ tone, ...props }: OutlineBoxProps) {
  return (
    <Box
      borderWidth="1px"
      borderColor={tone ? `border.${tone}` : 'border'}
      rounded="md"
      padding="3"
      {...props}
    />
  );
}
