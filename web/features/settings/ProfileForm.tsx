import { Button, Flex, Grid, Input, NativeSelect, Stack } from '@chakra-ui/react';
import { Formik, type FormikHelpers } from 'formik';
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment, useMutation } from 'react-relay';
import type { ProfileForm_viewer$key } from '../../__generated__/ProfileForm_viewer.graphql';
import type { ProfileFormMutation } from '../../__generated__/ProfileFormMutation.graphql';
import { toastSuccess } from '../../ui/toaster';
import { fromGraphQLLanguage, toGraphQLLanguage } from '../../i18n/graphqlLanguage';
import { isLanguage } from '../../i18n/language';
import { messageIn } from '../../i18n/messageIn';
import { useLanguage } from '../../i18n/useLanguage';
import { FormField } from '../../ui/FormField';
import { profileFormSchema, type ProfileFormValues } from './profileFormSchema';
import { FormSection } from '../../ui/FormSection';
import { FormErrorAlert } from '../../ui/FormErrorAlert';
import { useFormFeedback } from '../../ui/useFormFeedback';

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
          id
          email
          fullName
          preferredName
          language
        }
      }
    `,
    viewer,
  );
  const intl = useIntl();
  const feedback = useFormFeedback();
  const { language, setLanguage } = useLanguage();
  const schema = useMemo(() => profileFormSchema(intl), [intl]);
  const [commit] = useMutation<ProfileFormMutation>(graphql`
    mutation ProfileFormMutation($input: ProfileUpdateInput!) {
      profileUpdate(input: $input) {
        user {
          id
          fullName
          preferredName
          language
        }
        userErrors {
          field
          code
          message
        }
      }
    }
  `);

  const initialValues: ProfileFormValues = {
    fullName: user.fullName,
    preferredName: user.preferredName ?? '',
    language: fromGraphQLLanguage(user.language) ?? language,
  };

  const submit = (values: ProfileFormValues, helpers: FormikHelpers<ProfileFormValues>) =>
    new Promise<void>((resolve) => {
      helpers.setStatus(undefined);
      commit({
        variables: {
          input: {
            fullName: values.fullName.trim(),
            preferredName: values.preferredName.trim() === '' ? null : values.preferredName.trim(),
            language: toGraphQLLanguage(values.language),
          },
        },
        onCompleted: (response) => {
          resolve();
          const { user: saved, userErrors } = response.profileUpdate;
          if (saved && userErrors.length === 0) {
            const savedLanguage = fromGraphQLLanguage(saved.language) ?? values.language;
            helpers.resetForm({
              values: { fullName: saved.fullName, preferredName: saved.preferredName ?? '', language: savedLanguage },
            });
            if (savedLanguage !== language) setLanguage(savedLanguage);
            toastSuccess(messageIn(savedLanguage, 'profile.saved'));
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
    <Formik<ProfileFormValues> initialValues={initialValues} enableReinitialize validationSchema={schema} onSubmit={submit}>
      {({ values, errors, touched, submitCount, status, dirty, isSubmitting, handleChange, handleBlur, handleSubmit, setFieldValue }) => {
        const errorOf = (name: keyof ProfileFormValues) => (touched[name] || submitCount > 0 ? (errors[name] as string | undefined) : undefined);
        return (
          <form noValidate onSubmit={handleSubmit} data-testid="profile-form">
            <Stack gap="6" maxWidth="4xl">
              <FormErrorAlert message={status} />
              <FormSection title={<FormattedMessage id="profile.section.personal" />} description={<FormattedMessage id="profile.section.personalHint" />}>
                <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="5">
                  <FormField label={<FormattedMessage id="profile.fullName" />} error={errorOf('fullName')} required>
                    <Input name="fullName" value={values.fullName} onChange={handleChange} onBlur={handleBlur} autoComplete="name" maxLength={250} />
                  </FormField>
                  <FormField label={<FormattedMessage id="profile.preferredName" />} error={errorOf('preferredName')} helper={<FormattedMessage id="profile.preferredNameHint" />}>
                    <Input name="preferredName" value={values.preferredName} onChange={handleChange} onBlur={handleBlur} autoComplete="nickname" maxLength={150} />
                  </FormField>
                  <FormField label={<FormattedMessage id="profile.email" />} helper={<FormattedMessage id="profile.emailHint" />}>
                    <Input name="email" value={user.email} readOnly bg="bg.muted" data-testid="profile-email" />
                  </FormField>
                </Grid>
              </FormSection>

              <FormSection title={<FormattedMessage id="profile.section.language" />} description={<FormattedMessage id="profile.section.languageHint" />}>
                <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="5">
                  <FormField label={<FormattedMessage id="profile.language" />}>
                    <NativeSelect.Root>
                      <NativeSelect.Field
                        name="language"
                        data-testid="profile-language"
                        value={values.language}
                        onBlur={handleBlur}
                        onChange={(event) => {
                          const next = event.currentTarget.value;
                          if (isLanguage(next)) void setFieldValue('language', next);
                        }}
                      >
                        <option value="en">English</option>
                        <option value="id">Bahasa Indonesia</option>
                      </NativeSelect.Field>
                      <NativeSelect.Indicator />
                    </NativeSelect.Root>
                  </FormField>
                </Grid>
              </FormSection>

              <Flex justifyContent="flex-end">
                <Button type="submit" colorPalette="brand" loading={isSubmitting} disabled={!dirty} data-testid="profile-save">
                  <FormattedMessage id="common.saveChanges" />
                </Button>
              </Flex>
            </Stack>
          </form>
        );
      }}
    </Formik>
  );
}
