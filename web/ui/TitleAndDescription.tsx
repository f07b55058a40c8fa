import { Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/**
 * A title over the muted line that says what it heads: a page's (its `<h1>`),
 * a panel's or a chart's. `heading` is the title as its place sets it; the
 * line is left out when there is no description.
 */
export function TitleAndDescription({
  heading,
  description,
}: {
  heading: ReactNode;
  description?: ReactNode;
}) {
  return (
    <Stack gap="1">
      {heading}
      {description ? (
        <Text color="fg.muted" fontSize="sm">
          {description}
        </Text>
      ) : null}
    </Stack>
  );
}
