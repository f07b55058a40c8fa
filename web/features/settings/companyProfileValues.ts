import type { CompanyProfileForm_organization$data } from '../../__generated__/CompanyProfileForm_organization.graphql';
import type { OrganizationProfileUpdateInput } from '../../__generated__/CompanyProfileFormMutation.graphql';
import { formatLocalPhone, toInternationalPhone } from '../../../formats/indonesia';
import { formatTaxNumber, taxNumberDigits } from '../../domain/taxNumber';
import type { CompanyProfileFormValues } from './companyProfileFormSchema';

const orNull = (value: string) => (value.trim() === '' ? null : value.trim());

/** The form's values from the organisation as saved: NPWP and phone as people write them, a currency the form offers (IDR otherwise). */
export function companyProfileValuesOf(
  organization: CompanyProfileForm_organization$data,
  profile: NonNullable<CompanyProfileForm_organization$data['profile']>,
): CompanyProfileFormValues {
  return {
    name: organization.name,
    legalName: profile.legalName ?? '',
    taxNumber: formatTaxNumber(profile.taxNumber ?? ''),
    address: {
      street: profile.address.street ?? '',
      city: profile.address.city ?? '',
      province: profile.address.province ?? '',
      postalCode: profile.address.postalCode ?? '',
    },
    phone: formatLocalPhone(profile.phone ?? ''),
    email: profile.email ?? '',
    timeZone: organization.timeZone,
    defaultCurrency:
      organization.defaultCurrency === 'USD' || organization.defaultCurrency === 'SGD'
        ? organization.defaultCurrency
        : 'IDR',
  };
}

/** The profile update from the form's values: trimmed, empty ones as null, NPWP as its digits, the phone with +62. */
export function companyProfileInputOf(
  values: CompanyProfileFormValues,
): OrganizationProfileUpdateInput {
  return {
    name: values.name.trim(),
    legalName: orNull(values.legalName),
    taxNumber: orNull(taxNumberDigits(values.taxNumber)),
    address: {
      street: orNull(values.address.street),
      city: orNull(values.address.city),
      province: orNull(values.address.province),
      postalCode: orNull(values.address.postalCode),
    },
    phone: toInternationalPhone(values.phone),
    email: orNull(values.email),
    timeZone: values.timeZone,
    defaultCurrency: values.defaultCurrency,
  };
}
