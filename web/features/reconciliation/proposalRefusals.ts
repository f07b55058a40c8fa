/** A userError of a bulk decision on proposals, as the payload gives it. */
export type ProposalUserError = {
  readonly field: string | null | undefined;
  readonly code: string;
  readonly message: string;
};

/** What a bulk decision's userErrors come to: the refusal of each proposal by its id, and what concerns the request as a whole. */
export type ProposalRefusals = { refused: Map<string, string>; failure: string | null };

const PROPOSAL_FIELD = /^proposalIds\.(\d+)$/;

/**
 * Maps each userError of `reconciliationProposalsAccept` or `…Reject` back to
 * its proposal: the BFF names a refused proposal by its place in the input
 * (`proposalIds.2` is the third id sent). An error with another field (or a
 * place outside the input) concerns the whole request, the last one wins.
 * `word` turns a code and the server's message into the reader's language.
 *
 * @example refusalsOf(['a', 'b'], [{ field: 'proposalIds.1', code: 'U-TRSY-RC-16', message: '…' }], word).refused // Map { 'b' => '…' }
 */
export function refusalsOf(
  proposalIds: readonly string[],
  userErrors: readonly ProposalUserError[],
  word: (code: string, message: string) => string,
): ProposalRefusals {
  const refused = new Map<string, string>();
  let failure: string | null = null;
  for (const error of userErrors) {
    const index = PROPOSAL_FIELD.exec(error.field ?? '')?.[1];
    const id = index === undefined ? undefined : proposalIds[Number(index)];
    if (id) refused.set(id, word(error.code, error.message));
    else failure = word(error.code, error.message);
  }
  return { refused, failure };
}
