import { Flex } from '@chakra-ui/react';
import type { ComponentProps, ReactNode } from 'react';
import { SectionTitle } from './SectionTitle';

/**
 * The top of a card that holds a table: its title and muted line on the
 * left, what acts on it or sums it up on the right (stacked on a phone),
 * over a rule.
 */
export function CardTitleBar({
  children,
  ...title
}: Omit<ComponentProps<typeof SectionTitle>, 'size'> & { children?: ReactNode }) {
  return (
    <Flex
      gap="4"
      padding="4"
      justifyContent="space-between"
      alignItems={{ base: 'stretch', md: 'center' }}
      direction={{ base: 'column', md: 'row' }}
      borderBottomWidth="1px"
      borderColor="border"
    >
      <SectionTitle {...title} />
      {children}
    </Flex>
  );
}
