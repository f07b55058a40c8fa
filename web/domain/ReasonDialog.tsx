import { Textarea } from '@chakra-ui/react';
import { Formik, type FormikHelpers } from 'formik';
import { useMemo, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import * as yup from 'yup';
import { useErrorMessage } from '../i18n/useErrorMessage';
import { FormDialog } from '../ui/FormDialog';
import { FormDialogForm } from '../ui/FormDialogForm';
import { FormField } from '../ui/FormField';
import { formikFields } from '../ui/formikFields';
import type { UserErrorShape } from '../ui/userErrorsToFormik';
import { useFormFeedback } from '../ui/useFormFeedback';

/** The longest reason the services keep (bills, deposits, exceptions, payments and transfers, customers: 1000 characters). */
export const REASON_MAX = 1000;

/**
 * What the action answered: its `userErrors` (none when it went through), and
 * for an action that puts a failed request in words itself (the payments'
 * bulk actions) that failure (null: the default words). A request that fails
 * by throwing is put in words here.
 */
export type ReasonOutcome = {
  readonly userErrors: readonly UserErrorShape[];
  readonly failure?: string | null;
};

type Field = 'reason' | 'note';
/** The one field, under its name. */
type Values = Partial<Record<Field, string>>;

type ReasonDialogProps<Outcome extends ReasonOutcome> = {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  /** What the action does, in muted text above the reason. */
  intro: ReactNode;
  /** What the action acts on, between the intro and the reason (the orders' names). */
  children?: ReactNode;
  /** The reason field's label ("Why is it rejected?"). */
  label: ReactNode;
  submitLabel: ReactNode;
  /** The dismiss button's words, when Cancel would be ambiguous ("Keep the bill"). */
  cancelLabel?: ReactNode;
  /** The service's own words for a missing reason (its catalogue message), shown before anything is sent. */
  requiredMessage: string;
  /** The field's name as the mutation takes it and its `userErrors` name it: `reason`, or an exception's `note`. */
  field?: Field;
  /** Prefix of the test ids: `<testId>-dialog`, `-reason`, `-confirm`, `-error`. */
  testId: string;
  /** Does the work with the trimmed reason; its `userErrors` land on the reason (by the field's name) or above it. */
  onSubmit: (reason: string) => Promise<Outcome>;
  /** Runs once the work is done (a toast, the list's refusals), with the action's answer; the dialog then closes. */
  onDone: (outcome: Outcome) => void;
};

/**
 * The dialog of every action that needs a reason (reject, cancel, close
 * early, deactivate, resolve): what it does, a required reason of at most
 * `REASON_MAX` characters, and Cancel / confirm. An empty or too long reason
 * is refused before anything is sent, an empty one in the service's words; a
 * refusal the service still gives (the record moved on meanwhile) or a failed
 * request shows in the dialog in the reader's words.
 */
export function ReasonDialog<Outcome extends ReasonOutcome>({
  open,
  onClose,
  title,
  ...form
}: ReasonDialogProps<Outcome>) {
  return (
    <FormDialog open={open} onClose={onClose} testId={`${form.testId}-dialog`} title={title}>
      <ReasonForm {...form} onClose={onClose} />
    </FormDialog>
  );
}

function ReasonForm<Outcome extends ReasonOutcome>({
  intro,
  children,
  label,
  submitLabel,
  cancelLabel,
  requiredMessage,
  field = 'reason',
  testId,
  onSubmit,
  onDone,
  onClose,
}: Omit<ReasonDialogProps<Outcome>, 'open' | 'title'>) {
  const intl = useIntl();
  const errorMessage = useErrorMessage();
  const feedback = useFormFeedback();
  const schema = useMemo(
    () =>
      yup.object({
        [field]: yup
          .string()
          .trim()
          .required(requiredMessage)
          .max(REASON_MAX, intl.formatMessage({ id: 'validation.maxLength' }, { max: REASON_MAX })),
      }),
    [intl, requiredMessage, field],
  );

  const submit = async (values: Values, helpers: FormikHelpers<Values>) => {
    helpers.setStatus(undefined);
    let outcome: Outcome;
    try {
      outcome = await onSubmit((values[field] ?? '').trim());
    } catch (error) {
      feedback.failed(helpers, error);
      return;
    }
    if (outcome.failure !== undefined) {
      helpers.setStatus(outcome.failure ?? errorMessage(null));
      return;
    }
    if (outcome.userErrors.length > 0) {
      feedback.rejected(values, helpers, outcome.userErrors, (path) =>
        path === field ? field : null,
      );
      return;
    }
    onDone(outcome);
    onClose();
  };

  return (
    <Formik<Values> initialValues={{ [field]: '' }} validationSchema={schema} onSubmit={submit}>
      {(formik) => {
        const { errorOf, input } = formikFields(formik);
        return (
          <FormDialogForm
            intro={intro}
            errorTestId={`${testId}-error`}
            onCancel={onClose}
            cancelLabel={cancelLabel}
            submitLabel={submitLabel}
            submitTestId={`${testId}-confirm`}
          >
            {children}
            <FormField label={label} error={errorOf(field)} required>
              <Textarea
                {...input(field)}
                rows={3}
                maxLength={REASON_MAX}
                autoFocus
                data-testid={`${testId}-reason`}
              />
            </FormField>
          </FormDialogForm>
        );
      }}
    </Formik>
  );
}
