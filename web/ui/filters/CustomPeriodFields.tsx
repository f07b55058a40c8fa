import { HStack } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { DateInput } from '../DateInput';
import { FilterField } from '../FilterSelect';

type Period = { customFrom: string; customTo: string };

/** The first and last day of a custom period of a list's filters, side by side. */
export function CustomPeriodFields({
  filters,
  onChange,
}: {
  filters: Period;
  onChange: (change: Partial<Period>) => void;
}) {
  const dateField = (name: keyof Period, label: string) => (
    <FilterField label={<FormattedMessage id={label} />} minWidth="36">
      <DateInput
        size="sm"
        name={name}
        value={filters[name]}
        onChange={(event) => onChange({ [name]: event.currentTarget.value })}
      />
    </FilterField>
  );
  return (
    <HStack gap="2" alignItems="flex-start">
      {dateField('customFrom', 'filters.from')}
      {dateField('customTo', 'filters.to')}
    </HStack>
  );
}
