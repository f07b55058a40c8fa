import { Link } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

type ReconciledLineLinkProps = {
  /** The statement transaction whose matches it opens, and its reconciliation status. */
  line: { readonly id: string; readonly reconciliationStatus: string };
  label: ReactNode;
  testId: string;
};

/**
 * The small link under a reconciliation status to a statement transaction's
 * matches: `/reconciliation` on the Reconciled tab with that line picked, on
 * the Partial filter while the line is partially reconciled. The statement
 * and expected-transaction lists show it where a match can be seen.
 */
export function ReconciledLineLink({ line, label, testId }: ReconciledLineLinkProps) {
  return (
    <Link asChild display="block" fontSize="xs" marginTop="1" whiteSpace="nowrap">
      <RouterLink
        to={`/reconciliation?tab=reconciled${line.reconciliationStatus === 'PARTIAL' ? '&reconciled=PARTIAL' : ''}&statementTransaction=${encodeURIComponent(line.id)}`}
        data-testid={testId}
      >
        {label}
      </RouterLink>
    </Link>
  );
}
