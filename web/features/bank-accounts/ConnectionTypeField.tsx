import { FormattedMessage } from 'react-intl';
import {
  CONNECTION_TYPES,
  CONNECTION_TYPE_LABEL,
  type ConnectionType,
} from '../../domain/accountLabels';
import { ChoiceCard } from '../../ui/ChoiceCard';
import { ChoiceCardField } from '../../ui/ChoiceCardField';

type ConnectionTypeFieldProps = {
  value: ConnectionType;
  onChange: (value: ConnectionType) => void;
};

/** Manual, Automated (crawler) or API, as three cards that say what each means. */
export function ConnectionTypeField({ value, onChange }: ConnectionTypeFieldProps) {
  return (
    <ChoiceCardField
      name="connectionType"
      label={<FormattedMessage id="internalAccountForm.connectionType" />}
      value={value}
      onChange={(chosen) => onChange(chosen as ConnectionType)}
      required
      columns={3}
    >
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
    </ChoiceCardField>
  );
}
