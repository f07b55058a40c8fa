import { Checkbox, Fieldset, Flex } from '@chakra-ui/react';
import { getIn, useFormikContext } from 'formik';
import type { ReactNode } from 'react';
import { formikFields } from './formikFields';

/** One box of the list: the value it adds to the field, and its words. */
export type Choice = { value: string; label: ReactNode };

type ChoiceFieldsetProps = {
  /** The formik field the ticked values are kept in, a list of strings. */
  name: string;
  legend: ReactNode;
  helper?: ReactNode;
  choices: readonly Choice[];
  /** Each box's test id is `<testIdPrefix>-<value>`. */
  testIdPrefix: string;
  /** Side by side, wrapping (a few short words), rather than one a line. */
  inline?: boolean;
  /** Shown instead of the boxes while there is nothing to choose. */
  empty?: ReactNode;
  testId?: string;
};

/**
 * A labelled list of checkboxes bound to a formik list field (the events a
 * webhook receives, the methods and roles of an approval rule): ticking a box
 * adds its value, unticking takes it out, and the list keeps the order the
 * boxes are offered in. The field's own error shows under it once the form was
 * submitted.
 */
export function ChoiceFieldset({
  name,
  legend,
  helper,
  choices,
  testIdPrefix,
  inline = false,
  empty,
  testId,
}: ChoiceFieldsetProps) {
  const formik = useFormikContext<unknown>();
  const error = formikFields(formik).listErrorOf(name);
  const ticked = new Set<unknown>(getIn(formik.values, name) as readonly unknown[]);
  const toggle = (value: string, on: boolean) =>
    void formik.setFieldValue(
      name,
      choices
        .map((choice) => choice.value)
        .filter((each) => (each === value ? on : ticked.has(each))),
    );
  return (
    <Fieldset.Root invalid={Boolean(error)} data-testid={testId}>
      <Fieldset.Legend fontSize="sm" fontWeight="medium">
        {legend}
      </Fieldset.Legend>
      {helper ? <Fieldset.HelperText fontSize="xs">{helper}</Fieldset.HelperText> : null}
      {choices.length === 0 && empty ? (
        empty
      ) : (
        <Flex
          direction={inline ? 'row' : 'column'}
          wrap="wrap"
          columnGap="5"
          rowGap="2"
          marginTop={inline ? undefined : '1'}
        >
          {choices.map((choice) => (
            <Checkbox.Root
              key={choice.value}
              size="sm"
              colorPalette="brand"
              checked={ticked.has(choice.value)}
              onCheckedChange={(details) => toggle(choice.value, details.checked === true)}
              data-testid={`${testIdPrefix}-${choice.value}`}
            >
              <Checkbox.HiddenInput name={name} value={choice.value} />
              <Checkbox.Control>
                <Checkbox.Indicator />
              </Checkbox.Control>
              <Checkbox.Label fontWeight="normal">{choice.label}</Checkbox.Label>
            </Checkbox.Root>
          ))}
        </Flex>
      )}
      {error ? <Fieldset.ErrorText>{error}</Fieldset.ErrorText> : null}
    </Fieldset.Root>
  );
}
