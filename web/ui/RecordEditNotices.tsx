import { Alert, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useErrorMessage } from '../i18n/useErrorMessage';
import { LinkButton } from './LinkButton';
import { ListEmptyState } from './ListEmptyState';
import type { IconName } from './MenuIcon';

/**
 * What a record's page (its edit form's page most often) shows when the record
 * is not there, none or another organisation's: the service's own words for
 * it (`code`), a line of help and the way back to the list.
 */
export function RecordNotFound({
  testId,
  icon,
  code,
  body,
  back,
}: {
  testId: string;
  icon: IconName;
  /** The service's error code for a missing record (`U-INV-CU-1`). */
  code: string;
  body: ReactNode;
  back: { to: string; label: ReactNode };
}) {
  const errorMessage = useErrorMessage();
  return (
    <ListEmptyState
      testId={testId}
      icon={icon}
      title={errorMessage(code)}
      body={body}
      action={<LinkButton to={back.to} label={back.label} size="sm" />}
    />
  );
}

/**
 * What an edit page shows in place of its form when the record has moved on
 * and may no longer change: the service's own words for the refusal the
 * form's save would meet (`code`), so the page does not offer a form that
 * cannot be saved.
 */
export function RecordNotEditable({ testId, code }: { testId: string; code: string }) {
  const errorMessage = useErrorMessage();
  return (
    <Stack gap="4" maxWidth="4xl">
      <Alert.Root status="warning" data-testid={testId}>
        <Alert.Indicator />
        <Alert.Title fontWeight="normal">{errorMessage(code)}</Alert.Title>
      </Alert.Root>
    </Stack>
  );
}
