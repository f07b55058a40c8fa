import { Button, Flex, Stack } from '@chakra-ui/react';
import { Formik, useFormikContext, type FormikConfig } from 'formik';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { FormErrorAlert } from '../../ui/FormErrorAlert';
import { SettingsReadOnlyNotice } from './SettingsReadOnlyNotice';

type SettingsFormProps<Values> = Pick<FormikConfig<Values>, 'initialValues' | 'validationSchema' | 'onSubmit'> & {
  /** Whether the member may change what the form shows; without it the form says it is read-only and has no Save. */
  canManage?: boolean;
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
export function SettingsForm<Values extends object>({ initialValues, validationSchema, onSubmit, canManage = true, testId, saveTestId, children }: SettingsFormProps<Values>) {
  return (
    <Formik<Values> initialValues={initialValues} enableReinitialize validationSchema={validationSchema} onSubmit={onSubmit}>
      <SettingsFormBody canManage={canManage} testId={testId} saveTestId={saveTestId}>
        {children}
      </SettingsFormBody>
    </Formik>
  );
}

function SettingsFormBody({ canManage, testId, saveTestId, children }: { canManage: boolean; testId: string; saveTestId: string; children: ReactNode }) {
  const { status, dirty, isSubmitting, handleSubmit } = useFormikContext();
  return (
    <form noValidate onSubmit={handleSubmit} data-testid={testId}>
      <Stack gap="6" maxWidth="4xl">
        {canManage ? null : <SettingsReadOnlyNotice />}
        <FormErrorAlert message={status as string | undefined} />
        {children}
        {canManage ? (
          <Flex justifyContent="flex-end">
            <Button type="submit" colorPalette="brand" loading={isSubmitting} disabled={!dirty} data-testid={saveTestId}>
              <FormattedMessage id="common.saveChanges" />
            </Button>
          </Flex>
        ) : null}
      </Stack>
    </form>
  );
}
