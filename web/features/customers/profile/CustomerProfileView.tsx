import { Box, DataList, Stack, Text } from '@chakra-ui/react';
import { getIn } from 'formik';
import { FormattedMessage, useIntl } from 'react-intl';
import { useFragment } from 'react-relay';
import type { customerProfileFields_customer$key } from '../../../__generated__/customerProfileFields_customer.graphql';
import { formatTaxNumber } from '../../../domain/taxNumber';
import { DetailItem } from '../../../ui/DetailItem';
import { FormSection } from '../../../ui/FormSection';
import { isOneOf } from '../customerLabels';
import {
  customerProfileFragment,
  PROFILE_TYPES,
  fieldsFor,
  labelOf,
  sectionsFor,
  titleOf,
  type CustomerTypeValue,
  type ProfileField,
  type ProfileSection,
  type ProfileSectionId,
} from './customerProfileFields';
import type { ProfileData } from './profileValues';

const EMPTY = (
  <Text as="span" color="fg.subtle">
    —
  </Text>
);

type AddressData = NonNullable<ProfileData['address']>;

/** An address on lines: the streets, then ward, district, city or regency, province and postal code. */
export function AddressLines({ address }: { address: AddressData | null | undefined }) {
  if (!address) return EMPTY;
  return (
    <Stack gap="0">
      <Text>{address.street1}</Text>
      {address.street2 ? <Text>{address.street2}</Text> : null}
      <Text>
        {address.village.name}, {address.district.name}
      </Text>
      <Text>
        {address.regency.name}, {address.province.name} {address.postalCode}
      </Text>
    </Stack>
  );
}

/** A field's value as read: a phone as stored (+62…), an NPWP grouped, yes or no, a choice's label. */
function FieldValue({ field, value }: { field: ProfileField; value: unknown }) {
  const intl = useIntl();
  if (field.kind === 'boolean') {
    if (typeof value !== 'boolean') return EMPTY;
    return <FormattedMessage id={value ? 'customer.value.yes' : 'customer.value.no'} />;
  }
  if (value === null || value === undefined || value === '') return EMPTY;
  if (field.kind === 'integer' && typeof value === 'number') return <>{intl.formatNumber(value)}</>;
  if (field.kind === 'npwp' && typeof value === 'string') return <>{formatTaxNumber(value)}</>;
  if (field.kind === 'select' && typeof value === 'string') {
    const id = `customer.option.${field.name}.${value}`;
    return <>{Object.hasOwn(intl.messages, id) ? intl.formatMessage({ id }) : value}</>;
  }
  return <>{String(value)}</>;
}

/** One section of a profile, read-only: its label and value pairs (the directors one per line, the addresses on lines). */
export function ProfileSectionView({
  section,
  type,
  data,
}: {
  section: ProfileSection;
  type: CustomerTypeValue;
  data: ProfileData;
}) {
  const intl = useIntl();
  if (section.kind === 'directors') {
    // Never left out by the API; Relay types a field of an interface's unmasked spread as optional.
    const directors = data.directors ?? [];
    if (directors.length === 0) return EMPTY;
    return (
      <DataList.Root orientation="horizontal" data-testid="customer-view-directors">
        {directors.map((director, index) => (
          <DetailItem
            key={index}
            label={intl.formatMessage({ id: 'customer.directors.member' }, { number: index + 1 })}
          >
            {director.name} · {director.contact}
          </DetailItem>
        ))}
      </DataList.Root>
    );
  }
  if (section.kind === 'address') {
    return (
      <DataList.Root orientation="horizontal" data-testid="customer-view-address">
        <DetailItem label={<FormattedMessage id="customer.section.address" />}>
          <AddressLines address={data.address} />
        </DetailItem>
        <DetailItem label={<FormattedMessage id="customer.section.billingAddress" />}>
          {data.billingAddressSameAsRegistered ? (
            <FormattedMessage id="customer.value.sameAsRegistered" />
          ) : (
            <AddressLines address={data.billingAddress} />
          )}
        </DetailItem>
      </DataList.Root>
    );
  }
  return (
    <DataList.Root orientation="horizontal" data-testid={`customer-view-${section.id}`}>
      {fieldsFor(section, type).map((field) => (
        <DetailItem
          key={field.name}
          label={<FormattedMessage id={labelOf(field, type)} />}
          testId={`customer-view-${field.name}`}
        >
          <FieldValue field={field} value={getIn(data, field.name)} />
        </DetailItem>
      ))}
    </DataList.Root>
  );
}

/**
 * A customer's profile read-only, one card per section of its type (the
 * staff's detail page): the same list the forms are made of. `sections`
 * keeps some of them, in the list's order.
 *
 * @example <CustomerProfileView customer={data} sections={['business', 'pic']} />
 */
export function CustomerProfileView({
  customer,
  sections,
}: {
  customer: customerProfileFields_customer$key;
  sections?: readonly ProfileSectionId[];
}) {
  const data = useFragment(customerProfileFragment, customer);
  return <ProfileSectionsView data={data} sections={sections} />;
}

/** The cards of `CustomerProfileView` from a profile's data (a request's too). */
export function ProfileSectionsView({
  data,
  sections,
}: {
  data: ProfileData;
  sections?: readonly ProfileSectionId[];
}) {
  const type = data.type;
  if (!type || !isOneOf(PROFILE_TYPES, type)) return null;
  return (
    <Stack gap="6">
      {sectionsFor(type)
        .filter((section) => !sections || sections.includes(section.id))
        .map((section) => (
          <FormSection
            key={section.id}
            title={<FormattedMessage id={titleOf(section, type)} />}
            data-testid={`customer-view-section-${section.id}`}
          >
            <Box>
              <ProfileSectionView section={section} type={type} data={data} />
            </Box>
          </FormSection>
        ))}
    </Stack>
  );
}
