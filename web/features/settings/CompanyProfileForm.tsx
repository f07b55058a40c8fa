import { GridItem, Input, InputGroup, NativeSelect } from '@chakra-ui/react';
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { CompanyProfileForm_organization$key } from '../../__generated__/CompanyProfileForm_organization.graphql';
import type { CompanyProfileForm_viewer$key } from '../../__generated__/CompanyProfileForm_viewer.graphql';
import type { CompanyProfileFormMutation } from '../../__generated__/CompanyProfileFormMutation.graphql';
import { useCommit } from '../../relay/useCommit';
import { FormField } from '../../ui/FormField';
import { TaxNumberField } from '../../domain/TaxNumberField';
import {
  companyProfileFormSchema,
  type CompanyProfileFormValues,
} from './companyProfileFormSchema';
import { companyProfileInputOf, companyProfileValuesOf } from './companyProfileValues';
import { formatLocalPhone } from '../../../formats/indonesia';
import { SettingsForm } from './SettingsForm';
import { SettingsNoAccess } from './SettingsNoAccess';
import { SettingsSection } from './SettingsSection';
import { INDONESIAN_TIME_ZONES, otherTimeZones, utcOffset } from './timeZoneOptions';
import { useSettingsInputs } from './useSettingsInputs';

const CURRENCIES = [
  { code: 'IDR', label: { id: 'currency.IDR' } },
  { code: 'USD', label: { id: 'currency.USD' } },
  { code: 'SGD', label: { id: 'currency.SGD' } },
] as const;

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
          ...CompanyProfileForm_organization
        }
      }
    `,
    viewer,
  );
  const organization = useFragment<CompanyProfileForm_organization$key>(
    graphql`
      fragment CompanyProfileForm_organization on Organization {
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
    `,
    data.organization,
  );
  const intl = useIntl();
  const schema = useMemo(() => companyProfileFormSchema(intl), [intl]);
  const profile = organization.profile;
  const canManage = data.permissions.includes('settings:manage');
  const timeZones = useMemo(() => otherTimeZones(organization.timeZone), [organization.timeZone]);
  const [commit] = useCommit<CompanyProfileFormMutation>(graphql`
    mutation CompanyProfileFormMutation($input: OrganizationProfileUpdateInput!) {
      organizationProfileUpdate(input: $input) {
        organization {
          ...CompanyProfileForm_organization
        }
        userErrors {
          ...userErrorFields_userError @relay(mask: false)
        }
      }
    }
  `);

  if (!profile) return <SettingsNoAccess />;

  const save = (values: CompanyProfileFormValues) =>
    commit({ variables: { input: companyProfileInputOf(values) } }).then(
      (response) => response.organizationProfileUpdate,
    );
  return (
    <SettingsForm
      initialValues={companyProfileValuesOf(organization, profile)}
      validationSchema={schema}
      save={save}
      savedMessage={{ id: 'companyProfile.saved' }}
      canManage={canManage}
      testId="company-profile-form"
      saveTestId="company-profile-save"
    >
      <IdentitySection canManage={canManage} />
      <AddressSection canManage={canManage} />
      <ContactSection canManage={canManage} />
      <RegionalSection canManage={canManage} timeZones={timeZones} />
    </SettingsForm>
  );
}

/** Name, legal name and NPWP. */
function IdentitySection({ canManage }: { canManage: boolean }) {
  const { errorOf, input } = useSettingsInputs(canManage);
  return (
    <SettingsSection
      title={{ id: 'companyProfile.section.identity' }}
      description={{ id: 'companyProfile.section.identityHint' }}
    >
      <FormField
        label={<FormattedMessage id="companyProfile.name" />}
        error={errorOf('name')}
        helper={<FormattedMessage id="companyProfile.nameHint" />}
        required
      >
        <Input {...input('name')} autoComplete="organization" />
      </FormField>
      <FormField
        label={<FormattedMessage id="companyProfile.legalName" />}
        error={errorOf('legalName')}
        helper={<FormattedMessage id="companyProfile.legalNameHint" />}
      >
        <Input {...input('legalName')} autoComplete="off" />
      </FormField>
      <TaxNumberField readOnly={!canManage} />
    </SettingsSection>
  );
}

/** Street, city, province and a five-digit postal code. */
function AddressSection({ canManage }: { canManage: boolean }) {
  const { errorOf, input, cleaned } = useSettingsInputs(canManage);
  return (
    <SettingsSection
      title={{ id: 'companyProfile.section.address' }}
      description={{ id: 'companyProfile.section.addressHint' }}
    >
      <GridItem colSpan={{ base: 1, md: 2 }}>
        <FormField
          label={<FormattedMessage id="companyProfile.street" />}
          error={errorOf('address.street')}
        >
          <Input {...input('address.street')} autoComplete="street-address" />
        </FormField>
      </GridItem>
      <FormField
        label={<FormattedMessage id="companyProfile.city" />}
        error={errorOf('address.city')}
      >
        <Input {...input('address.city')} autoComplete="address-level2" />
      </FormField>
      <FormField
        label={<FormattedMessage id="companyProfile.province" />}
        error={errorOf('address.province')}
      >
        <Input {...input('address.province')} autoComplete="address-level1" />
      </FormField>
      <FormField
        label={<FormattedMessage id="companyProfile.postalCode" />}
        error={errorOf('address.postalCode')}
      >
        <Input
          {...cleaned('address.postalCode', (typed) => typed.replace(/\D/g, '').slice(0, 5))}
          inputMode="numeric"
          autoComplete="postal-code"
          maxWidth="40"
        />
      </FormField>
    </SettingsSection>
  );
}

/** Phone (+62) and email. */
function ContactSection({ canManage }: { canManage: boolean }) {
  const { errorOf, input, cleaned } = useSettingsInputs(canManage);
  return (
    <SettingsSection
      title={{ id: 'companyProfile.section.contact' }}
      description={{ id: 'companyProfile.section.contactHint' }}
    >
      <FormField
        label={<FormattedMessage id="companyProfile.phone" />}
        error={errorOf('phone')}
        helper={<FormattedMessage id="companyProfile.phoneHint" />}
      >
        <InputGroup startAddon="+62">
          <Input
            {...cleaned('phone', formatLocalPhone)}
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
    </SettingsSection>
  );
}

/** The time zone (Indonesia's three first) and the default currency. */
function RegionalSection({
  canManage,
  timeZones,
}: {
  canManage: boolean;
  timeZones: readonly string[];
}) {
  const intl = useIntl();
  const { errorOf, field } = useSettingsInputs(canManage);
  return (
    <SettingsSection
      title={{ id: 'companyProfile.section.regional' }}
      description={{ id: 'companyProfile.section.regionalHint' }}
    >
      <GridItem colSpan={{ base: 1, md: 2 }}>
        <FormField
          label={<FormattedMessage id="companyProfile.timeZone" />}
          error={errorOf('timeZone')}
          required
        >
          <NativeSelect.Root disabled={!canManage}>
            <NativeSelect.Field
              {...field('timeZone')}
              data-testid="company-time-zone"
              bg={canManage ? undefined : 'bg.muted'}
            >
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
                      {offset
                        ? `${zone.replaceAll('_', ' ')} (${offset})`
                        : zone.replaceAll('_', ' ')}
                    </option>
                  );
                })}
              </optgroup>
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
      </GridItem>
      <FormField
        label={<FormattedMessage id="companyProfile.defaultCurrency" />}
        error={errorOf('defaultCurrency')}
        required
      >
        <NativeSelect.Root disabled={!canManage}>
          <NativeSelect.Field
            {...field('defaultCurrency')}
            data-testid="company-currency"
            bg={canManage ? undefined : 'bg.muted'}
          >
            {CURRENCIES.map((currency) => (
              <option key={currency.code} value={currency.code}>
                {intl.formatMessage(currency.label)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </FormField>
    </SettingsSection>
  );
}
