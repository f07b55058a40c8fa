import { Button, Flex, Stack } from '@chakra-ui/react';
import { Formik, useFormikContext, type FormikConfig, type FormikHelpers } from 'formik';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { FormErrorAlert } from '../../ui/FormErrorAlert';
import { toastSuccess } from '../../ui/toaster';
import { useFormFeedback } from '../../ui/useFormFeedback';
import type { UserErrorShape } from '../../ui/userErrorsToFormik';
import { SettingsReadOnlyNotice } from './SettingsReadOnlyNotice';

type SettingsFormProps<Values, Payload> = Pick<
  FormikConfig<Values>,
  'initialValues' | 'validationSchema'
> & {
  /** Sends the values: the mutation's payload, whose refusals land on their fields (or above the sections). */
  save: (values: Values) => Promise<Payload>;
  /** The toast once the server accepted a save. */
  savedMessage?: { id: string };
  /** What else follows a save the server accepted (My Profile resets to the saved values and switches the language). */
  onSaved?: (payload: Payload, values: Values, helpers: FormikHelpers<Values>) => void;
  /** Whether the member may change what the form shows; without it the form says it is read-only and has no Save. */
  canManage?: boolean;
  /** Whether a read-only form says so itself: not when another form above it on the page already does. */
  readOnlyNotice?: boolean;
  testId: string;
  saveTestId: string;
  /** The form's sections. */
  children: ReactNode;
};

/**
 * The frame of a settings form (My Profile, Company Profile, Orders): the
 * saved values reload it when the store changes, the general error shows above
 * the sections, and Save (enabled once something changed) below them.
 */
export function SettingsForm<
  Values extends object,
  Payload extends { readonly userErrors: readonly UserErrorShape[] },
>(props: SettingsFormProps<Values, Payload>) {
  const {
    initialValues,
    validationSchema,
    save,
    savedMessage,
    onSaved,
    canManage = true,
    readOnlyNotice = true,
    testId,
    saveTestId,
    children,
  } = props;
  const intl = useIntl();
  const feedback = useFormFeedback();
  const submit = async (values: Values, helpers: FormikHelpers<Values>) => {
    const saved = await feedback.outcome(values, helpers, save(values));
    if (!saved) return;
    if (savedMessage) toastSuccess(intl.formatMessage(savedMessage));
    onSaved?.(saved, values, helpers);
  };
  return (
    <Formik<Values>
      initialValues={initialValues}
      enableReinitialize
      validationSchema={validationSchema}
      onSubmit={submit}
    >
      <SettingsFormBody
        canManage={canManage}
        readOnlyNotice={readOnlyNotice}
        testId={testId}
        saveTestId={saveTestId}
      >
        {children}
      </SettingsFormBody>
    </Formik>
  );
}

function SettingsFormBody({
  canManage,
  readOnlyNotice,
  testId,
  saveTestId,
  children,
}: {
  canManage: boolean;
  readOnlyNotice: boolean;
  testId: string;
  saveTestId: string;
  children: ReactNode;
}) {
  const { status, dirty, isSubmitting, handleSubmit } = useFormikContext();
  return (
    <form noValidate onSubmit={handleSubmit} data-testid={testId}>
      <Stack gap="6" maxWidth="4xl">
        {canManage || !readOnlyNotice ? null : <SettingsReadOnlyNotice />}
        <FormErrorAlert message={status as string | undefined} />
        {children}
        {canManage ? (
          <Flex justifyContent="flex-end">
            <Button
              type="submit"
              colorPalette="brand"
              loading={isSubmitting}
              disabled={!dirty}
              data-testid={saveTestId}
            >
              <FormattedMessage id="common.saveChanges" />
            </Button>
          </Flex>
        ) : null}
      </Stack>
    </form>
  );
}
