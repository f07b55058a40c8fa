import { Textarea } from '@chakra-ui/react';
import { Formik, type FormikHelpers } from 'formik';
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql } from 'react-relay';
import * as yup from 'yup';
import type { ExceptionResolveDialogMutation } from '../../__generated__/ExceptionResolveDialogMutation.graphql';
import { useCommit } from '../../relay/useCommit';
import { formikFields } from '../../ui/formikFields';
import { FormDialog } from '../../ui/FormDialog';
import { FormDialogForm } from '../../ui/FormDialogForm';
import { FormField } from '../../ui/FormField';
import { useFormFeedback } from '../../ui/useFormFeedback';
import type { TicketTarget } from './ExceptionTicketRow';

/** The longest note the service keeps (contracts/treasury/exceptions.ts). */
const MAX_NOTE = 1000;

type Values = { note: string };

/** Resolves an open or in-progress ticket with a note saying how (required, at most 1000 characters). */
export function ExceptionResolveDialog({
  ticket,
  onClose,
}: {
  ticket: TicketTarget | null;
  onClose: () => void;
}) {
  return (
    <FormDialog
      open={ticket !== null}
      onClose={onClose}
      testId="exception-resolve-dialog"
      title={<FormattedMessage id="exceptions.resolveDialog.title" />}
    >
      {ticket ? <ResolveForm ticket={ticket} onClose={onClose} /> : null}
    </FormDialog>
  );
}

function ResolveForm({ ticket, onClose }: { ticket: TicketTarget; onClose: () => void }) {
  const intl = useIntl();
  const feedback = useFormFeedback();
  const schema = useMemo(
    () =>
      yup.object({
        note: yup
          .string()
          .trim()
          .required(intl.formatMessage({ id: 'error.U-TRSY-EXC-5' }))
          .max(MAX_NOTE, intl.formatMessage({ id: 'error.U-TRSY-EXC-6' })),
      }),
    [intl],
  );
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

  const submit = async (values: Values, helpers: FormikHelpers<Values>) => {
    const done = await feedback.outcome(
      values,
      helpers,
      commit({
        variables: { input: { exceptionTicketId: ticket.id, note: values.note.trim() } },
      }).then((response) => response.exceptionTicketResolve),
      (field) => (field === 'note' ? 'note' : null),
    );
    if (done) onClose();
  };

  return (
    <Formik<Values> initialValues={{ note: '' }} validationSchema={schema} onSubmit={submit}>
      {(form) => {
        const { errorOf, input } = formikFields(form);
        return (
          <FormDialogForm
            intro={
              <FormattedMessage
                id="exceptions.resolveDialog.body"
                values={{ amount: ticket.amount, date: ticket.date }}
              />
            }
            errorTestId="exception-resolve-error"
            onCancel={onClose}
            submitLabel={<FormattedMessage id="exceptions.resolveDialog.confirm" />}
            submitTestId="exception-resolve-save"
          >
            <FormField
              label={<FormattedMessage id="exceptions.resolveDialog.note" />}
              error={errorOf('note')}
              required
            >
              <Textarea {...input('note')} rows={4} autoFocus />
            </FormField>
          </FormDialogForm>
        );
      }}
    </Formik>
  );
}
