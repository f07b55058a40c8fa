import { useLayoutEffect } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { ViewerLanguageSwitch_viewer$key } from '../__generated__/ViewerLanguageSwitch_viewer.graphql';
import { useProfileUpdate } from '../domain/profile/useProfileUpdate';
import { LanguageSwitch } from '../ui/LanguageSwitch';
import { PHONE_MAX_QUERY } from '../ui/breakpoints';
import { useMediaQuery } from '../ui/useMediaQuery';
import { toaster } from '../ui/toaster';
import { fromGraphQLLanguage, toGraphQLLanguage } from '../i18n/graphqlLanguage';
import { takeSignedOutChoice, type Language } from '../i18n/language';
import { useLanguage } from '../i18n/useLanguage';

/**
 * The language switch of a signed-in user, which keeps the interface and the
 * user's saved language (My Profile) in step:
 *
 * - A choice made here switches the interface and saves it on the user.
 * - When the signed-in layout starts (after sign-in, or a reload), the saved
 *   language is applied if it differs from the cookie's, so a user gets their
 *   language on any browser. The one exception: a language picked with the
 *   switch on the sign-in page just before (remembered for this tab only) is an
 *   explicit choice that wins; it is saved instead. A user who never chose a
 *   language keeps the browser's.
 */
/** The user whose saved language this page load has applied: once per user, not once per mount of the layout. */
let savedLanguageAppliedFor: string | null = null;

export function ViewerLanguageSwitch({ viewer }: { viewer: ViewerLanguageSwitch_viewer$key }) {
  const { user } = useFragment(
    graphql`
      fragment ViewerLanguageSwitch_viewer on Viewer {
        user {
          ...userProfile_user @relay(mask: false)
        }
      }
    `,
    viewer,
  );
  const intl = useIntl();
  const { language, setLanguage } = useLanguage();
  // The header on a phone has no room for "Bahasa Indonesia" beside the organisation's name.
  const phone = useMediaQuery(PHONE_MAX_QUERY);
  const saveProfile = useProfileUpdate();

  const save = (next: Language) => {
    const input = {
      fullName: user.fullName,
      preferredName: user.preferredName,
      language: toGraphQLLanguage(next),
    };
    void saveProfile(input)
      .then((result) => result.userErrors.length === 0)
      .catch(() => false)
      .then((saved) => {
        if (!saved)
          toaster.create({
            type: 'error',
            title: intl.formatMessage({ id: 'header.languageNotSaved' }),
            closable: true,
          });
      });
  };

  // Once per user and page load (the layout may mount again meanwhile: a choice made since must not be undone by the saved language
  // the server still answers until the choice is saved); a layout effect, so the other language never paints.
  useLayoutEffect(() => {
    if (savedLanguageAppliedFor === user.id) return;
    savedLanguageAppliedFor = user.id;
    const saved = fromGraphQLLanguage(user.language);
    const chosen = takeSignedOutChoice();
    if (chosen === language && chosen !== saved) save(chosen);
    else if (saved && saved !== language) setLanguage(saved);
    // Only the values at the start matter.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <LanguageSwitch
      compact={phone}
      onChange={(next) => {
        setLanguage(next);
        save(next);
      }}
    />
  );
}
