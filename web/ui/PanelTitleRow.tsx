import { HStack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { TitleAndDescription } from './TitleAndDescription';

/**
 * The top row of a panel: its title and, under it, a muted line saying what
 * it shows; on the right what acts on it (a button, a pager), which wraps
 * under them on a narrow window.
 */
export function PanelTitleRow({
  title,
  description,
  children,
}: {
  title: ReactNode;
  /** Left out when there is none. */
  description?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <HStack justifyContent="space-between" alignItems="flex-start" flexWrap="wrap" gap="3">
      <TitleAndDescription
        heading={
          <Text fontFamily="heading" fontWeight="semibold">
            {title}
          </Text>
        }
        description={description}
      />
      {children}
    </HStack>
  );
}
