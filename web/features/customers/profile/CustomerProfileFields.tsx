import { Grid, GridItem, Input, InputGroup, Stack } from '@chakra-ui/react';
import { FieldArray, useFormikContext } from 'formik';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatLocalPhone } from '../../../../formats/indonesia';
import { AddButton } from '../../../ui/AddButton';
import { FormField } from '../../../ui/FormField';
import { formikFields } from '../../../ui/formikFields';
import { FormSection } from '../../../ui/FormSection';
import { ListFieldError } from '../../../ui/ListFieldError';
import { OptionSelect } from '../../../ui/OptionSelect';
import { OutlineBox } from '../../../ui/OutlineBox';
import { RemovableItemHeading } from '../../../ui/RemovableItemHeading';
import { formatTaxNumber } from '../../../domain/taxNumber';
import { BillingAddressFields } from './AddressFields';
import {
  DIRECTORS_MAX,
  fieldsFor,
  labelOf,
  sectionsFor,
  titleOf,
  type CustomerTypeValue,
  type ProfileField,
  type ProfileSection,
} from './customerProfileFields';
import type { CustomerProfileValues, ProfilePart } from './profileValues';
import { FormikCheckbox } from '../../../ui/FormikCheckbox';

/** The longest digits each number takes as typed (the service's lengths). */
const DIGITS_MAX: Partial<Record<ProfileField['kind'], number>> = {
  nik: 16,
  nib: 13,
  digits: 34,
  integer: 8,
};

type SectionOptions = {
  /** Show the fields only staff edit (the email). */
  staff?: boolean;
};

/** One field of the list, bound to the Formik form by its path, typed and formatted as its kind asks. */
export function ProfileFieldInput({
  field,
  type,
  name = field.name,
}: {
  field: ProfileField;
  type: CustomerTypeValue;
  name?: string;
}) {
  const intl = useIntl();
  const formik = useFormikContext<CustomerProfileValues>();
  const { errorOf, input } = formikFields(formik);
  const label = <FormattedMessage id={labelOf(field, type)} />;
  const required = field.required.includes(type);
  const helper = field.hint ? <FormattedMessage id={field.hint} /> : undefined;
  const set = (clean: (typed: string) => string) => ({
    ...input(name),
    onChange: (event: { currentTarget: { value: string } }) =>
      void formik.setFieldValue(name, clean(event.currentTarget.value)),
  });
  const digits = (max: number) => set((typed) => typed.replace(/\D/g, '').slice(0, max));

  if (field.kind === 'boolean') {
    return <FormikCheckbox name={name} label={label} />;
  }

  let control;
  switch (field.kind) {
    case 'phone':
      control = (
        <InputGroup startAddon="+62">
          <Input
            {...set(formatLocalPhone)}
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            placeholder="812-3456-7890"
          />
        </InputGroup>
      );
      break;
    case 'npwp':
      control = (
        <Input
          {...set(formatTaxNumber)}
          inputMode="numeric"
          autoComplete="off"
          placeholder="00.000.000.0-000.000"
          fontVariantNumeric="tabular-nums"
        />
      );
      break;
    case 'nik':
    case 'nib':
    case 'digits':
    case 'integer':
      control = (
        <Input
          {...digits(DIGITS_MAX[field.kind]!)}
          inputMode="numeric"
          autoComplete="off"
          fontVariantNumeric="tabular-nums"
        />
      );
      break;
    case 'email':
      control = <Input {...input(name)} type="email" autoComplete="email" maxLength={field.max} />;
      break;
    case 'select':
      control = (
        <OptionSelect
          {...input(name)}
          placeholder={intl.formatMessage({ id: 'customer.choose' })}
          options={(field.options ?? []).map((option) => ({
            value: option,
            label: intl.formatMessage({ id: `customer.option.${field.name}.${option}` }),
          }))}
        />
      );
      break;
    default:
      control = <Input {...input(name)} autoComplete="off" maxLength={field.max} />;
  }
  return (
    <FormField label={label} error={errorOf(name)} required={required} helper={helper}>
      {control}
    </FormField>
  );
}

