import { Alert } from '@chakra-ui/react';
import type { ReactNode } from 'react';

type NoticeAlertProps = {
  status: 'info' | 'warning' | 'error';
  title: ReactNode;
  /** The line under the title; none for a notice that says all in one line. */
  description?: ReactNode;
  /** A button beside the text: what the reader can do about it. */
  action?: ReactNode;
  testId?: string;
};

/**
 * A notice that holds the reader's attention before they go on (a secret shown
 * only this once, an account with no stored credentials, a run that failed): a title and, when
 * there is more to say, what it means, with what the reader can do about it
 * beside them.
 */
export function NoticeAlert({ status, title, description, action, testId }: NoticeAlertProps) {
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
        {/* A long word (a URL, a crawler's message) wraps rather than running past the alert. */}
        <Alert.Description wordBreak="break-word">{description}</Alert.Description>
      </Alert.Content>
      {action}
    </Alert.Root>
  );
}
