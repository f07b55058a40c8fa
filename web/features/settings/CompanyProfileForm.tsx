import { Button, Flex, Grid, GridItem, Input, InputGroup, NativeSelect, Stack } from '@chakra-ui/react';
import { Formik, useFormikContext, type FormikHelpers } from 'formik';
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment, useMutation } from 'react-relay';
import type { CompanyProfileForm_viewer$key } from '../../__generated__/CompanyProfileForm_viewer.graphql';
import type { CompanyProfileFormMutation } from '../../__generated__/CompanyProfileFormMutation.graphql';
import { toastSuccess } from '../../ui/toaster';
import { FormField } from '../../ui/FormField';
import { companyProfileFormSchema, type CompanyProfileFormValues } from './companyProfileFormSchema';
import { formatLocalPhone, toInternationalPhone } from './phoneNumber';
import { SettingsNoAccess } from './SettingsNoAccess';
import { SettingsReadOnlyNotice } from './SettingsReadOnlyNotice';
import { FormSection } from '../../ui/FormSection';
import { FormErrorAlert } from '../../ui/FormErrorAlert';
import { formikFields } from '../../ui/formikFields';
import { useFormFeedback } from '../../ui/useFormFeedback';
import { formatTaxNumber, taxNumberDigits } from './taxNumber';
import { INDONESIAN_TIME_ZONES, otherTimeZones, utcOffset } from './timeZoneOptions';

const CURRENCIES = [
  { code: 'IDR', label: { id: 'currency.IDR' } },
  { code: 'USD', label: { id: 'currency.USD' } },
  { code: 'SGD', label: { id: 'currency.SGD' } },
] as const;

const orNull = (value: string) => (value.trim() === '' ? null : value.trim());

/**
 * Company Profile: the organisation's name, legal name and NPWP, address,
 * phone (+62) and email, and the time zone and currency the product works in.
 * Everyone with `settings:read` sees it; only `settings:manage` changes it.
 */
export function CompanyProfileForm({ viewer }: { viewer: CompanyProfileForm_viewer$key }) {
  const data = useFragment(
    graphql`
      fragment CompanyProfileForm_viewer on Viewer {
        permissions
        organization {
          id
          name
          timeZone
          defaultCurrency
          profile {
            legalName
            taxNumber
            address {
              street
              city
              province
              postalCode
            }
            phone
            email
          }
        }
      }
    `,
    viewer,
  );
  const intl = useIntl();
  const feedback = useFormFeedback();
  const schema = useMemo(() => companyProfileFormSchema(intl), [intl]);
  const organization = data.organization;
  const profile = organization.profile;
  const canManage = data.permissions.includes('settings:manage');
  const timeZones = useMemo(() => otherTimeZones(organization.timeZone), [organization.timeZone]);
  const [commit] = useMutation<CompanyProfileFormMutation>(graphql`
    mutation CompanyProfileFormMutation($input: OrganizationProfileUpdateInput!) {
      organizationProfileUpdate(input: $input) {
        organization {
          id
          name
          timeZone
          defaultCurrency
          profile {
            legalName
            taxNumber
            address {
              street
              city
              province
              postalCode
            }
            phone
            email
          }
        }
        userErrors {
          field
          code
          message
        }
      }
    }
  `);

  if (!profile) return <SettingsNoAccess />;

  const initialValues: CompanyProfileFormValues = {
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
    defaultCurrency: organization.defaultCurrency === 'USD' || organization.defaultCurrency === 'SGD' ? organization.defaultCurrency : 'IDR',
  };

  const submit = (values: CompanyProfileFormValues, helpers: FormikHelpers<CompanyProfileFormValues>) =>
    new Promise<void>((resolve) => {
      helpers.setStatus(undefined);
      commit({
        variables: {
          input: {
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
          },
        },
        onCompleted: (response) => {
          resolve();
          const { organization: saved, userErrors } = response.organizationProfileUpdate;
          if (saved && userErrors.length === 0) {
            toastSuccess(intl.formatMessage({ id: 'companyProfile.saved' }));
            return;
          }
          feedback.rejected(values, helpers, userErrors);
        },
        onError: (error) => {
          resolve();
          feedback.failed(helpers, error);
        },
      });
    });

  return (
    <Formik<CompanyProfileFormValues> initialValues={initialValues} enableReinitialize validationSchema={schema} onSubmit={submit}>
      <CompanyProfileFields canManage={canManage} timeZones={timeZones} />
    </Formik>
  );
}

