import { Box, type BoxProps } from '@chakra-ui/react';

/**
 * One item set off by a thin rounded border inside a card, a drawer or a
 * form (a bank account, a match, an approval, a sampled proposal), so such
 * items look alike on every screen; the caller may tint it.
 */
export function OutlineBox(props: Omit<BoxProps, 'borderWidth' | 'borderColor' | 'rounded'>) {
  return <Box borderWidth="1px" borderColor="border" rounded="md" padding="3" {...props} />;
}
