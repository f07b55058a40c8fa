import { Code } from '@chakra-ui/react';

/** A block of text as sent or received, wrapped, never wider than the drawer. */
export function WebhookRawBlock({ children, testId }: { children: string; testId?: string }) {
  return (
    <Code
      as="pre"
      display="block"
      size="sm"
      variant="surface"
      padding="2"
      whiteSpace="pre-wrap"
      overflowWrap="anywhere"
      maxHeight="48"
      overflowY="auto"
      data-testid={testId}
    >
      {children}
    </Code>
  );
}
