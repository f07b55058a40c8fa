import { Grid, Input, NativeSelect } from '@chakra-ui/react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { graphql, readInlineData } from 'react-relay';
import * as yup from 'yup';
import type { CounterpartyDetailsFields_counterparty$key } from '../../__generated__/CounterpartyDetailsFields_counterparty.graphql';
import { FormField } from '../../ui/FormField';
import type { formikFields } from '../../ui/formikFields';
import { formatTaxNumber, taxNumberDigits, taxNumberRule } from '../../domain/taxNumber';
import { TaxNumberField } from '../../domain/TaxNumberField';
import { COUNTERPARTY_TYPE_LABEL } from './counterpartyTypeLabel';

/**
 * A counterparty's own details, everything but its bank accounts: this file
 * holds their values, rules, what the server sends and takes, and their
 * inputs, so a new detail is added here (and in the catalogues) once for
 * both create and edit.
 */
export type CounterpartyDetailsValues = {
  legalName: string;
  alias: string;
  email: string;
  type: 'COMPANY' | 'INDIVIDUAL';
  externalId: string;
  taxNumber: string;
};

export const COUNTERPARTY_DETAILS_EMPTY: CounterpartyDetailsValues = {
  legalName: '',
  alias: '',
  email: '',
  type: 'COMPANY',
  externalId: '',
  taxNumber: '',
};

/** The details' rules with the spec's messages: names required, email with an @, an NPWP of 15 or 16 digits. */
export function counterpartyDetailsRules(intl: IntlShape) {
  const required = intl.formatMessage({ id: 'validation.fieldRequired' });
  const max = (length: number) =>
    intl.formatMessage({ id: 'validation.maxLength' }, { max: length });
  return {
    legalName: yup.string().trim().required(required).max(200, max(200)),
    alias: yup.string().trim().required(required).max(100, max(100)),
    email: yup
      .string()
      .trim()
      .test(
        'email',
        intl.formatMessage({ id: 'validation.invalidEmail' }),
        (value) => !value || value.includes('@'),
      ),
    type: yup.string().oneOf(['COMPANY', 'INDIVIDUAL']).required(required),
    externalId: yup.string().trim().max(100, max(100)),
    taxNumber: taxNumberRule(intl.formatMessage({ id: 'validation.taxNumber' })),
  };
}

/** The stored details as form values. */
export function counterpartyDetailsValues(
  counterparty: CounterpartyDetailsFields_counterparty$key,
): CounterpartyDetailsValues {
  const data = readInlineData(
    graphql`
      fragment CounterpartyDetailsFields_counterparty on Counterparty @inline {
        legalName
        alias
        email
        type
        externalId
        taxNumber
      }
    `,
    counterparty,
  );
  return {
    legalName: data.legalName,
    alias: data.alias,
    email: data.email ?? '',
    type: data.type === 'INDIVIDUAL' ? 'INDIVIDUAL' : 'COMPANY',
    externalId: data.externalId ?? '',
    taxNumber: formatTaxNumber(data.taxNumber ?? ''),
  };
}

/** The details as the create and update mutations take them: trimmed, optional ones null when empty. */
export function counterpartyDetailsInput(values: CounterpartyDetailsValues) {
  const optional = (value: string) => (value.trim() === '' ? null : value.trim());
  return {
    legalName: values.legalName.trim(),
    alias: values.alias.trim(),
    email: optional(values.email),
    type: values.type,
    externalId: optional(values.externalId),
    taxNumber: optional(taxNumberDigits(values.taxNumber)),
  };
}

type CounterpartyDetailsFieldsProps = {
  fields: ReturnType<typeof formikFields>;
  /** The page's form spaces its fields wider than the drawer's, and explains the alias. */
  layout: 'page' | 'drawer';
};

/** The details' inputs, two to a row from a tablet's width. */
export function CounterpartyDetailsFields({
  fields: { errorOf, input },
  layout,
}: CounterpartyDetailsFieldsProps) {
  const intl = useIntl();
  return (
    <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap={layout === 'page' ? '5' : '4'}>
      <FormField
        label={<FormattedMessage id="counterpartyCreate.legalName" />}
        error={errorOf('legalName')}
        required
      >
        <Input {...input('legalName')} autoComplete="organization" />
      </FormField>
      <FormField
        label={<FormattedMessage id="counterpartyCreate.alias" />}
        error={errorOf('alias')}
        helper={
          layout === 'page' ? <FormattedMessage id="counterpartyCreate.aliasHint" /> : undefined
        }
        required
      >
        <Input {...input('alias')} autoComplete="off" />
      </FormField>
      <FormField
        label={<FormattedMessage id="counterpartyCreate.email" />}
        error={errorOf('email')}
        helper={<FormattedMessage id="counterpartyCreate.optional" />}
      >
        <Input {...input('email')} type="email" autoComplete="email" />
      </FormField>
      <FormField
        label={<FormattedMessage id="counterpartyCreate.type" />}
        error={errorOf('type')}
        required
      >
        <NativeSelect.Root>
          <NativeSelect.Field {...input('type')}>
            <option value="COMPANY">{intl.formatMessage(COUNTERPARTY_TYPE_LABEL.COMPANY)}</option>
            <option value="INDIVIDUAL">
              {intl.formatMessage(COUNTERPARTY_TYPE_LABEL.INDIVIDUAL)}
            </option>
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </FormField>
      <FormField
        label={<FormattedMessage id="counterparties.externalId" />}
        error={errorOf('externalId')}
        helper={<FormattedMessage id="counterparties.externalIdHint" />}
      >
        <Input {...input('externalId')} autoComplete="off" />
      </FormField>
      <TaxNumberField />
    </Grid>
  );
}
