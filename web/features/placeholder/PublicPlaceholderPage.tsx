import { Badge, Button, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { CenteredPanel } from '../../ui/CenteredPanel';
import type { PlaceholderPage } from '../../navigation/placeholderPages';
import { PageHeading } from '../../ui/PageHeading';

/** A public route of the spec (forgot password, invitation, checkout) that is not built yet. */
export function PublicPlaceholderPage({ page }: { page: PlaceholderPage }) {
  return (
    <CenteredPanel testId="not-yet-available">
      <Badge colorPalette="brand" variant="subtle">
        <FormattedMessage id="placeholder.badge" />
      </Badge>
      <PageHeading size="xl">
        <FormattedMessage id={page.title.id} />
      </PageHeading>
      <Text color="fg.muted">
        <FormattedMessage id={page.description.id} />
      </Text>
      <Text color="fg.muted" fontSize="sm">
        <FormattedMessage id="placeholder.publicBody" />
      </Text>
      <Button asChild colorPalette="brand" marginTop="2">
        <RouterLink to="/">
          <FormattedMessage id="placeholder.backToSignIn" />
        </RouterLink>
      </Button>
    </CenteredPanel>
  );
}
