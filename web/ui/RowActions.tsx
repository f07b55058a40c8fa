import { Button, HStack, Table, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import type { ReactNode } from 'react';

/**
 * Where a row's actions live, at the end of every list table. Tables scroll
 * inside their own container (`TableScrollArea`) rather than the page, and
 * this cell sticks to the container's right edge, so the actions are always
 * whole and in view (never "Dele" for Delete), whatever the window's width,
 * the language's word lengths or the data's.
 */
export function RowActionsCell({ children }: { children?: ReactNode }) {
  return (
    <Table.Cell
      textAlign="end"
      whiteSpace="nowrap"
      width="1%"
      position="sticky"
      insetEnd="0"
      bg="bg"
      zIndex="1"
      data-row-actions=""
    >
      <HStack gap="1" justifyContent="flex-end">
        {children}
      </HStack>
    </Table.Cell>
  );
}

/** The heading of the actions column: sticks with it, named for screen readers only. */
export function RowActionsHeaderCell({ label }: { label: ReactNode }) {
  return (
    <Table.ColumnHeader
      bg="bg.muted"
      borderBottomWidth="0"
      borderEndRadius="tableHeader"
      position="sticky"
      insetEnd="0"
      zIndex="1"
      width="1%"
    >
      <Text as="span" srOnly>
        {label}
      </Text>
    </Table.ColumnHeader>
  );
}

/** One of a row's actions: a small outlined button named by its message, red where it destroys. */
export function RowActionButton({
  message,
  testId,
  onClick,
  danger = false,
}: {
  message: string;
  testId: string;
  onClick: () => void;
  danger?: boolean;
}) {
  return (
    <Button
      size="xs"
      variant="outline"
      colorPalette={danger ? 'red' : undefined}
      onClick={onClick}
      data-testid={testId}
    >
      <FormattedMessage id={message} />
    </Button>
  );
}
