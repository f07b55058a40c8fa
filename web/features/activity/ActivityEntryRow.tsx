import { Badge, Box, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { ActivityEntryRow_entry$key } from '../../__generated__/ActivityEntryRow_entry.graphql';
import { formatDateTime } from '../../i18n/format';
import { useLanguage } from '../../i18n/useLanguage';
import { ActivityDescriptionText } from '../../domain/activity/ActivityDescriptionText';
import {
  ACTION_COLOUR,
  activityActionLabel,
  activityEntityLabel,
} from '../../domain/activity/activityLabels';
import { RowActionsCell } from '../../ui/RowActions';
import { RowToggleButton } from '../../ui/lists/RowToggleButton';

type ActivityEntryRowProps = { entry: ActivityEntryRow_entry$key; timeZone: string };

/** One change: when, who, what kind, the summary, and (opened) each field before and after. */
export function ActivityEntryRow({ entry, timeZone }: ActivityEntryRowProps) {
  const intl = useIntl();
  const { language } = useLanguage();
  const [open, setOpen] = useState(false);
  const data = useFragment(
    graphql`
      fragment ActivityEntryRow_entry on ActivityEntry {
        occurredAt
        action
        entity
        ...ActivityDescriptionText_entry
        actor {
          ...personName_user @relay(mask: false)
        }
        changes {
          field
          before
          after
        }
      }
    `,
    entry,
  );
  return (
    <>
      <Table.Row data-testid="activity-row" data-action={data.action} data-entity={data.entity}>
        <Table.Cell whiteSpace="nowrap" color="fg.muted" fontSize="sm">
          {formatDateTime(data.occurredAt, language, timeZone)}
        </Table.Cell>
        <ActivityActorCell actor={data.actor} />
        <Table.Cell>
          <HStack gap="2" flexWrap="wrap">
            <Badge colorPalette={ACTION_COLOUR[data.action] ?? 'gray'} variant="subtle">
              {intl.formatMessage(activityActionLabel(data.action))}
            </Badge>
            <Text fontSize="sm" color="fg.muted">
              {intl.formatMessage(activityEntityLabel(data.entity, intl.messages))}
            </Text>
          </HStack>
        </Table.Cell>
        <Table.Cell>
          <Text data-testid="activity-description">
            <ActivityDescriptionText entry={data} />
          </Text>
        </Table.Cell>
        <RowActionsCell>
          {data.changes.length > 0 ? (
            <RowToggleButton
              open={open}
              onToggle={() => setOpen(!open)}
              testId="activity-changes-toggle"
            >
              <FormattedMessage
                id={open ? 'activity.hideChanges' : 'activity.showChanges'}
                values={{ count: data.changes.length }}
              />
            </RowToggleButton>
          ) : null}
        </RowActionsCell>
      </Table.Row>
      {open ? <ActivityChangesRow changes={data.changes} /> : null}
    </>
  );
}

/** Who made the change (name and email), or that the system did. */
function ActivityActorCell({
  actor,
}: {
  actor: { readonly fullName: string; readonly email: string } | null | undefined;
}) {
  return (
    <Table.Cell>
      {actor ? (
        <Stack gap="0">
          <Text fontWeight="medium">{actor.fullName}</Text>
          <Text fontSize="xs" color="fg.muted">
            {actor.email}
          </Text>
        </Stack>
      ) : (
        <Text color="fg.muted">
          <FormattedMessage id="activity.system" />
        </Text>
      )}
    </Table.Cell>
  );
}

/** The change's fields, each with its value before (struck through) and after. */
function ActivityChangesRow({
  changes,
}: {
  changes: readonly {
    readonly field: string;
    readonly before: string | null | undefined;
    readonly after: string | null | undefined;
  }[];
}) {
  return (
    <Table.Row bg="bg.subtle">
      <Table.Cell colSpan={5}>
        <Box
          as="dl"
          display="grid"
          gridTemplateColumns="max-content 1fr"
          columnGap="6"
          rowGap="1"
          fontSize="sm"
          data-testid="activity-changes"
        >
          {changes.map((change) => (
            <Box key={change.field} display="contents">
              <Text as="dt" fontWeight="medium">
                {change.field}
              </Text>
              <Text as="dd">
                <Text
                  as="span"
                  color="fg.muted"
                  textDecoration={change.before ? 'line-through' : undefined}
                >
                  {change.before ?? '—'}
                </Text>
                {' → '}
                <Text as="span">{change.after ?? '—'}</Text>
              </Text>
            </Box>
          ))}
        </Box>
      </Table.Cell>
    </Table.Row>
  );
}
