import { Button, ButtonGroup } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** One of the choices: what it stands for, its words and its test id. */
export type Choice<Value> = { value: Value; label: ReactNode; testId?: string };

/**
 * A row of attached buttons of which one is the chosen (pressed) one: how a
 * position is grouped, the trend's currency, a page of forecast periods, a
 * chart or its table.
 */
export function ChoiceButtons<Value extends string | number>({
  choices,
  value,
  onChoose,
  size,
  testId,
}: {
  choices: readonly Choice<Value>[];
  value: Value;
  onChoose: (value: Value) => void;
  size: 'xs' | 'sm';
  testId?: string;
}) {
  return (
    <ButtonGroup size={size} variant="outline" attached data-testid={testId}>
      {choices.map((choice) => (
        <Button
          key={choice.value}
          aria-pressed={value === choice.value}
          variant={value === choice.value ? 'subtle' : 'outline'}
          onClick={() => onChoose(choice.value)}
          data-testid={choice.testId}
        >
          {choice.label}
        </Button>
      ))}
    </ButtonGroup>
  );
}
