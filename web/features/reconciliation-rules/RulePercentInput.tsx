import { Input, InputGroup } from '@chakra-ui/react';
import { useFormikContext } from 'formik';
import { formikFields } from '../../ui/formikFields';
import type { RuleFormValues } from './ruleFormValues';

/** A percentage field of the rule form, with its % sign. */
export function RulePercentInput({ name, testId }: { name: keyof RuleFormValues; testId: string }) {
  const { input } = formikFields(useFormikContext<RuleFormValues>());
  return (
    <InputGroup endElement="%">
      <Input inputMode="decimal" autoComplete="off" {...input(name)} data-testid={testId} />
    </InputGroup>
  );
}
