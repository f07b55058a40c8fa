import { Button, Card, HStack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { ExceptionAgeSetting_settings$key } from '../../__generated__/ExceptionAgeSetting_settings.graphql';
import { ExceptionAgeDialog } from './ExceptionAgeDialog';

/** The organisation's exception age, in words, with Change for those who manage exceptions. */
export function ExceptionAgeSetting({
  settings,
  canManage,
}: {
  settings: ExceptionAgeSetting_settings$key;
  canManage: boolean;
}) {
  const data = useFragment(
    graphql`
      fragment ExceptionAgeSetting_settings on ExceptionSettings {
        unmatchedAfterDays
      }
    `,
    settings,
  );
  const [open, setOpen] = useState(false);
  return (
    <Card.Root variant="outline" bg="bg">
      <Card.Body paddingY="3" paddingX="4">
        <HStack justifyContent="space-between" gap="3" flexWrap="wrap">
          <Text fontSize="sm" data-testid="exceptions-age">
            <FormattedMessage
              id="exceptions.age.label"
              values={{ days: data.unmatchedAfterDays }}
            />
          </Text>
          {canManage ? (
            <Button
              size="xs"
              variant="outline"
              onClick={() => setOpen(true)}
              data-testid="exceptions-age-change"
            >
              <FormattedMessage id="exceptions.age.change" />
            </Button>
          ) : null}
        </HStack>
      </Card.Body>
      <ExceptionAgeDialog
        open={open}
        days={data.unmatchedAfterDays}
        onClose={() => setOpen(false)}
      />
    </Card.Root>
  );
}
