import { Alert } from '@chakra-ui/react';

/** A form's general error (one not tied to a field), shown above its fields while set. */
export function FormErrorAlert({ message, testId = 'form-error' }: { message: unknown; testId?: string }) {
  if (typeof message !== 'string') return null;
  return (
    <Alert.Root status="error" data-testid={testId}>
      <Alert.Indicator />
      <Alert.Title>{message}</Alert.Title>
    </Alert.Root>
  );
}
