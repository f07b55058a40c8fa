import { Input } from '@chakra-ui/react';
import { useFormikContext } from 'formik';
import { formikFields } from '../../ui/formikFields';
import type { RuleFormValues } from './ruleFormValues';

/** A whole number of days of the rule form (how far before or after the item's date a line may fall). */
export function RuleDaysInput({ name, testId }: { name: keyof RuleFormValues; testId: string }) {
  const { input } = formikFields(useFormikContext<RuleFormValues>());
  return <Input inputMode="numeric" autoComplete="off" {...input(name)} data-testid={testId} />;
}
