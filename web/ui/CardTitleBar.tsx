import type { ComponentProps, ReactNode } from 'react';
import { ListToolbar } from './ListToolbar';
import { SectionTitle } from './SectionTitle';

/**
 * The top of a card that holds a table: its title and muted line on the
 * left, what acts on it or sums it up on the right (stacked on a phone),
 * over a rule.
 */
export function CardTitleBar({
  children,
  ...title
}: Omit<ComponentProps<typeof SectionTitle>, 'size'> & { children?: ReactNode }) {
  return (
    <ListToolbar gap="4" justifyContent="space-between">
      <SectionTitle {...title} />
      {children}
    </ListToolbar>
  );
}
