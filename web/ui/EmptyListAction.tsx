import { Button } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LinkButton } from './LinkButton';

type EmptyListActionProps = {
  /** Whether filters hide the rows: the way out is then to clear them. */
  filtered: boolean;
  onClear: () => void;
  clearLabel: ReactNode;
  /** Otherwise, the page that creates the first one; null when the viewer may not. */
  create: { to: string; label: ReactNode; testId?: string } | null;
};

/** The action of a `ListEmptyState`: clear the filters while they hide every row, else create the first one (when allowed). */
export function EmptyListAction({ filtered, onClear, clearLabel, create }: EmptyListActionProps) {
  if (filtered) {
    return (
      <Button variant="outline" size="sm" onClick={onClear}>
        {clearLabel}
      </Button>
    );
  }
  return create ? <LinkButton to={create.to} label={create.label} testId={create.testId} icon="plus" primary size="sm" /> : null;
}
