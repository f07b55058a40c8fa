import { Alert } from '@chakra-ui/react';
import type { ReactNode } from 'react';

type NoticeAlertProps = {
  status: 'info' | 'warning';
  title: ReactNode;
  /** The line under the title. */
  description: ReactNode;
  testId?: string;
};

/** A notice that holds the reader's attention before they go on (a secret shown only this once): a title and what it means. */
export function NoticeAlert({ status, title, description, testId }: NoticeAlertProps) {
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
