import { Text } from '@chakra-ui/react';

/** The error of a form's list as a whole (none left, too many, a key twice), above its rows while set. */
export function ListFieldError({
  message,
  testId,
}: {
  message: string | undefined;
  testId?: string;
}) {
  if (!message) return null;
  return (
    <Text color="fg.error" fontSize="sm" data-testid={testId}>
      {message}
    </Text>
  );
}
