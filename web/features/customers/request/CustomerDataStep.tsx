import type { FormikHelpers } from 'formik';
import { useMemo } from 'react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { FormSection } from '../../../ui/FormSection';
import {
  ProfileSectionFields,
  profileSections,
} from '../../customers/profile/CustomerProfileFields';
import {
  fieldsFor,
  titleOf,
  type CustomerTypeValue,
  type ProfileSection,
} from '../../customers/profile/customerProfileFields';
import { customerProfileSchema } from '../../customers/profile/customerProfileSchema';
import { toProfileInput, type CustomerProfileValues } from '../../customers/profile/profileValues';
import { ProfileStepForm } from './ProfileStepForm';
import { RequestStepper } from './RequestStepper';
import type { useRequestMutations } from './useRequestMutations';
import { useSendProfileStep } from './useSendProfileStep';

type Save = ReturnType<typeof useRequestMutations>['save'];

/** The first section of the customer data with something missing or wrong (the last when all pass: saving it again completes the step). */
export function firstIncompleteSection(
  values: CustomerProfileValues,
  type: CustomerTypeValue,
  intl: IntlShape,
): number {
  const sections = profileSections(type, 'data');
  const index = sections.findIndex(
    (section) =>
      !customerProfileSchema(intl, type, { part: 'data', sections: [section.id] }).isValidSync(
        values,
      ),
  );
  return index === -1 ? sections.length - 1 : index;
}

/** The section of the customer data a server field path belongs to (`owner.nik`, `directors.0.name`), or -1. */
function sectionOfPath(
  sections: readonly ProfileSection[],
  type: CustomerTypeValue,
  path: string,
): number {
  return sections.findIndex((section) =>
    section.kind === 'directors'
      ? path === 'directors' || path.startsWith('directors.')
      : fieldsFor(section, type).some(
          (field) => field.name === path || path.startsWith(`${field.name}.`),
        ),
  );
}

type CustomerDataStepProps = {
  type: CustomerTypeValue;
  initialValues: CustomerProfileValues;
  /** The section open. */
  section: number;
  completedSteps: readonly string[];
  save: Save;
  refresh: () => Promise<unknown>;
  onSection: (section: number) => void;
  onBack: () => void;
  onDone: () => void;
};

/**
 * Step 1, the customer data, as the create-account wizard's sections for the
 * type (a company: business, PIC, financial, tax status and NPWP, board of
 * directors, invoice delivery). Each Next checks its section; the last one
 * saves the step (the service takes a step only complete), so the buyer can
 * leave and come back to the next one. A refusal lands on its field, in its
 * section.
 */
export function CustomerDataStep({
  type,
  initialValues,
  section,
  completedSteps,
  save,
  refresh,
  onSection,
  onBack,
  onDone,
}: CustomerDataStepProps) {
  const intl = useIntl();
  const sendStep = useSendProfileStep(refresh, onDone);
  const sections = useMemo(() => profileSections(type, 'data'), [type]);
  const current = sections[Math.min(section, sections.length - 1)]!;
  const last = section >= sections.length - 1;
  const schema = useMemo(
    () => customerProfileSchema(intl, type, { part: 'data', sections: [current.id] }),
    [intl, type, current.id],
  );

  const submit = async (
    values: CustomerProfileValues,
    helpers: FormikHelpers<CustomerProfileValues>,
  ) => {
    helpers.setStatus(undefined);
    if (!last) {
      // The next section starts untouched: its errors show once it is left or sent.
      helpers.resetForm({ values });
      onSection(section + 1);
      return;
    }
    await sendStep({
      send: () =>
        save({
          step: 'CUSTOMER_DATA',
          ...toProfileInput(values, { part: 'data' }),
        } as Parameters<Save>[0]),
      values,
      helpers,
      // A refusal opens the first section it names.
      onRefused: (userErrors) => {
        const at = userErrors
          .map((error) => (error.field ? sectionOfPath(sections, type, error.field) : -1))
          .find((index) => index >= 0);
        if (at !== undefined && at !== section) onSection(at);
      },
    });
  };

  return (
    <ProfileStepForm
      initialValues={initialValues}
      schema={schema}
      onSubmit={submit}
      testId="customer-request-data"
      stepper={
        <RequestStepper
          current="CUSTOMER_DATA"
          completedSteps={completedSteps}
          sections={{
            titles: sections.map((item) => titleOf(item, type)),
            current: sections.indexOf(current),
          }}
        />
      }
      onBack={() => (section === 0 ? onBack() : onSection(section - 1))}
      nextLabel={
        last ? (
          <FormattedMessage id="customerRequest.actions.toAddress" />
        ) : (
          <FormattedMessage id="customerRequest.actions.next" />
        )
      }
    >
      <FormSection
        title={<FormattedMessage id={titleOf(current, type)} />}
        description={
          current.hint ? <FormattedMessage id={`customer.section.${current.id}.hint`} /> : undefined
        }
        data-testid={`customer-request-section-${current.id}`}
      >
        <ProfileSectionFields section={current} type={type} />
      </FormSection>
    </ProfileStepForm>
  );
}
