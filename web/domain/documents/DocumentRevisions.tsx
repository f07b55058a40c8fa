import { Stack, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { DocumentRevisions_revisions$key } from '../../__generated__/DocumentRevisions_revisions.graphql';
import { DocumentByAt } from './DocumentByAt';

/**
 * A document's revision history, newest first: what was done, by whom and
 * when, and each field's value before and after.
 */
export function DocumentRevisions({
  revisions,
  timeZone,
  statusLabel,
}: {
  revisions: DocumentRevisions_revisions$key;
  timeZone: string;
  /** A status as the document's own catalogue words it. */
  statusLabel: (status: string) => string;
}) {
  const data = useFragment(
    graphql`
      fragment DocumentRevisions_revisions on DocumentRevision @relay(plural: true) {
        id
        action
        at
        actor {
          fullName
          email
        }
        changes {
          field
          before
          after
        }
      }
    `,
    revisions,
  );
  const valueOf = (field: string, value: string | null | undefined) =>
    value == null ? '—' : field === 'status' ? statusLabel(value) : value;
  return (
    <Stack as="ol" gap="3" data-testid="document-revisions">
      {data.map((revision) => (
        <Stack as="li" key={revision.id} gap="0.5" data-testid="document-revision">
          <Text fontWeight="medium">
            <FormattedMessage id={`document.revision.${revision.action}`} />
          </Text>
          <Text color="fg.muted" fontSize="sm">
            <DocumentByAt person={revision.actor} at={revision.at} timeZone={timeZone} />
          </Text>
          {/* An edit names each of its lines' changes under one field: `line`. */}
          {revision.changes.map((change, index) => (
            <Text key={`${change.field}-${index}`} fontSize="sm">
              <FormattedMessage
                id="document.revision.change"
                values={{
                  field: <FormattedMessage id={`document.field.${change.field}`} />,
                  before: valueOf(change.field, change.before),
                  after: valueOf(change.field, change.after),
                }}
              />
            </Text>
          ))}
        </Stack>
      ))}
    </Stack>
  );
}
