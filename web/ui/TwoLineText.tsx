import { Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

type TwoLineTextProps = {
  primary: ReactNode;
  /** The smaller muted line under it. */
  secondary: ReactNode;
  /** Figures in the muted line line up (an account number). */
  tabularSecondary?: boolean;
  primaryTestId?: string;
  secondaryTestId?: string;
};

/** A row's name in medium weight over a smaller muted line: an account's alias over its bank and number, a counterparty's alias over its legal name. */
export function TwoLineText({
  primary,
  secondary,
  tabularSecondary = false,
  primaryTestId,
  secondaryTestId,
}: TwoLineTextProps) {
  return (
    <Stack gap="0">
      <Text fontWeight="medium" data-testid={primaryTestId}>
        {primary}
      </Text>
      <Text
        fontSize="xs"
        color="fg.muted"
        fontVariantNumeric={tabularSecondary ? 'tabular-nums' : undefined}
        data-testid={secondaryTestId}
      >
        {secondary}
      </Text>
    </Stack>
  );
}
