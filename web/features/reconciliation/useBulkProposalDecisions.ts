import { useState } from 'react';
import { formatMoney } from '../../i18n/format';
import { useLanguage } from '../../i18n/useLanguage';
import { withToggled } from '../../ui/lists/withToggled';
import { useProposalDecisions, type Decision } from './useProposalDecisions';

type Proposal = {
  readonly id: string;
  readonly amount: { readonly amount: string; readonly currency: string };
  readonly statementTransactions: readonly { readonly description: string }[];
};

/**
 * Deciding the listed proposals one by one or in bulk: which are ticked
 * (`ticked`, those still listed), why each refused one was refused (by id,
 * with `names` naming those decided last should they leave the list), a
 * failure of the whole, and after a bulk decision how many went through.
 * Those refused stay ticked.
 */
export function useBulkProposalDecisions(proposals: readonly Proposal[]) {
  const [decide, busy] = useProposalDecisions();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [refused, setRefused] = useState<ReadonlyMap<string, string>>(new Map());
  // Names of the proposals decided last, so a refused one that someone else decided (and has left the list) is still named.
  const [names, setNames] = useState<ReadonlyMap<string, string>>(new Map());
  const { language } = useLanguage();
  const [failure, setFailure] = useState<string | null>(null);
  const [summary, setSummary] = useState<{
    decision: Decision;
    done: number;
    refused: number;
  } | null>(null);
  const ids = proposals.map((proposal) => proposal.id);
  // A proposal that left the list (decided here or by someone else) is no longer ticked.
  const ticked = ids.filter((id) => selected.has(id));

  const run = async (decision: Decision, proposalIds: readonly string[]) => {
    setFailure(null);
    setNames(
      new Map(
        proposals
          .filter((proposal) => proposalIds.includes(proposal.id))
          .map((proposal) => [
            proposal.id,
            `${proposal.statementTransactions.map((line) => line.description).join(', ')} · ${formatMoney(proposal.amount.amount, proposal.amount.currency, language)}`,
          ]),
      ),
    );
    const outcome = await decide(decision, proposalIds);
    setFailure(outcome.failure);
    setRefused((previous) => {
      const next = new Map(previous);
      for (const id of proposalIds) next.delete(id);
      for (const [id, message] of outcome.refused) next.set(id, message);
      return next;
    });
    setSelected(new Set(outcome.refused.keys()));
    setSummary(
      proposalIds.length > 1
        ? { decision, done: outcome.done, refused: outcome.refused.size }
        : null,
    );
  };

  const toggle = (id: string) => setSelected((previous) => withToggled(previous, id));

  return {
    busy,
    run,
    toggle,
    selected,
    setSelected,
    refused,
    names,
    failure,
    summary,
    ids,
    ticked,
  };
}
