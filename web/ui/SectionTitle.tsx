import { Box, Heading, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

type SectionTitleProps = {
  title: ReactNode;
  /** A muted line under the title: what the section holds, or a summary of it. */
  description: ReactNode;
  size?: 'sm' | 'md';
  descriptionTestId?: string;
};

/** A section's heading with its muted line under it (a card's, or a part of a form's). */
export function SectionTitle({
  title,
  description,
  size = 'md',
  descriptionTestId,
}: SectionTitleProps) {
  return (
    <Box>
      <Heading size={size}>{title}</Heading>
      <Text color="fg.muted" fontSize="sm" data-testid={descriptionTestId}>
        {description}
      </Text>
    </Box>
  );
}
