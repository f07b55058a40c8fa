import { Field, RadioCard, SimpleGrid } from '@chakra-ui/react';
import type { ReactNode } from 'react';

type ChoiceCardFieldProps = {
  name: string;
  label: ReactNode;
  /** The chosen card's value ('' or null for none yet). */
  value: string | null;
  /** Called with the value of the card chosen. */
  onChange: (value: string) => void;
  required?: boolean;
  error?: string;
  /** How many cards a row holds on a wide screen (one a row on a narrow one). */
  columns: number;
  /** What stands between the label and the cards: a word on the choice as it stands. */
  note?: ReactNode;
  /** The `ChoiceCard`s. */
  children: ReactNode;
};

/**
 * A form field whose choices are cards, each saying what it means (how the
 * money goes, how an account connects, whether a payment repeats): its label,
 * the cards in a grid, and its error.
 */
export function ChoiceCardField({
  name,
  label,
  value,
  onChange,
  required = false,
  error,
  columns,
  note,
  children,
}: ChoiceCardFieldProps) {
  return (
    <Field.Root invalid={Boolean(error)} required={required}>
      <RadioCard.Root
        name={name}
        value={value}
        onValueChange={(details) => {
          if (details.value) onChange(details.value);
        }}
        colorPalette="brand"
        size="sm"
        width="full"
      >
        <RadioCard.Label fontWeight="medium" display="inline-flex" gap="1">
          {label}
          <Field.RequiredIndicator />
        </RadioCard.Label>
        {note}
        <SimpleGrid columns={{ base: 1, md: columns }} gap="3">
          {children}
        </SimpleGrid>
      </RadioCard.Root>
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
    </Field.Root>
  );
}
