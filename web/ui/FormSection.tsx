import { Box, Card, Flex, Heading, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

type FormSectionProps = {
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  /** Buttons on the right of the heading (Add bank account). */
  actions?: ReactNode;
  'data-testid'?: string;
};

/** One card of a form or settings page: a heading, what the section is for, optional actions, and its fields. */
export function FormSection({ title, description, children, actions, ...rest }: FormSectionProps) {
  const heading = (
    <>
      <Heading as="h2" size="md">
        {title}
      </Heading>
      {description ? (
        <Text color="fg.muted" fontSize="sm">
          {description}
        </Text>
      ) : null}
    </>
  );
  return (
    <Card.Root variant="outline" bg="bg" data-testid={rest['data-testid']}>
      <Card.Header>
        {actions ? (
          // On a phone the heading takes the whole line and the actions wrap under it, instead of squeezing it into a column.
          <Flex justifyContent="space-between" alignItems="flex-start" gap="4" wrap="wrap">
            <Box flex="1 1 16rem">{heading}</Box>
            {actions}
          </Flex>
        ) : (
          heading
        )}
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card.Root>
  );
}
