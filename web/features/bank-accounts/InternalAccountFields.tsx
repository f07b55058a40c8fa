import { Box, Button, HStack, Input } from '@chakra-ui/react';
import { useFormikContext } from 'formik';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ACCOUNT_STATUS, ACCOUNT_STATUSES, type ConnectionType } from '../../domain/accountLabels';
import { FormField } from '../../ui/FormField';
import { formikFields } from '../../ui/formikFields';
import { MenuIcon } from '../../ui/MenuIcon';
import { OptionSelect } from '../../ui/OptionSelect';
import { ConnectionTypeField } from './ConnectionTypeField';
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

/** The account's names the create form and the edit dialog ask, with their labels and hints. */
const NAME_FIELDS = {
  accountName: {
    label: 'internalAccountForm.accountName',
    hint: 'internalAccountForm.accountNameHint',
  },
  alias: { label: 'internalAccountForm.alias', hint: 'internalAccountForm.aliasHint' },
} as const;

/** The name on the account or its alias, a required text field of the form around it; the create form shows its hint. */
export function AccountNameField({
  field,
  withHint = false,
}: {
  field: keyof typeof NAME_FIELDS;
  withHint?: boolean;
}) {
  const { errorOf, input } = formikFields(useFormikContext());
  return (
    <FormField
      label={<FormattedMessage id={NAME_FIELDS[field].label} />}
      error={errorOf(field)}
      helper={withHint ? <FormattedMessage id={NAME_FIELDS[field].hint} /> : undefined}
      required
    >
      <Input {...input(field)} autoComplete="off" />
    </FormField>
  );
}

/** The entity the account belongs to, a required field of the form around it; with `onNewEntity`, a button beside it makes one. */
export function EntityField({
  entities,
  onNewEntity,
}: {
  entities: readonly { id: string; name: string; isDefault: boolean }[];
  onNewEntity?: () => void;
}) {
  const { errorOf, input } = formikFields(useFormikContext());
  return (
    <FormField
      label={<FormattedMessage id="internalAccountForm.entity" />}
      error={errorOf('entityId')}
      required
    >
      {onNewEntity ? (
        <HStack gap="2" width="full">
          <EntitySelect entities={entities} input={input('entityId')} flex="1" />
          <Button
            variant="outline"
            onClick={onNewEntity}
            data-testid="entity-create-inline"
            flexShrink="0"
          >
            <MenuIcon name="plus" />
            <FormattedMessage id="internalAccountForm.newEntity" />
          </Button>
        </HStack>
      ) : (
        <EntitySelect entities={entities} input={input('entityId')} />
      )}
    </FormField>
  );
}

/** What the create form and the edit dialog keep of how the account connects. */
type ConnectionValues = { connectionType: ConnectionType; automatedType: string };

/**
 * How the account connects and, for an automated one, which crawler among
 * `automatedTypes` (its bank's): choosing Automated picks the first crawler
 * while none is chosen.
 */
export function ConnectionChoiceFields({
  automatedTypes,
  helper,
  paddingEnd,
}: {
  automatedTypes: readonly { value: string; label: { id: string } | null }[];
  helper: ReactNode;
  paddingEnd: string;
}) {
  const formik = useFormikContext<ConnectionValues>();
  const { values, setFieldValue } = formik;
  const { errorOf, input } = formikFields(formik);
  const choose = (type: ConnectionType) => {
    void setFieldValue('connectionType', type);
    if (type === 'AUTOMATED' && !values.automatedType) {
      void setFieldValue('automatedType', automatedTypes[0]?.value ?? '');
    }
  };
  return (
    <>
      <ConnectionTypeField value={values.connectionType} onChange={choose} />
      {values.connectionType === 'AUTOMATED' ? (
        <AutomatedTypeField
          automatedTypes={automatedTypes}
          input={input('automatedType')}
          error={errorOf('automatedType')}
          helper={helper}
          paddingEnd={paddingEnd}
        />
      ) : null}
    </>
  );
}
