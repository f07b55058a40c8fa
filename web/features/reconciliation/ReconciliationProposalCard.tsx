import { useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { ReconciliationProposalCard_proposal$key } from '../../__generated__/ReconciliationProposalCard_proposal.graphql';
import { FormErrorAlert } from '../../ui/FormErrorAlert';
import { OutlineBox } from '../../ui/OutlineBox';
import { ReconciliationReasons } from '../../domain/ReconciliationReasons';
import { ReconciliationProposalAlternatives } from './ReconciliationProposalAlternatives';
import { ReconciliationProposalAutoRefusal } from './ReconciliationProposalAutoRefusal';
import { ReconciliationProposalDecision } from './ReconciliationProposalDecision';
import { ReconciliationProposalHeadline } from './ReconciliationProposalHeadline';
import { ReconciliationProposalSides } from './ReconciliationProposalSides';
import { TickedCardBody } from './TickedCardBody';

type ReconciliationProposalCardProps = {
  proposal: ReconciliationProposalCard_proposal$key;
  /** Set when the proposal can be ticked for a bulk decision. */
  selection?: { checked: boolean; onToggle: () => void } | null;
  /** Accept and reject, for a viewer with `reconciliation:reconcile`; null hides them. */
  actions: { onAccept: () => void; onReject: () => void; busy: boolean } | null;
  /** Why the last decision on it was refused. */
  error?: string | null;
};

/**
 * One proposal of the matching engine: how sure it is, the statement
 * transactions and items it would match, what it would allocate, the bank
 * fee it would book (the difference a reviewer settles in full), why the
 * rules could not confirm it by themselves, its reasons in the reader's
 * language, accept or reject, and the engine's other candidates for a
 * reviewer who finds this one wrong.
 */
export function ReconciliationProposalCard({
  proposal,
  selection = null,
  actions,
  error = null,
}: ReconciliationProposalCardProps) {
  const data = useFragment(
    graphql`
      fragment ReconciliationProposalCard_proposal on ReconciliationProposal {
        id
        strategy
        result
        confidence
        amount {
          amount
          currency
        }
        autoConfirmRefusal {
          code
          message
        }
        reasons {
          ...reconciliationReasonFields_reason @relay(mask: false)
        }
        statementTransactions {
          direction
        }
        ...ReconciliationProposalSides_proposal
      }
    `,
    proposal,
  );
  const intl = useIntl();
  const direction = data.statementTransactions[0]?.direction ?? 'CREDIT';
  return (
    <OutlineBox
      tone={error ? 'error' : undefined}
      data-testid="reconciliation-proposal"
      data-proposal-id={data.id}
    >
      <TickedCardBody
        gap="2"
        tick={
          selection
            ? {
                checked: selection.checked,
                onToggle: selection.onToggle,
                label: intl.formatMessage({ id: 'reconciliation.proposals.select' }),
                testId: 'reconciliation-proposal-select',
              }
            : null
        }
      >
        <ReconciliationProposalHeadline
          confidence={data.confidence}
          result={data.result}
          strategy={data.strategy}
          amount={data.amount}
        />
        <ReconciliationProposalSides proposal={data} />
        {data.autoConfirmRefusal ? (
          <ReconciliationProposalAutoRefusal refusal={data.autoConfirmRefusal} />
        ) : null}
        <ReconciliationReasons
          reasons={data.reasons}
          context={{ currency: data.amount.currency, direction, strategy: data.strategy }}
        />
        <ReconciliationProposalAlternatives proposalId={data.id} canMatch={actions !== null} />
        <FormErrorAlert message={error} testId="reconciliation-proposal-error" />
        {actions ? (
          <ReconciliationProposalDecision
            onAccept={actions.onAccept}
            onReject={actions.onReject}
            busy={actions.busy}
          />
        ) : null}
      </TickedCardBody>
    </OutlineBox>
  );
}
