import { Card, Stack } from '@chakra-ui/react';
import type { ComponentProps, ReactNode } from 'react';
import { SectionTitle } from './SectionTitle';

type RecordSectionCardProps = Pick<ComponentProps<typeof SectionTitle>, 'title' | 'description'> & {
  testId: string;
  children: ReactNode;
};

/**
 * A part of a record's page in its own card (a bill's payment, a statement
 * line's matches): its title and what it shows, over its content.
 */
export function RecordSectionCard({
  title,
  description,
  testId,
  children,
}: RecordSectionCardProps) {
  return (
    <Card.Root variant="outline" bg="bg" data-testid={testId}>
      <Card.Body>
        <Stack gap="4">
          <SectionTitle title={title} description={description} />
          {children}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
