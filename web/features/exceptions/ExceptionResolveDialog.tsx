import { FormattedMessage, useIntl } from 'react-intl';
import { graphql } from 'react-relay';
import type { ExceptionResolveDialogMutation } from '../../__generated__/ExceptionResolveDialogMutation.graphql';
import { ReasonDialog } from '../../domain/ReasonDialog';
import { useCommit } from '../../relay/useCommit';
import type { TicketTarget } from './ExceptionTicketRow';

/** Resolves an open or in-progress ticket with a note saying how (required, at most 1000 characters). */
export function ExceptionResolveDialog({
  ticket,
  onClose,
}: {
  ticket: TicketTarget | null;
  onClose: () => void;
}) {
  const intl = useIntl();
  const [commit] = useCommit<ExceptionResolveDialogMutation>(graphql`
    mutation ExceptionResolveDialogMutation($input: ExceptionTicketResolveInput!) {
      exceptionTicketResolve(input: $input) {
        exceptionTicket {
          ...ExceptionTicketRow_ticket
        }
        userErrors {
          ...userErrorFields_userError @relay(mask: false)
        }
      }
    }
  `);
  return (
    <ReasonDialog
      open={ticket !== null}
      onClose={onClose}
      testId="exception-resolve"
      title={<FormattedMessage id="exceptions.resolveDialog.title" />}
      intro={
        ticket ? (
          <FormattedMessage
            id="exceptions.resolveDialog.body"
            values={{ subject: ticket.subject, amount: ticket.amount, date: ticket.date }}
          />
        ) : null
      }
      label={<FormattedMessage id="exceptions.resolveDialog.note" />}
      submitLabel={<FormattedMessage id="exceptions.resolveDialog.confirm" />}
      requiredMessage={intl.formatMessage({ id: 'error.U-TRSY-EXC-5' })}
      field="note"
      onSubmit={(note) =>
        commit({ variables: { input: { exceptionTicketId: ticket!.id, note } } }).then(
          (response) => response.exceptionTicketResolve,
        )
      }
      onDone={() => undefined}
    />
  );
}
