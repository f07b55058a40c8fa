import { Input, Stack } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { formatDecimal } from '../../i18n/format';
import { useLanguage } from '../../i18n/useLanguage';
import type { formikFields } from '../../ui/formikFields';
import { LineShareRow } from './LineShareRow';

/** An order's line as a quantity is taken of it: its place, its product and what is left of it. */
export type QuantityLine = { position: number; product: string; remaining: string };

/**
 * Each line of an order left to receive or to invoice: its product, what is
 * left of it (`<messages>.left`, with `{remaining}`), and the quantity taken
 * of it (`<messages>.quantity`), the form's `lines.<index>.quantity`.
 */
export function QuantityLineFields({
  lines,
  messages,
  testId,
  errorOf,
  input,
}: {
  lines: readonly QuantityLine[];
  /** The catalogue prefix of the row's words. */
  messages: string;
  /** Each row's test id. */
  testId: string;
} & Pick<ReturnType<typeof formikFields>, 'errorOf' | 'input'>) {
  const { language } = useLanguage();
  return (
    <Stack gap="3">
      {lines.map((line, index) => (
        <LineShareRow
          key={line.position}
          title={line.product}
          left={
            <FormattedMessage
              id={`${messages}.left`}
              values={{ remaining: formatDecimal(line.remaining, language) }}
            />
          }
          label={<FormattedMessage id={`${messages}.quantity`} />}
          error={errorOf(`lines.${index}.quantity`)}
          fieldWidth="10rem"
          testId={testId}
        >
          <Input {...input(`lines.${index}.quantity`)} inputMode="decimal" autoComplete="off" />
        </LineShareRow>
      ))}
    </Stack>
  );
}
