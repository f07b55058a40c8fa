import { Field, RadioCard, SimpleGrid } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import {
  CONNECTION_TYPES,
  CONNECTION_TYPE_LABEL,
  type ConnectionType,
} from '../../domain/accountLabels';
import { ChoiceCard } from '../../ui/ChoiceCard';

type ConnectionTypeFieldProps = {
  value: ConnectionType;
  onChange: (value: ConnectionType) => void;
};

/** Manual, Automated (crawler) or API, as three cards that say what each means. */
export function ConnectionTypeField({ value, onChange }: ConnectionTypeFieldProps) {
  return (
    <Field.Root required>
      <RadioCard.Root
        name="connectionType"
        value={value}
        onValueChange={(details) => {
          if (details.value) onChange(details.value as ConnectionType);
        }}
        colorPalette="brand"
        size="sm"
        width="full"
      >
        <RadioCard.Label fontWeight="medium" display="inline-flex" gap="1">
          <FormattedMessage id="internalAccountForm.connectionType" />
          <Field.RequiredIndicator />
        </RadioCard.Label>
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
          {CONNECTION_TYPES.map((type) => (
            <ChoiceCard
              key={type}
              value={type}
              data-testid={`connection-${type}`}
              label={<FormattedMessage id={CONNECTION_TYPE_LABEL[type].id} />}
              description={
                <FormattedMessage id={`internalAccountForm.connectionHint.${type.toLowerCase()}`} />
              }
            />
          ))}
        </SimpleGrid>
      </RadioCard.Root>
    </Field.Root>
  );
}