/** The form's inputs: bound to its values, and read-only (and looking it) for members without settings:manage. */
function useProfileInputs(canManage: boolean) {
  const formik = useFormikContext<CompanyProfileFormValues>();
  const { errorOf, input: field } = formikFields(formik);
  const input = (name: string) => ({
    ...field(name),
    readOnly: !canManage,
    bg: canManage ? undefined : 'bg.muted',
  });
  return { errorOf, field, input, setFieldValue: formik.setFieldValue };
}

function CompanyProfileFields({ canManage, timeZones }: { canManage: boolean; timeZones: readonly string[] }) {
  const { status, dirty, isSubmitting, handleSubmit } = useFormikContext<CompanyProfileFormValues>();
  return (
    <form noValidate onSubmit={handleSubmit} data-testid="company-profile-form">
      <Stack gap="6" maxWidth="4xl">
        {canManage ? null : <SettingsReadOnlyNotice />}
        <FormErrorAlert message={status} />
        <IdentitySection canManage={canManage} />
        <AddressSection canManage={canManage} />
        <ContactSection canManage={canManage} />
        <RegionalSection canManage={canManage} timeZones={timeZones} />
        {canManage ? (
          <Flex justifyContent="flex-end">
            <Button type="submit" colorPalette="brand" loading={isSubmitting} disabled={!dirty} data-testid="company-profile-save">
              <FormattedMessage id="common.saveChanges" />
            </Button>
          </Flex>
        ) : null}
      </Stack>
    </form>
  );
}

/** Name, legal name and NPWP. */
function IdentitySection({ canManage }: { canManage: boolean }) {
  const { errorOf, input, setFieldValue } = useProfileInputs(canManage);
  return (
    <FormSection title={<FormattedMessage id="companyProfile.section.identity" />} description={<FormattedMessage id="companyProfile.section.identityHint" />}>
      <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="5">
        <FormField label={<FormattedMessage id="companyProfile.name" />} error={errorOf('name')} helper={<FormattedMessage id="companyProfile.nameHint" />} required>
          <Input {...input('name')} autoComplete="organization" />
        </FormField>
        <FormField label={<FormattedMessage id="companyProfile.legalName" />} error={errorOf('legalName')} helper={<FormattedMessage id="companyProfile.legalNameHint" />}>
          <Input {...input('legalName')} autoComplete="off" />
        </FormField>
        <FormField label={<FormattedMessage id="companyProfile.taxNumber" />} error={errorOf('taxNumber')} helper={<FormattedMessage id="companyProfile.taxNumberHint" />}>
          <Input
            {...input('taxNumber')}
            onChange={(event) => void setFieldValue('taxNumber', formatTaxNumber(event.currentTarget.value))}
            inputMode="numeric"
            autoComplete="off"
            placeholder="00.000.000.0-000.000"
            fontVariantNumeric="tabular-nums"
          />
        </FormField>
      </Grid>
    </FormSection>
  );
}

