import { Input, type InputProps } from '@chakra-ui/react';

/**
 * An amount typed as text (money is never a JS number): the decimal keypad on
 * a phone, no browser autofill. Parse it with `parseWrittenAmount` (formats/amount.ts).
 */
export function MoneyInput(props: Omit<InputProps, 'type' | 'inputMode'>) {
  return <Input inputMode="decimal" autoComplete="off" {...props} />;
}
