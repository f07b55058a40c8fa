import { Box, NativeSelect } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ACCOUNT_STATUS, ACCOUNT_STATUSES } from '../../ui/accountLabels';
import { FormField } from '../../ui/FormField';
import type { formikFields } from '../../ui/formikFields';
import { entityDisplayName } from './entityDisplayName';

/** What `formikFields(…).input(name)` binds a field with. */
type InputProps = ReturnType<ReturnType<typeof formikFields>['input']>;

/** The entity an account belongs to, among the organisation's entities (the default one named so). */
export function EntitySelect({ entities, input, flex }: { entities: readonly { id: string; name: string; isDefault: boolean }[]; input: InputProps; flex?: string }) {
  const intl = useIntl();
  return (
    <NativeSelect.Root flex={flex}>
      <NativeSelect.Field {...input}>
        {entities.map((entity) => (
          <option key={entity.id} value={entity.id}>
            {entityDisplayName(entity, intl)}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

/** The account's status (New, Active, Dormant, Matured, Closed), as the create form and the edit dialog ask it. */
export function AccountStatusField({ input, error }: { input: InputProps; error: string | undefined }) {
  const intl = useIntl();
  return (
    <FormField label={<FormattedMessage id="internalAccountForm.status" />} error={error} required>
      <NativeSelect.Root>
        <NativeSelect.Field {...input}>
          {ACCOUNT_STATUSES.map((status) => (
            <option key={status} value={status}>
              {intl.formatMessage(ACCOUNT_STATUS[status].label)}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
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
      <FormField label={<FormattedMessage id="internalAccountForm.automatedType" />} error={error} helper={helper} required>
        <NativeSelect.Root disabled={automatedTypes.length === 0}>
          <NativeSelect.Field {...input}>
            <option value="">{intl.formatMessage({ id: 'internalAccountForm.selectAutomatedType' })}</option>
            {automatedTypes.map((type) => (
              <option key={type.value} value={type.value}>
                {type.label ? intl.formatMessage(type.label) : type.value}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </FormField>
    </Box>
  );
}
