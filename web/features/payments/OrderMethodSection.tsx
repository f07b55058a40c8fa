import { useFormikContext } from 'formik';
import { FormattedMessage } from 'react-intl';
import { formikFields } from '../../ui/formikFields';
import { FormSection } from '../../ui/FormSection';
import { MethodField } from './MethodField';
import type { OrderFormContext, OrderFormValues } from './orderFormSchema';

type OrderMethodSectionProps = {
  methods: OrderFormContext['methods'];
  /** Whether the money stays at one bank, which makes the method Same Bank by itself (null until both banks are known). */
  sameBank: boolean | null;
  /** The bank it stays at, when it does. */
  bankName: string | null;
};

/** The order form's method section: the method with its fee and speed. */
export function OrderMethodSection({ methods, sameBank, bankName }: OrderMethodSectionProps) {
  const formik = useFormikContext<OrderFormValues>();
  const { errorOf } = formikFields(formik);
  return (
    <FormSection
      title={<FormattedMessage id="paymentForm.section.method" />}
      description={<FormattedMessage id="paymentForm.section.methodHint" />}
    >
      <MethodField
        value={formik.values.method}
        onChange={(method) => void formik.setFieldValue('method', method)}
        methods={methods}
        sameBank={sameBank}
        bankName={bankName}
        error={errorOf('method')}
      />
    </FormSection>
  );
}
