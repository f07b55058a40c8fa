import { useFormikContext } from 'formik';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { FormField } from '../../ui/FormField';
import { formikFields } from '../../ui/formikFields';
import { OptionSelect } from '../../ui/OptionSelect';
import { CUSTOMER_TYPE_LABEL, CUSTOMER_TYPES } from './customerLabels';

/**
 * The kind of customer, as the invitation and the customer form pick it: a
 * required select of the customer types, bound to the formik value `type`.
 */
export function CustomerTypeField({ label, testId }: { label: ReactNode; testId?: string }) {
  const intl = useIntl();
  const { errorOf, input } = formikFields(useFormikContext<unknown>());
  return (
    <FormField label={label} error={errorOf('type')} required>
      <OptionSelect
        {...input('type')}
        placeholder={intl.formatMessage({ id: 'customers.inviteDialog.chooseType' })}
        options={CUSTOMER_TYPES.map((type) => ({
          value: type,
          label: intl.formatMessage(CUSTOMER_TYPE_LABEL[type]),
        }))}
        data-testid={testId}
      />
    </FormField>
  );
}
