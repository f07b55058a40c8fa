import { Card, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { DocumentActivities_entries$key } from '../../__generated__/DocumentActivities_entries.graphql';
import { ActivityDescriptionText } from '../activity/ActivityDescriptionText';
import { DocumentByAt } from './DocumentByAt';

/**
 * What was done to a document (and to the documents made from it), newest
 * first, as the activity log words it in the reader's language: by whom and
 * when. A viewer who may not read the activity log is told so.
 */
export function DocumentActivities({
  entries,
  timeZone,
  canRead,
}: {
  entries: DocumentActivities_entries$key;
  timeZone: string;
  /** Whether the viewer holds `activity-log:read`: without it the list is empty by design. */
  canRead: boolean;
}) {
  const data = useFragment(
    graphql`
      fragment DocumentActivities_entries on ActivityEntry @relay(plural: true) {
        id
        occurredAt
        actor {
          fullName
          email
        }
        ...ActivityDescriptionText_entry
      }
    `,
    entries,
  );
  const empty = !canRead ? 'document.activities.forbidden' : 'document.activities.none';
  return (
    <Card.Root variant="outline" bg="bg">
      <Card.Body>
        {data.length === 0 ? (
          <Text color="fg.muted" data-testid="document-activities-empty">
            <FormattedMessage id={empty} />
          </Text>
        ) : (
          <Stack as="ol" gap="3" data-testid="document-activities">
            {data.map((entry) => (
              <Stack as="li" key={entry.id} gap="0.5" data-testid="document-activity">
                <Text>
                  <ActivityDescriptionText entry={entry} />
                </Text>
                <Text color="fg.muted" fontSize="sm">
                  <DocumentByAt person={entry.actor} at={entry.occurredAt} timeZone={timeZone} />
                </Text>
              </Stack>
            ))}
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
