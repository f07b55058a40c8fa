import { HStack, Progress } from '@chakra-ui/react';
import { FormattedNumber } from 'react-intl';

/** How far a piece of work has come (`fraction`, 0 to 1): a bar and its percentage beside it, in the reader's number format. */
export function PercentProgress({ fraction }: { fraction: number }) {
  return (
    <Progress.Root value={Math.round(fraction * 100)} colorPalette="brand" size="sm">
      <HStack gap="3">
        <Progress.Track flex="1">
          <Progress.Range />
        </Progress.Track>
        <Progress.ValueText minW="3ch" textAlign="end">
          <FormattedNumber value={fraction} style="percent" />
        </Progress.ValueText>
      </HStack>
    </Progress.Root>
  );
}
