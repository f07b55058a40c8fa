import { Grid, GridItem, Input, Stack } from '@chakra-ui/react';
import { getIn, useFormikContext } from 'formik';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useRelayEnvironment } from 'react-relay';
import { fetchQuery } from 'relay-runtime';
import type {
  AddressFieldsRegionsQuery,
  AddressFieldsRegionsQuery$data,
} from '../../../__generated__/AddressFieldsRegionsQuery.graphql';
import { FormField } from '../../../ui/FormField';
import { formikFields } from '../../../ui/formikFields';
import { ListFieldError } from '../../../ui/ListFieldError';
import { OptionSelect } from '../../../ui/OptionSelect';
import { SectionTitle } from '../../../ui/SectionTitle';
import type { AddressValues, CustomerProfileValues } from './profileValues';
import { FormikCheckbox } from '../../../ui/FormikCheckbox';

const regionsQuery = graphql`
  query AddressFieldsRegionsQuery($parent: String) {
    regions(parent: $parent) {
      code
      name
    }
  }
`;

type Region = AddressFieldsRegionsQuery$data['regions'][number];
type Regions = { parent: string | null; items: readonly Region[] | null; failed: boolean };

/**
 * The regions under `parent` (the provinces without one), from the server
 * once per parent (Relay's store keeps them); null while they load. Nothing
 * is asked while `enabled` is false (no parent chosen yet).
 */
function useRegions(parent: string | null, enabled: boolean): Regions {
  const environment = useRelayEnvironment();
  const [state, setState] = useState<Regions>({ parent, items: null, failed: false });
  useEffect(() => {
    if (!enabled) return undefined;
    let current = true;
    const subscription = fetchQuery<AddressFieldsRegionsQuery>(
      environment,
      regionsQuery,
      { parent },
      { fetchPolicy: 'store-or-network' },
    ).subscribe({
      next: (data) => {
        if (current) setState({ parent, items: data.regions, failed: false });
      },
      error: () => {
        if (current) setState({ parent, items: null, failed: true });
      },
    });
    return () => {
      current = false;
      subscription.unsubscribe();
    };
  }, [environment, parent, enabled]);
  return state.parent === parent ? state : { parent, items: null, failed: false };
}

const LEVELS = ['provinceCode', 'regencyCode', 'districtCode', 'villageCode'] as const;
type Level = (typeof LEVELS)[number];

/** One level's select: its regions once the level above is chosen; choosing clears the levels below. */
function RegionSelect({
  name,
  level,
  parent,
}: {
  name: string;
  level: Level;
  parent: string | null;
}) {
  const intl = useIntl();
  const formik = useFormikContext<CustomerProfileValues>();
  const { errorOf } = formikFields(formik);
  const enabled = level === 'provinceCode' || Boolean(parent);
  const regions = useRegions(level === 'provinceCode' ? null : parent, enabled);
  const path = `${name}.${level}`;
  const value = String(getIn(formik.values, path) ?? '');
  const placeholder = !enabled
    ? intl.formatMessage({ id: 'customer.address.chooseAbove' })
    : regions.failed
      ? intl.formatMessage({ id: 'customer.address.regionsFailed' })
      : regions.items === null
        ? intl.formatMessage({ id: 'customer.address.loading' })
        : intl.formatMessage({ id: 'customer.choose' });
  return (
    <FormField
      label={<FormattedMessage id={`customer.field.address.${level}`} />}
      error={errorOf(path)}
      required
    >
      <OptionSelect
        name={path}
        value={value}
        onBlur={formik.handleBlur}
        onChange={(event) => {
          const code = event.currentTarget.value;
          void formik.setFieldValue(path, code);
          for (const below of LEVELS.slice(LEVELS.indexOf(level) + 1))
            void formik.setFieldValue(`${name}.${below}`, '');
        }}
        placeholder={placeholder}
        options={(regions.items ?? []).map((region) => ({
          value: region.code,
          label: region.name,
        }))}
        root={{ disabled: !enabled || regions.items === null }}
        data-testid={`customer-${name}-${level}`}
      />
    </FormField>
  );
}

/**
 * An address inside a Formik form, at `name` (`address`, `billingAddress`):
 * street lines, then province > city or regency > district > ward, each
 * loaded from the regional dataset once the level above is chosen, and the
 * postal code, typed (the dataset has none to fill it from).
 */
export function AddressFields({ name }: { name: 'address' | 'billingAddress' }) {
  const formik = useFormikContext<CustomerProfileValues>();
  const { errorOf, input, listErrorOf } = formikFields(formik);
  const address = (getIn(formik.values, name) ?? {}) as AddressValues;
  return (
    <Grid
      templateColumns={{ base: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' }}
      gap="5"
      data-testid={`customer-${name}`}
    >
      <GridItem colSpan={{ base: 1, md: 2 }}>
        <ListFieldError message={listErrorOf(name)} testId={`customer-${name}-error`} />
      </GridItem>
      <GridItem colSpan={{ base: 1, md: 2 }}>
        <FormField
          label={<FormattedMessage id="customer.field.address.street1" />}
          error={errorOf(`${name}.street1`)}
          required
        >
          <Input {...input(`${name}.street1`)} autoComplete="address-line1" maxLength={200} />
        </FormField>
      </GridItem>
      <GridItem colSpan={{ base: 1, md: 2 }}>
        <FormField
          label={<FormattedMessage id="customer.field.address.street2" />}
          error={errorOf(`${name}.street2`)}
        >
          <Input {...input(`${name}.street2`)} autoComplete="address-line2" maxLength={200} />
        </FormField>
      </GridItem>
      <RegionSelect name={name} level="provinceCode" parent={null} />
      <RegionSelect name={name} level="regencyCode" parent={address.provinceCode || null} />
      <RegionSelect name={name} level="districtCode" parent={address.regencyCode || null} />
      <RegionSelect name={name} level="villageCode" parent={address.districtCode || null} />
      <FormField
        label={<FormattedMessage id="customer.field.address.postalCode" />}
        error={errorOf(`${name}.postalCode`)}
        required
      >
        <Input
          {...input(`${name}.postalCode`)}
          onChange={(event) =>
            void formik.setFieldValue(
              `${name}.postalCode`,
              event.currentTarget.value.replace(/\D/g, '').slice(0, 5),
            )
          }
          inputMode="numeric"
          autoComplete="postal-code"
          maxWidth="40"
        />
      </FormField>
    </Grid>
  );
}

/** The registered address, then whether invoices go there, else the billing address. */
export function BillingAddressFields() {
  const formik = useFormikContext<CustomerProfileValues>();
  const same = formik.values.billingAddressSameAsRegistered;
  return (
    <Stack gap="6">
      <AddressFields name="address" />
      <FormikCheckbox
        name="billingAddressSameAsRegistered"
        label={<FormattedMessage id="customer.field.billingAddressSameAsRegistered" />}
        testId="customer-billing-same"
      />
      {same ? null : (
        <Stack gap="4" borderTopWidth="1px" paddingTop="6">
          <SectionTitle
            size="sm"
            title={<FormattedMessage id="customer.section.billingAddress" />}
            description={<FormattedMessage id="customer.section.billingAddress.hint" />}
          />
          <AddressFields name="billingAddress" />
        </Stack>
      )}
    </Stack>
  );
}
