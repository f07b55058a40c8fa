import { Card } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { SectionTitle } from '../../ui/SectionTitle';

/**
 * One card of a settings page: its title and what it is for over what it
 * holds; `note` sits under the hint (a word for those who may not change it).
 */
export function SettingsCard({
  testId,
  title,
  description,
  note,
  children,
}: {
  testId: string;
  title: { id: string };
  description: { id: string };
  note?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card.Root variant="outline" bg="bg" data-testid={testId}>
      <Card.Header>
        <SectionTitle
          title={<FormattedMessage {...title} />}
          description={<FormattedMessage {...description} />}
        />
        {note}
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card.Root>
  );
}
