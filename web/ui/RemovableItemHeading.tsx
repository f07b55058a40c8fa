import { HStack, IconButton, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { MenuIcon } from './MenuIcon';

/**
 * The heading of one item of a form's list (a document's line, a director, a bank account to
 * add): its title, muted, and the trash button that takes the item out of the list, disabled
 * while it may not go (the list's only item).
 */
export function RemovableItemHeading({
  title,
  removeLabel,
  onRemove,
  spacing = '2',
  removeTestId,
}: {
  title: ReactNode;
  /** The remove button's accessible name ("Remove line 2"). */
  removeLabel: string;
  /** Takes the item out; null while it may not be taken out. */
  onRemove: (() => void) | null;
  /** The space under the heading: more on a roomier card. */
  spacing?: '2' | '3';
  removeTestId?: string;
}) {
  return (
    <HStack justifyContent="space-between" marginBottom={spacing}>
      <Text fontSize="sm" fontWeight="semibold" color="fg.muted">
        {title}
      </Text>
      <IconButton
        size="xs"
        variant="ghost"
        colorPalette="red"
        disabled={onRemove === null}
        aria-label={removeLabel}
        onClick={() => onRemove?.()}
        data-testid={removeTestId}
      >
        <MenuIcon name="trash" />
      </IconButton>
    </HStack>
  );
}
