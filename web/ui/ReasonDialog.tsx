import { Textarea } from '@chakra-ui/react';
import { Formik, type FormikHelpers } from 'formik';
import { useMemo, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import * as yup from 'yup';
import { FormDialog } from './FormDialog';
import { FormDialogForm } from './FormDialogForm';
import { FormField } from './FormField';
import { formikFields } from './formikFields';
import type { UserErrorShape } from './userErrorsToFormik';
import { useFormFeedback } from './useFormFeedback';

/** The longest reason the services keep (bills, deposits, customers: 1000 characters). */
export const REASON_MAX = 1000;

type Values = { reason: string };

type ReasonDialogProps = {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  /** What the action does, in muted text above the reason. */
  intro: ReactNode;
  /** The reason field's label ("Why is it rejected?"). */
  label: ReactNode;
  submitLabel: ReactNode;
  /** The service's own words for a missing reason (its catalogue message), shown before anything is sent. */
  requiredMessage: string;
  /** Prefix of the test ids: `<testId>-dialog`, `-reason`, `-confirm`, `-error`. */
  testId: string;
  /** Does the work with the trimmed reason; its `userErrors` land on the reason (field `reason`) or above it. */
  onSubmit: (reason: string) => Promise<{ readonly userErrors: readonly UserErrorShape[] }>;
  /** Runs once the work is done (a toast); the dialog then closes. */
  onDone: () => void;
};

/**
 * The dialog of an action that needs a reason (reject, cancel, deactivate,
 * close early): what it does, a required reason within the services' length,
 * and Cancel / confirm. An empty reason is refused before anything is sent,
 * in the service's words; a refusal the service still gives (the record moved
 * on meanwhile) shows in the dialog in the reader's words.
 */
export function ReasonDialog({ open, onClose, title, ...form }: ReasonDialogProps) {
  return (
    <FormDialog open={open} onClose={onClose} testId={`${form.testId}-dialog`} title={title}>
      <ReasonForm {...form} onClose={onClose} />
    </FormDialog>
  );
}

function ReasonForm({
  intro,
  label,
  submitLabel,
  requiredMessage,
  testId,
  onSubmit,
  onDone,
  onClose,
}: Omit<ReasonDialogProps, 'open' | 'title'>) {
  const intl = useIntl();
  const feedback = useFormFeedback();
  const schema = useMemo(
    () =>
      yup.object({
        reason: yup
          .string()
          .trim()
          .required(requiredMessage)
          .max(REASON_MAX, intl.formatMessage({ id: 'validation.maxLength' }, { max: REASON_MAX })),
      }),
    [intl, requiredMessage],
  );

  const submit = async (values: Values, helpers: FormikHelpers<Values>) => {
    const done = await feedback.outcome(values, helpers, onSubmit(values.reason.trim()), (field) =>
      field === 'reason' ? 'reason' : null,
    );
    if (!done) return;
    onDone();
    onClose();
  };

  return (
    <Formik<Values> initialValues={{ reason: '' }} validationSchema={schema} onSubmit={submit}>
      {(formik) => {
        const { errorOf, input } = formikFields(formik);
        return (
          <FormDialogForm
            intro={intro}
            errorTestId={`${testId}-error`}
            onCancel={onClose}
            submitLabel={submitLabel}
            submitTestId={`${testId}-confirm`}
          >
            <FormField label={label} error={errorOf('reason')} required>
              <Textarea
                {...input('reason')}
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
