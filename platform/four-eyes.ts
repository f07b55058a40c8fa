/**
 * Four eyes on decisions: whoever wrote or submitted a record does not decide
 * on it (approve it) unless the company's self-approval control allows it,
 * where the decision says it may. People are compared, never sessions: an
 * API key's token names the member who made it as its subject, so two keys
 * of one member, or a member and their key, are one person.
 *
 * - `always`: another person decides, whatever the controls (an invoice).
 * - `unless-self-approval`: the author may when the company allows self-approval.
 */
export type FourEyes = 'always' | 'unless-self-approval';

/**
 * Who asks for a move, beside their permissions, for the four-eyes rule:
 * the person (an API key's token names the member who made it, so a key
 * decides nothing its maker may not), the document's authors as it records
 * them, and the company's self-approval control, as read for the request.
 */
export type Authorship = {
  person: string;
  authors: readonly (string | null)[];
  selfApprovalAllowed: boolean;
};

/**
 * Whether the four-eyes rule bars the person from the move: it is declared
 * `byAnother` and they wrote or submitted the document (unless the company
 * allows self-approval, where the move says it may). A move declared
 * `byAnother` without the authorship to check is a mistake of the caller's.
 */
export function barredAsAuthor(
  transition: { readonly action: string; readonly byAnother?: FourEyes },
  authorship: Authorship | undefined,
): boolean {
  if (!transition.byAnother) return false;
  if (!authorship) throw new Error(`${transition.action}: who moves it must be known (four eyes)`);
  if (!authorship.authors.includes(authorship.person)) return false;
  return !(transition.byAnother === 'unless-self-approval' && authorship.selfApprovalAllowed);
}

/**
 * The authorship of a decision, asking for the company's self-approval
 * control (`controls`, an HTTP call to the account service) only when it
 * decides something: the person is among the authors. Read before any row
 * lock; authors do not change, so the locked row agrees.
 */
export async function authorshipOf(
  person: string,
  authors: readonly (string | null)[],
  controls: () => Promise<{ selfApprovalAllowed: boolean }>,
): Promise<Authorship> {
  const own = authors.includes(person);
  return {
    person,
    authors,
    selfApprovalAllowed: own && (await controls()).selfApprovalAllowed,
  };
}