/** The board of directors: a row of name and contact per member, at least one, at most ten. */
function DirectorsFields({ section, type }: { section: ProfileSection; type: CustomerTypeValue }) {
  const intl = useIntl();
  const formik = useFormikContext<CustomerProfileValues>();
  const { listErrorOf } = formikFields(formik);
  const directors = formik.values.directors;
  return (
    <FieldArray name="directors">
      {({ push, remove }) => (
        <Stack gap="3" data-testid="customer-directors">
          <ListFieldError message={listErrorOf('directors')} testId="customer-directors-error" />
          {directors.map((_, index) => (
            <OutlineBox key={index} data-testid="customer-director">
              <RemovableItemHeading
                title={
                  <FormattedMessage id="customer.directors.member" values={{ number: index + 1 }} />
                }
                removeLabel={intl.formatMessage(
                  { id: 'customer.directors.remove' },
                  { number: index + 1 },
                )}
                onRemove={directors.length > 1 ? () => remove(index) : null}
              />
              <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="3">
                {fieldsFor(section, type).map((field) => (
                  <ProfileFieldInput
                    key={field.name}
                    field={field}
                    type={type}
                    name={`directors.${index}.${field.name}`}
                  />
                ))}
              </Grid>
            </OutlineBox>
          ))}
          <AddButton
            alignSelf="flex-start"
            label={<FormattedMessage id="customer.directors.add" />}
            testId="customer-director-add"
            disabled={directors.length >= DIRECTORS_MAX}
            onClick={() => push({ name: '', contact: '' })}
          />
        </Stack>
      )}
    </FieldArray>
  );
}

/**
 * The fields of one section of the profile for a type, in a grid (one column
 * on a phone): what a wizard step or a card holds. The staff's forms pass
 * `staff` to show the email as well.
 */
export function ProfileSectionFields({
  section,
  type,
  staff = false,
}: { section: ProfileSection; type: CustomerTypeValue } & SectionOptions) {
  if (section.kind === 'directors') return <DirectorsFields section={section} type={type} />;
  if (section.kind === 'address') return <BillingAddressFields />;
  const fields = fieldsFor(section, type).filter((field) => staff || !field.staffOnly);
  return (
    <Grid
      templateColumns={{ base: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' }}
      gap="5"
      data-testid={`customer-section-${section.id}`}
    >
      {fields.map((field) => (
        <GridItem
          key={field.name}
          colSpan={{ base: 1, md: field.wide || field.kind === 'boolean' ? 2 : 1 }}
        >
          <ProfileFieldInput field={field} type={type} />
        </GridItem>
      ))}
    </Grid>
  );
}

/** The sections a form part holds for a type: the customer data (all but the address), the address, or all. */
export function profileSections(
  type: CustomerTypeValue,
  part: ProfilePart = 'all',
): ProfileSection[] {
  return sectionsFor(type).filter((section) =>
    part === 'all'
      ? true
      : part === 'address'
        ? section.kind === 'address'
        : section.kind !== 'address',
  );
}

/**
 * The customer's profile inside a Formik form (values from
 * `initialProfileValues`, rules from `customerProfileSchema`), one card per
 * section of the type, each titled and explained as the list says.
 *
 * @example <CustomerProfileFields type={values.type} staff />
 */
export function CustomerProfileFields({
  type,
  part = 'all',
  staff = false,
}: { type: CustomerTypeValue; part?: ProfilePart } & SectionOptions) {
  return (
    <Stack gap="6">
      {profileSections(type, part).map((section) => (
        <FormSection
          key={section.id}
          title={<FormattedMessage id={titleOf(section, type)} />}
          description={
            section.hint ? (
              <FormattedMessage id={`customer.section.${section.id}.hint`} />
            ) : undefined
          }
          data-testid={`customer-profile-${section.id}`}
        >
          <ProfileSectionFields section={section} type={type} staff={staff} />
        </FormSection>
      ))}
    </Stack>
  );
}
