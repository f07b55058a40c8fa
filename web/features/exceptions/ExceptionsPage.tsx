import { Button, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql } from 'react-relay';
import type { ExceptionsPageQuery } from '../../__generated__/ExceptionsPageQuery.graphql';
import type { ExceptionsPageScanMutation } from '../../__generated__/ExceptionsPageScanMutation.graphql';
import { useCommit } from '../../relay/useCommit';
import { useRouteQuery } from '../../relay/useRouteQuery';
import { ForbiddenPage } from '../../ui/ForbiddenPage';
import { PageHeader } from '../../ui/PageHeader';
import { toastSuccess } from '../../ui/toaster';
import { useToastedRefusals } from '../../ui/useToastedRefusals';
import { ExceptionAgeSetting } from './ExceptionAgeSetting';
import { ExceptionTicketList } from './ExceptionTicketList';
import { personName, type Assignable } from './exceptionLabels';

export const exceptionsPageQuery = graphql`
  query ExceptionsPageQuery($count: Int!, $withMembers: Boolean!) {
    viewer {
      permissions
      user {
        id
        email
        fullName
        preferredName
      }
    }
    exceptionSettings {
      ...ExceptionAgeSetting_settings
    }
    ...ExceptionTicketList_query @arguments(count: $count)
    members(first: 100, status: ACTIVE) @include(if: $withMembers) {
      edges {
        node {
          user {
            id
            email
            fullName
            preferredName
          }
        }
      }
    }
  }
`;

/**
 * `/exceptions` (Configure): statement transactions that need a person, as
 * tickets with their type and days open, worked from Open through In
 * Progress to Resolved; with the age after which an unmatched line becomes
 * one, and a scan on demand besides the scheduled one.
 */
export function ExceptionsPage() {
  const data = useRouteQuery<ExceptionsPageQuery>(exceptionsPageQuery);
  const intl = useIntl();
  const toastedRefusals = useToastedRefusals();
  const [refreshKey, setRefreshKey] = useState(0);
  const [commitScan, scanning] = useCommit<ExceptionsPageScanMutation>(graphql`
    mutation ExceptionsPageScanMutation {
      exceptionsScan {
        opened
        resolved
        userErrors {
          ...userErrorFields_userError @relay(mask: false)
        }
      }
    }
  `);
  const permissions = data.viewer?.permissions ?? [];
  if (!data.viewer || !permissions.includes('exceptions:read')) return <ForbiddenPage />;
  const canManage = permissions.includes('exceptions:manage');
  const me: Assignable = { id: data.viewer.user.id, name: personName(data.viewer.user) };
  // The viewer first, then the other active members (when the viewer may read them).
  const members: Assignable[] = [
    me,
    ...(data.members?.edges ?? []).flatMap(({ node }) =>
      node.user && node.user.id !== me.id
        ? [{ id: node.user.id, name: personName(node.user) }]
        : [],
    ),
  ];

  const scan = async () => {
    const scanned = await toastedRefusals(
      async () => (await commitScan({ variables: {} })).exceptionsScan,
    );
    if (!scanned) return;
    toastSuccess(
      intl.formatMessage(
        { id: 'exceptions.scanned' },
        { opened: scanned.opened ?? 0, resolved: scanned.resolved ?? 0 },
      ),
    );
    setRefreshKey((key) => key + 1);
  };

  return (
    <>
      <PageHeader
        title={<FormattedMessage id="page.exceptions" />}
        description={<FormattedMessage id="page.exceptions.description" />}
        actions={
          canManage ? (
            <Button
              colorPalette="brand"
              size="sm"
              onClick={() => void scan()}
              loading={scanning}
              data-testid="exceptions-scan"
            >
              <FormattedMessage id="exceptions.scan" />
            </Button>
          ) : null
        }
      />
      <Stack gap="4">
        <ExceptionAgeSetting settings={data.exceptionSettings} canManage={canManage} />
        <ExceptionTicketList
          query={data}
          canManage={canManage}
          me={me}
          members={members}
          refreshKey={refreshKey}
        />
      </Stack>
    </>
  );
}
