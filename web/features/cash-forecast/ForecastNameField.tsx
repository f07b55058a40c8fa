import { Input } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { formikFields } from '../../ui/formikFields';
import { FormField } from '../../ui/FormField';
import { SCENARIO_NAME_MAX } from './scenarioFormSchema';

/** The name a scenario or a frozen forecast is saved under: required, as long as the service keeps. */
export function ForecastNameField({
  form,
  label,
  testId,
}: {
  /** The form, as its field helpers read it. */
  form: Parameters<typeof formikFields>[0];
  label: ReactNode;
  testId: string;
}) {
  const { errorOf, input } = formikFields(form);
  return (
    <FormField label={label} error={errorOf('name')} required>
      <Input {...input('name')} maxLength={SCENARIO_NAME_MAX} autoFocus data-testid={testId} />
    </FormField>
  );
}
