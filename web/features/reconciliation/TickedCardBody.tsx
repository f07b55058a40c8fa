import { Flex, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { TickBox, type TickBoxProps } from '../../ui/TickBox';

/**
 * A reconciliation card's content in a column, with its tick on the left
 * when it can be ticked; a click on the tick does not also click the card.
 */
export function TickedCardBody({
  tick,
  gap,
  children,
}: {
  tick: Omit<TickBoxProps, 'onClick' | 'marginTop'> | null;
  /** The space between the content's pieces. */
  gap: string;
  children: ReactNode;
}) {
  return (
    <Flex gap="3" alignItems="flex-start">
      {tick ? (
        <TickBox {...tick} marginTop="0.5" onClick={(event) => event.stopPropagation()} />
      ) : null}
      <Stack gap={gap} flex="1" minWidth="0">
        {children}
      </Stack>
    </Flex>
  );
}
