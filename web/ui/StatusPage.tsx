import { Button, HStack, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { CenteredPanel } from './CenteredPanel';
import { PageHeading } from './PageHeading';

type StatusPageProps = {
  status: '403' | '404' | '429' | '500';
  title: { id: string };
  body: { id: string };
  /** Offers to try again (reloads the page) besides going home. */
  retry?: boolean;
  /** Rendered inside the app layout. */
  embedded?: boolean;
};

/** An error screen: the status, what happened, and a way back. */
export function StatusPage({
  status,
  title,
  body,
  retry = false,
  embedded = false,
}: StatusPageProps) {
  return (
    <CenteredPanel testId={`status-${status}`} embedded={embedded}>
      <Text
        fontFamily="heading"
        fontSize="6xl"
        fontWeight="bold"
        color="brand.solid"
        lineHeight="1"
      >
        {status}
      </Text>
      <PageHeading size="xl">
        <FormattedMessage id={title.id} />
      </PageHeading>
      <Text color="fg.muted">
        <FormattedMessage id={body.id} />
      </Text>
      <HStack gap="3" marginTop="2">
        <Button asChild colorPalette="brand">
          <RouterLink to="/">
            <FormattedMessage id="common.backHome" />
          </RouterLink>
        </Button>
        {retry ? (
          <Button variant="outline" onClick={() => window.location.reload()}>
            <FormattedMessage id="common.retry" />
          </Button>
        ) : null}
      </HStack>
    </CenteredPanel>
  );
}
