import type { FormikHelpers } from 'formik';
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { FormSection } from '../../../ui/FormSection';
import { BillingAddressFields } from '../../customers/profile/AddressFields';
import { profileSections } from '../../customers/profile/CustomerProfileFields';
import type { CustomerTypeValue } from '../../customers/profile/customerProfileFields';
import { customerProfileSchema } from '../../customers/profile/customerProfileSchema';
import { toProfileInput, type CustomerProfileValues } from '../../customers/profile/profileValues';
import { ProfileStepForm } from './ProfileStepForm';
import { RequestStepper } from './RequestStepper';
import { useSendProfileStep } from './useSendProfileStep';
import type { useRequestMutations } from './useRequestMutations';

type Save = ReturnType<typeof useRequestMutations>['save'];

type BillingAddressStepProps = {
  type: CustomerTypeValue;
  initialValues: CustomerProfileValues;
  completedSteps: readonly string[];
  save: Save;
  refresh: () => Promise<unknown>;
  /** Back to the customer data's last section (given the number of its sections). */
  onBack: (sections: number) => void;
  onDone: () => void;
};

/**
 * Step 2: the registered address (street lines, then the regions from the
 * dataset one level at a time, and the postal code), and whether invoices go
 * there or to another address. Saved on Next.
 */
export function BillingAddressStep({
  type,
  initialValues,
  completedSteps,
  save,
  refresh,
  onBack,
  onDone,
}: BillingAddressStepProps) {
  const intl = useIntl();
  const sendStep = useSendProfileStep(refresh, onDone);
  const schema = useMemo(
    () => customerProfileSchema(intl, type, { part: 'address' }),
    [intl, type],
  );

  const submit = async (
    values: CustomerProfileValues,
    helpers: FormikHelpers<CustomerProfileValues>,
  ) => {
    helpers.setStatus(undefined);
    const { address, billingAddressSameAsRegistered, billingAddress } = toProfileInput(values, {
      part: 'address',
    });
    await sendStep({
      send: () =>
        save({ step: 'BILLING_ADDRESS', address, billingAddressSameAsRegistered, billingAddress }),
      values,
      helpers,
    });
  };

  return (
    <ProfileStepForm
      initialValues={initialValues}
      schema={schema}
      onSubmit={submit}
      testId="customer-request-address"
      stepper={<RequestStepper current="BILLING_ADDRESS" completedSteps={completedSteps} />}
      onBack={() => onBack(profileSections(type, 'data').length)}
      nextLabel={<FormattedMessage id="customerRequest.actions.toDocuments" />}
    >
      <FormSection
        title={<FormattedMessage id="customer.section.address" />}
        description={<FormattedMessage id="customer.section.address.hint" />}
      >
        <BillingAddressFields />
      </FormSection>
    </ProfileStepForm>
  );
}
