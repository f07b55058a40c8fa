import { useCallback, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { catalogue, loadCatalogue } from './catalogues';
import { latestChoice } from './latestChoice';
import { localeOf } from './format';
import { initialLanguage, writeLanguageCookie, type Language } from './language';
import { LanguageContext } from './LanguageContext';

/**
 * Provides react-intl with the en or id catalogue. The starting language comes
 * from the `language` cookie or the browser; changing it writes the cookie and
 * `<html lang>`.
 */
export function I18nProvider({ children }: { children: ReactNode }) {
  const [language, setLanguageState] = useState<Language>(initialLanguage);

  useLayoutEffect(() => {
    document.documentElement.lang = language;
  }, [language]);

  // Catalogues arrive in any order: the saved language's Indonesian chunk, still loading on a busy machine, came in after the
  // member chose English and switched the page back (the reconciliation e2e saw it). Only the latest choice is applied.
  const choose = useMemo(() => latestChoice(loadCatalogue, setLanguageState), []);
  const setLanguage = useCallback(
    (next: Language) => {
      writeLanguageCookie(next);
      // The catalogue may still be a chunk to fetch; English shows meanwhile if it cannot load.
      choose(next);
    },
    [choose],
  );

  const value = useMemo(() => ({ language, setLanguage }), [language, setLanguage]);

  return (
    <LanguageContext.Provider value={value}>
      <IntlProvider
        locale={localeOf(language)}
        messages={catalogue(language)}
        defaultLocale="en-US"
      >
        {children}
      </IntlProvider>
    </LanguageContext.Provider>
  );
}
