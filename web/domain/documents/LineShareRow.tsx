import { Grid, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { FormField } from '../../ui/FormField';

/**
 * One row of a dialog that shares something out over a document's parts (a
 * quantity over an order's lines, a credit over the buyer's invoices): what
 * the part is and what is left of it, beside the field that takes its share.
 */
export function LineShareRow({
  title,
  left,
  label,
  error,
  fieldWidth,
  testId,
  children,
}: {
  title: ReactNode;
  /** What is left of the part, in the row's own words. */
  left: ReactNode;
  /** The field's label. */
  label: ReactNode;
  error: string | undefined;
  /** How wide the field is beside the part (a CSS length), side by side from the small breakpoint up. */
  fieldWidth: string;
  testId: string;
  /** The field's input. */
  children: ReactNode;
}) {
  return (
    <Grid
      templateColumns={{ base: '1fr', sm: `1fr ${fieldWidth}` }}
      gap="2"
      alignItems="end"
      data-testid={testId}
    >
      <Stack gap="0">
        <Text fontWeight="medium">{title}</Text>
        <Text fontSize="xs" color="fg.muted">
          {left}
        </Text>
      </Stack>
      <FormField label={label} error={error}>
        {children}
      </FormField>
    </Grid>
  );
}
