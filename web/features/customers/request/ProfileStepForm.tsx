import { Stack } from '@chakra-ui/react';
import { Formik, type FormikHelpers } from 'formik';
import type { ReactNode } from 'react';
import { FormErrorAlert } from '../../../ui/FormErrorAlert';
import type { customerProfileSchema } from '../../customers/profile/customerProfileSchema';
import type { CustomerProfileValues } from '../../customers/profile/profileValues';
import { RequestStepActions } from './RequestStepActions';

/**
 * A step of the request form that edits the profile (the customer data, the
 * billing address): the profile's values under the step's rules, the
 * stepper, the form's own error, the step's section, then Back and Next
 * (which submits).
 */
export function ProfileStepForm({
  initialValues,
  schema,
  onSubmit,
  testId,
  stepper,
  onBack,
  nextLabel,
  children,
}: {
  initialValues: CustomerProfileValues;
  schema: ReturnType<typeof customerProfileSchema>;
  onSubmit: (
    values: CustomerProfileValues,
    helpers: FormikHelpers<CustomerProfileValues>,
  ) => Promise<void>;
  testId: string;
  stepper: ReactNode;
  onBack: () => void;
  nextLabel: ReactNode;
  /** The step's section. */
  children: ReactNode;
}) {
  return (
    <Formik<CustomerProfileValues>
      initialValues={initialValues}
      validationSchema={schema}
      onSubmit={onSubmit}
    >
      {(formik) => (
        <form noValidate onSubmit={formik.handleSubmit} data-testid={testId}>
          <Stack gap="6">
            {stepper}
            <FormErrorAlert message={formik.status as string | undefined} />
            {children}
            <RequestStepActions
              onBack={onBack}
              submitting={formik.isSubmitting}
              nextLabel={nextLabel}
            />
          </Stack>
        </form>
      )}
    </Formik>
  );
}
