import { Formik, useFormikContext, type FormikHelpers } from 'formik';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql } from 'react-relay';
import type { ExceptionAssignDialogMutation } from '../../__generated__/ExceptionAssignDialogMutation.graphql';
import { useCommit } from '../../relay/useCommit';
import { FormDialog } from '../../ui/FormDialog';
import { FormDialogForm } from '../../ui/FormDialogForm';
import { FormField } from '../../ui/FormField';
import { formikFields } from '../../ui/formikFields';
import { OptionSelect, type SelectOption } from '../../ui/OptionSelect';
import { useFormFeedback } from '../../ui/useFormFeedback';
import type { Assignable } from './exceptionLabels';
import type { TicketTarget } from './ExceptionTicketRow';

type Values = { assigneeId: string };

type ExceptionAssignDialogProps = {
  /** The ticket to assign; the dialog is open while set. */
  ticket: TicketTarget | null;
  me: Assignable;
  members: readonly Assignable[];
  onClose: () => void;
};

/** Assigns an unresolved ticket to a member (the viewer first), or to nobody. */
export function ExceptionAssignDialog({
  ticket,
  me,
  members,
  onClose,
}: ExceptionAssignDialogProps) {
  return (
    <FormDialog
      open={ticket !== null}
      onClose={onClose}
      testId="exception-assign-dialog"
      title={<FormattedMessage id="exceptions.assignDialog.title" />}
    >
      {ticket ? <AssignForm ticket={ticket} me={me} members={members} onClose={onClose} /> : null}
    </FormDialog>
  );
}

function AssignForm({
  ticket,
  me,
  members,
  onClose,
}: {
  ticket: TicketTarget;
  me: Assignable;
  members: readonly Assignable[];
  onClose: () => void;
}) {
  const intl = useIntl();
  const feedback = useFormFeedback();
  const [commit] = useCommit<ExceptionAssignDialogMutation>(graphql`
    mutation ExceptionAssignDialogMutation($input: ExceptionTicketAssignInput!) {
      exceptionTicketAssign(input: $input) {
        exceptionTicket {
          ...ExceptionTicketRow_ticket
        }
        userErrors {
          ...userErrorFields_userError @relay(mask: false)
        }
      }
    }
  `);
  const current = ticket.assigneeId ?? '';
  // Someone assigned who is no longer an active member still shows, so the choice reads right.
  const options = [
    {
      value: me.id,
      label: intl.formatMessage({ id: 'exceptions.assignDialog.me' }, { name: me.name }),
    },
    ...members
      .filter((member) => member.id !== me.id)
      .map((member) => ({ value: member.id, label: member.name })),
  ];

  const submit = async (values: Values, helpers: FormikHelpers<Values>) => {
    const done = await feedback.outcome(
      values,
      helpers,
      commit({
        variables: {
          input: { exceptionTicketId: ticket.id, assigneeId: values.assigneeId || null },
        },
      }).then((response) => response.exceptionTicketAssign),
      (field) => (field === 'assigneeId' ? 'assigneeId' : null),
    );
    if (done) onClose();
  };

  return (
    <Formik<Values> initialValues={{ assigneeId: current }} onSubmit={submit}>
      {({ values }) => (
        <FormDialogForm
          intro={
            <FormattedMessage
              id="exceptions.assignDialog.body"
              values={{ subject: ticket.subject, amount: ticket.amount, date: ticket.date }}
            />
          }
          errorTestId="exception-assign-error"
          onCancel={onClose}
          submitLabel={<FormattedMessage id="exceptions.assignDialog.confirm" />}
          submitTestId="exception-assign-save"
          submitDisabled={values.assigneeId === current}
        >
          <AssigneeField options={options} />
        </FormDialogForm>
      )}
    </Formik>
  );
}

/** The member to assign the ticket to, or nobody. */
function AssigneeField({ options }: { options: readonly SelectOption[] }) {
  const intl = useIntl();
  const { errorOf, input } = formikFields(useFormikContext<Values>());
  return (
    <FormField
      label={<FormattedMessage id="exceptions.assignDialog.assignee" />}
      error={errorOf('assigneeId')}
    >
      <OptionSelect
        {...input('assigneeId')}
        placeholder={intl.formatMessage({ id: 'exceptions.assignDialog.nobody' })}
        options={options}
      />
    </FormField>
  );
}
