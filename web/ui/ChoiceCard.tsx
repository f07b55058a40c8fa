import { RadioCard } from '@chakra-ui/react';
import type { ComponentProps, ReactNode } from 'react';

type ChoiceCardProps = Omit<ComponentProps<typeof RadioCard.Item>, 'children'> & {
  /** What the choice is called. */
  label: ReactNode;
  /** What choosing it means, under its name. */
  description: ReactNode;
};

/** One choice of a `RadioCard.Root` group: its name, what it means under it, and the indicator. */
export function ChoiceCard({ label, description, ...item }: ChoiceCardProps) {
  return (
    <RadioCard.Item {...item}>
      <RadioCard.ItemHiddenInput />
      <RadioCard.ItemControl>
        <RadioCard.ItemContent>
          <RadioCard.ItemText>{label}</RadioCard.ItemText>
          <RadioCard.ItemDescription>{description}</RadioCard.ItemDescription>
        </RadioCard.ItemContent>
        <RadioCard.ItemIndicator />
      </RadioCard.ItemControl>
    </RadioCard.Item>
  );
}
