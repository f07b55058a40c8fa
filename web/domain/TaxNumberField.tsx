import { Input } from '@chakra-ui/react';
import { useFormikContext } from 'formik';
import { FormattedMessage } from 'react-intl';
import { formikFields } from '../ui/formikFields';
import { FormField } from '../ui/FormField';
import { formatTaxNumber } from './taxNumber';

type TaxNumberFieldProps = {
  /** The value's path in the form's values. */
  name?: string;
  /** Shown but not changed (and looking it), for a member who may only read. */
  readOnly?: boolean;
};

/**
 * The NPWP (tax number) field of a formik form, labelled and explained: it
 * formats the number while it is typed (`01.234.567.8-901.000`, or the
 * 16-digit number in groups of four). Check it with `taxNumberRule`, and send
 * `taxNumberDigits` of its value.
 */
export function TaxNumberField({ name = 'taxNumber', readOnly = false }: TaxNumberFieldProps) {
  const formik = useFormikContext<unknown>();
  const { errorOf, input } = formikFields(formik);
  return (
    <FormField
      label={<FormattedMessage id="companyProfile.taxNumber" />}
      error={errorOf(name)}
      helper={<FormattedMessage id="companyProfile.taxNumberHint" />}
    >
      <Input
        {...input(name)}
        onChange={(event) =>
          void formik.setFieldValue(name, formatTaxNumber(event.currentTarget.value))
        }
        readOnly={readOnly}
        bg={readOnly ? 'bg.muted' : undefined}
        inputMode="numeric"
        autoComplete="off"
        placeholder="00.000.000.0-000.000"
        fontVariantNumeric="tabular-nums"
      />
    </FormField>
  );
}
