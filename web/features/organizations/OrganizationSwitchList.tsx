import { Card, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { OrganizationSwitchList_viewer$key } from '../../__generated__/OrganizationSwitchList_viewer.graphql';
import { OrganizationOption } from './OrganizationOption';
import { useOrganizationSwitch } from './useOrganizationSwitch';
import { FormErrorAlert } from '../../ui/FormErrorAlert';

/**
 * Every organisation the user is an active member of. The current one is
 * marked; choosing another switches the session to it and reloads the app.
 */
export function OrganizationSwitchList({ viewer }: { viewer: OrganizationSwitchList_viewer$key }) {
  const data = useFragment(
    graphql`
      fragment OrganizationSwitchList_viewer on Viewer {
        organization {
          id
        }
        organizations {
          id
          name
          username
        }
      }
    `,
    viewer,
  );
  const { switchTo, switchingTo } = useOrganizationSwitch();
  const [error, setError] = useState<string | null>(null);
  const currentId = data.organization.id;

  const choose = (organizationId: string) => {
    setError(null);
    void switchTo(organizationId).then(setError);
  };

  return (
    <Stack gap="4" maxWidth="2xl">
      <FormErrorAlert message={error} testId="organization-switch-error" />
      <Card.Root variant="outline" bg="bg" overflow="hidden">
        <Stack as="ul" gap="0" listStyleType="none" margin="0" padding="0">
          {data.organizations.map((organization, index) => (
            <OrganizationOption
              key={organization.id}
              organization={organization}
              current={organization.id === currentId}
              switching={switchingTo === organization.id}
              disabled={switchingTo !== null}
              first={index === 0}
              onChoose={choose}
            />
          ))}
        </Stack>
      </Card.Root>
    </Stack>
  );
}
