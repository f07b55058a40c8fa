import { Alert } from '@chakra-ui/react';

/** A form's general error (one not tied to a field), shown above its fields while set (a formik form keeps it in its status). */
export function FormErrorAlert({
  message,
  testId = 'form-error',
}: {
  message: string | null | undefined;
  testId?: string;
}) {
  if (!message) return null;
  return (
    <Alert.Root status="error" data-testid={testId}>
      <Alert.Indicator />
      <Alert.Title>{message}</Alert.Title>
    </Alert.Root>
  );
}
