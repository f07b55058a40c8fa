import { Card, Heading, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

type SettingsSectionProps = {
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  'data-testid'?: string;
};

/** One card of a settings page: a heading, what the section is for, and its fields. */
export function SettingsSection({ title, description, children, ...rest }: SettingsSectionProps) {
  return (
    <Card.Root variant="outline" bg="bg" data-testid={rest['data-testid']}>
      <Card.Header>
        <Heading as="h2" size="md">
          {title}
        </Heading>
        {description ? (
          <Text color="fg.muted" fontSize="sm">
            {description}
          </Text>
        ) : null}
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card.Root>
  );
}
