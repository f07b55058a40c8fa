import { useContext } from 'react';
import { LanguageContext, type LanguageState } from './LanguageContext';

/** The current interface language and its setter (which also writes the `language` cookie). */
export function useLanguage(): LanguageState {
  return useContext(LanguageContext);
}
