import { Alert } from '@chakra-ui/react';
import type { ReactNode } from 'react';

type NoticeAlertProps = {
  status: 'info' | 'warning';
  title: ReactNode;
  /** The line under the title; none for a notice that says all in one line. */
  description?: ReactNode;
  testId?: string;
};

/**
 * A notice that holds the reader's attention before they go on (a secret shown
 * only this once, an account with no stored credentials): a title and, when
 * there is more to say, what it means.
 */
export function NoticeAlert({ status, title, description, testId }: NoticeAlertProps) {
  if (description === undefined) {
    return (
      <Alert.Root status={status} data-testid={testId}>
        <Alert.Indicator />
        <Alert.Title>{title}</Alert.Title>
      </Alert.Root>
    );
  }
  return (
    <Alert.Root status={status} data-testid={testId}>
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{title}</Alert.Title>
        <Alert.Description>{description}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
