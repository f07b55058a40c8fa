import { Box } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ACCOUNT_STATUS, ACCOUNT_STATUSES } from '../../domain/accountLabels';
import { FormField } from '../../ui/FormField';
import type { formikFields } from '../../ui/formikFields';
import { OptionSelect } from '../../ui/OptionSelect';
import { entityDisplayName } from './entityDisplayName';

/** What `formikFields(…).input(name)` binds a field with. */
type InputProps = ReturnType<ReturnType<typeof formikFields>['input']>;

/** The entity an account belongs to, among the organisation's entities (the default one named so). */
export function EntitySelect({
  entities,
  input,
  flex,
}: {
  entities: readonly { id: string; name: string; isDefault: boolean }[];
  input: InputProps;
  flex?: string;
}) {
  const intl = useIntl();
  return (
    <OptionSelect
      {...input}
      root={{ flex }}
      options={entities.map((entity) => ({
        value: entity.id,
        label: entityDisplayName(entity, intl),
      }))}
    />
  );
}

/** The account's status (New, Active, Dormant, Matured, Closed), as the create form and the edit dialog ask it. */
export function AccountStatusField({
  input,
  error,
}: {
  input: InputProps;
  error: string | undefined;
}) {
  const intl = useIntl();
  return (
    <FormField label={<FormattedMessage id="internalAccountForm.status" />} error={error} required>
      <OptionSelect
        {...input}
        options={ACCOUNT_STATUSES.map((status) => ({
          value: status,
          label: intl.formatMessage(ACCOUNT_STATUS[status].label),
        }))}
      />
    </FormField>
  );
}

/** Which crawler an automated account uses, among those its bank offers; half the width on a desktop. */
export function AutomatedTypeField({
  automatedTypes,
  input,
  error,
  helper,
  paddingEnd,
}: {
  automatedTypes: readonly { value: string; label: { id: string } | null }[];
  input: InputProps;
  error: string | undefined;
  helper: ReactNode;
  paddingEnd: string;
}) {
  const intl = useIntl();
  return (
    <Box maxWidth={{ md: '50%' }} paddingEnd={{ md: paddingEnd }}>
      <FormField
        label={<FormattedMessage id="internalAccountForm.automatedType" />}
        error={error}
        helper={helper}
        required
      >
        <OptionSelect
          {...input}
          root={{ disabled: automatedTypes.length === 0 }}
          placeholder={intl.formatMessage({ id: 'internalAccountForm.selectAutomatedType' })}
          options={automatedTypes.map((type) => ({
            value: type.value,
            label: type.label ? intl.formatMessage(type.label) : type.value,
          }))}
        />
      </FormField>
    </Box>
  );
}
