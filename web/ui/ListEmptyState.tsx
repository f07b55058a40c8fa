import { EmptyState, VStack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { type IconName, MenuIcon } from './MenuIcon';

/** What a list shows instead of its table when it has no rows: an icon, a title, a line of help and, when there is one, the way out (clear the filters, create the first one). */
export function ListEmptyState({
  testId,
  icon,
  title,
  body,
  action,
  paddingY = '16',
  bodyMaxWidth,
}: {
  testId: string;
  icon: IconName;
  title: ReactNode;
  body: ReactNode;
  action?: ReactNode;
  paddingY?: string;
  bodyMaxWidth?: string;
}) {
  return (
    <EmptyState.Root paddingY={paddingY} data-testid={testId}>
      <EmptyState.Content>
        <EmptyState.Indicator>
          <MenuIcon name={icon} boxSize="8" color="brand.fg" />
        </EmptyState.Indicator>
        <VStack textAlign="center">
          <EmptyState.Title>{title}</EmptyState.Title>
          <EmptyState.Description maxWidth={bodyMaxWidth}>{body}</EmptyState.Description>
        </VStack>
        {action}
      </EmptyState.Content>
    </EmptyState.Root>
  );
}
