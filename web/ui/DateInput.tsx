import { Input, type InputProps } from '@chakra-ui/react';

/** A calendar date (`YYYY-MM-DD`, no time and no time zone), with the browser's date picker. */
export function DateInput(props: Omit<InputProps, 'type'>) {
  return <Input type="date" {...props} />;
}