/** Street, city, province and a five-digit postal code. */
function AddressSection({ canManage }: { canManage: boolean }) {
  const { errorOf, input, setFieldValue } = useProfileInputs(canManage);
  return (
    <FormSection title={<FormattedMessage id="companyProfile.section.address" />} description={<FormattedMessage id="companyProfile.section.addressHint" />}>
      <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="5">
        <GridItem colSpan={{ base: 1, md: 2 }}>
          <FormField label={<FormattedMessage id="companyProfile.street" />} error={errorOf('address.street')}>
            <Input {...input('address.street')} autoComplete="street-address" />
          </FormField>
        </GridItem>
        <FormField label={<FormattedMessage id="companyProfile.city" />} error={errorOf('address.city')}>
          <Input {...input('address.city')} autoComplete="address-level2" />
        </FormField>
        <FormField label={<FormattedMessage id="companyProfile.province" />} error={errorOf('address.province')}>
          <Input {...input('address.province')} autoComplete="address-level1" />
        </FormField>
        <FormField label={<FormattedMessage id="companyProfile.postalCode" />} error={errorOf('address.postalCode')}>
          <Input
            {...input('address.postalCode')}
            onChange={(event) => void setFieldValue('address.postalCode', event.currentTarget.value.replace(/\D/g, '').slice(0, 5))}
            inputMode="numeric"
            autoComplete="postal-code"
            maxWidth="40"
          />
        </FormField>
      </Grid>
    </FormSection>
  );
}

/** Phone (+62) and email. */
function ContactSection({ canManage }: { canManage: boolean }) {
  const { errorOf, input, setFieldValue } = useProfileInputs(canManage);
  return (
    <FormSection title={<FormattedMessage id="companyProfile.section.contact" />} description={<FormattedMessage id="companyProfile.section.contactHint" />}>
      <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="5">
        <FormField label={<FormattedMessage id="companyProfile.phone" />} error={errorOf('phone')} helper={<FormattedMessage id="companyProfile.phoneHint" />}>
          <InputGroup startAddon="+62">
            <Input
              {...input('phone')}
              onChange={(event) => void setFieldValue('phone', formatLocalPhone(event.currentTarget.value))}
              type="tel"
              inputMode="tel"
              autoComplete="tel-national"
              placeholder="812-3456-7890"
            />
          </InputGroup>
        </FormField>
        <FormField label={<FormattedMessage id="companyProfile.email" />} error={errorOf('email')}>
          <Input {...input('email')} type="email" autoComplete="email" />
        </FormField>
      </Grid>
    </FormSection>
  );
}

/** The time zone (Indonesia's three first) and the default currency. */
function RegionalSection({ canManage, timeZones }: { canManage: boolean; timeZones: readonly string[] }) {
  const intl = useIntl();
  const { errorOf, field } = useProfileInputs(canManage);
  return (
    <FormSection title={<FormattedMessage id="companyProfile.section.regional" />} description={<FormattedMessage id="companyProfile.section.regionalHint" />}>
      <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="5">
        <GridItem colSpan={{ base: 1, md: 2 }}>
          <FormField label={<FormattedMessage id="companyProfile.timeZone" />} error={errorOf('timeZone')} required>
            <NativeSelect.Root disabled={!canManage}>
              <NativeSelect.Field {...field('timeZone')} data-testid="company-time-zone" bg={canManage ? undefined : 'bg.muted'}>
                <optgroup label={intl.formatMessage({ id: 'companyProfile.timeZone.indonesia' })}>
                  {INDONESIAN_TIME_ZONES.map((item) => (
                    <option key={item.zone} value={item.zone}>
                      {intl.formatMessage(item.label)}
                    </option>
                  ))}
                </optgroup>
                <optgroup label={intl.formatMessage({ id: 'companyProfile.timeZone.other' })}>
                  {timeZones.map((zone) => {
                    const offset = utcOffset(zone);
                    return (
                      <option key={zone} value={zone}>
                        {offset ? `${zone.replaceAll('_', ' ')} (${offset})` : zone.replaceAll('_', ' ')}
                      </option>
                    );
                  })}
                </optgroup>
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
        </GridItem>
        <FormField label={<FormattedMessage id="companyProfile.defaultCurrency" />} error={errorOf('defaultCurrency')} required>
          <NativeSelect.Root disabled={!canManage}>
            <NativeSelect.Field {...field('defaultCurrency')} data-testid="company-currency" bg={canManage ? undefined : 'bg.muted'}>
              {CURRENCIES.map((currency) => (
                <option key={currency.code} value={currency.code}>
                  {intl.formatMessage(currency.label)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
      </Grid>
    </FormSection>
  );
}
