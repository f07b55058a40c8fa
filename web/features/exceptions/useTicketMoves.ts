import { useState } from 'react';
import { graphql } from 'react-relay';
import type { useTicketMovesReopenMutation } from '../../__generated__/useTicketMovesReopenMutation.graphql';
import type { useTicketMovesStartMutation } from '../../__generated__/useTicketMovesStartMutation.graphql';
import { useCommit } from '../../relay/useCommit';
import type { UserErrorLike } from '../../ui/useRefusalMessage';
import { useToastedRefusals } from '../../ui/useToastedRefusals';

/**
 * The moves of a ticket that ask nothing first: start (Open -> In Progress)
 * and reopen (Resolved -> Open). The store updates the row from the answer;
 * a refusal (someone else moved it first) shows as a toast in the reader's
 * words. `busy` is the id of the ticket being moved.
 */
export function useTicketMoves() {
  const toastedRefusals = useToastedRefusals();
  const [busy, setBusy] = useState<string | null>(null);
  const [commitStart] = useCommit<useTicketMovesStartMutation>(graphql`
    mutation useTicketMovesStartMutation($input: ExceptionTicketInput!) {
      exceptionTicketStart(input: $input) {
        exceptionTicket {
          ...ExceptionTicketRow_ticket
        }
        userErrors {
          ...userErrorFields_userError @relay(mask: false)
        }
      }
    }
  `);
  const [commitReopen] = useCommit<useTicketMovesReopenMutation>(graphql`
    mutation useTicketMovesReopenMutation($input: ExceptionTicketInput!) {
      exceptionTicketReopen(input: $input) {
        exceptionTicket {
          ...ExceptionTicketRow_ticket
        }
        userErrors {
          ...userErrorFields_userError @relay(mask: false)
        }
      }
    }
  `);

  const run = async (
    id: string,
    work: () => Promise<{ readonly userErrors: readonly UserErrorLike[] }>,
  ) => {
    setBusy(id);
    try {
      await toastedRefusals(work);
    } finally {
      setBusy(null);
    }
  };

  return {
    busy,
    start: (id: string) =>
      run(
        id,
        async () =>
          (await commitStart({ variables: { input: { exceptionTicketId: id } } }))
            .exceptionTicketStart,
      ),
    reopen: (id: string) =>
      run(
        id,
        async () =>
          (await commitReopen({ variables: { input: { exceptionTicketId: id } } }))
            .exceptionTicketReopen,
      ),
  };
}
