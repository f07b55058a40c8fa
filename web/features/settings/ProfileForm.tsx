import { Input, NativeSelect } from '@chakra-ui/react';
import { useFormikContext, type FormikHelpers } from 'formik';
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { ProfileForm_viewer$key } from '../../__generated__/ProfileForm_viewer.graphql';
import { useProfileUpdate, type ProfileUpdateResult } from '../../domain/profile/useProfileUpdate';
import { toastSuccess } from '../../ui/toaster';
import { fromGraphQLLanguage, toGraphQLLanguage } from '../../i18n/graphqlLanguage';
import { isLanguage } from '../../i18n/language';
import { messageIn } from '../../i18n/messageIn';
import { useLanguage } from '../../i18n/useLanguage';
import { FormField } from '../../ui/FormField';
import { profileFormSchema, type ProfileFormValues } from './profileFormSchema';
import { formikFields } from '../../ui/formikFields';
import { SettingsForm } from './SettingsForm';
import { SettingsSection } from './SettingsSection';

/**
 * My Profile: full name, preferred name and interface language; the email is
 * shown but not changed here. Saving a new language switches the app at once
 * (and every browser the user signs in on after).
 */
export function ProfileForm({ viewer }: { viewer: ProfileForm_viewer$key }) {
  const { user } = useFragment(
    graphql`
      fragment ProfileForm_viewer on Viewer {
        user {
          email
          ...userProfile_user @relay(mask: false)
        }
      }
    `,
    viewer,
  );
  const intl = useIntl();
  const { language, setLanguage } = useLanguage();
  const schema = useMemo(() => profileFormSchema(intl), [intl]);
  const saveProfile = useProfileUpdate();

  const initialValues: ProfileFormValues = {
    fullName: user.fullName,
    preferredName: user.preferredName ?? '',
    language: fromGraphQLLanguage(user.language) ?? language,
  };

  const save = (values: ProfileFormValues) => {
    const input = {
      fullName: values.fullName.trim(),
      preferredName: values.preferredName.trim() === '' ? null : values.preferredName.trim(),
      language: toGraphQLLanguage(values.language),
    };
    return saveProfile(input);
  };

  /** Shows the saved values, and switches the app to the saved language at once. */
  const onSaved = (
    { user: saved }: ProfileUpdateResult,
    values: ProfileFormValues,
    helpers: FormikHelpers<ProfileFormValues>,
  ) => {
    if (!saved) return;
    const savedLanguage = fromGraphQLLanguage(saved.language) ?? values.language;
    helpers.resetForm({
      values: {
        fullName: saved.fullName,
        preferredName: saved.preferredName ?? '',
        language: savedLanguage,
      },
    });
    if (savedLanguage !== language) setLanguage(savedLanguage);
    toastSuccess(messageIn(savedLanguage, 'profile.saved'));
  };

  return (
    <SettingsForm
      initialValues={initialValues}
      validationSchema={schema}
      save={save}
      onSaved={onSaved}
      testId="profile-form"
      saveTestId="profile-save"
    >
      <ProfileFields email={user.email} />
    </SettingsForm>
  );
}

/** Full and preferred name, the email (shown, not changed here), and the interface language. */
function ProfileFields({ email }: { email: string }) {
  const formik = useFormikContext<ProfileFormValues>();
  const { errorOf, input } = formikFields(formik);
  return (
    <>
      <SettingsSection
        title={{ id: 'profile.section.personal' }}
        description={{ id: 'profile.section.personalHint' }}
      >
        <FormField
          label={<FormattedMessage id="profile.fullName" />}
          error={errorOf('fullName')}
          required
        >
          <Input {...input('fullName')} autoComplete="name" maxLength={250} />
        </FormField>
        <FormField
          label={<FormattedMessage id="profile.preferredName" />}
          error={errorOf('preferredName')}
          helper={<FormattedMessage id="profile.preferredNameHint" />}
        >
          <Input {...input('preferredName')} autoComplete="nickname" maxLength={150} />
        </FormField>
        <FormField
          label={<FormattedMessage id="profile.email" />}
          helper={<FormattedMessage id="profile.emailHint" />}
        >
          <Input name="email" value={email} readOnly bg="bg.muted" data-testid="profile-email" />
        </FormField>
      </SettingsSection>

      <SettingsSection
        title={{ id: 'profile.section.language' }}
        description={{ id: 'profile.section.languageHint' }}
      >
        <FormField label={<FormattedMessage id="profile.language" />}>
          <NativeSelect.Root>
            <NativeSelect.Field
              name="language"
              data-testid="profile-language"
              value={formik.values.language}
              onBlur={formik.handleBlur}
              onChange={(event) => {
                const next = event.currentTarget.value;
                if (isLanguage(next)) void formik.setFieldValue('language', next);
              }}
            >
              <option value="en">English</option>
              <option value="id">Bahasa Indonesia</option>
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
      </SettingsSection>
    </>
  );
}
