import { createContext } from 'react';
import type { Language } from './language';

export type LanguageState = {
  language: Language;
  setLanguage: (language: Language) => void;
};

/** The current interface language and how to change it; provided by `I18nProvider`. */
export const LanguageContext = createContext<LanguageState>({
  language: 'en',
  setLanguage: () => undefined,
});
