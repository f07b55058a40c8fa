import { useIntl } from 'react-intl';
import { isLanguage, rememberSignedOutChoice, type Language } from '../i18n/language';
import { useLanguage } from '../i18n/useLanguage';
import { OptionSelect } from './OptionSelect';

/** Each language named in itself, the same whatever the interface's language. */
const LANGUAGE_OPTIONS = [
  { value: 'en', label: 'English' },
  { value: 'id', label: 'Bahasa Indonesia' },
] as const;

/** On a phone's narrow header: each language by its ISO 639-1 code (the select's label still names the control in full). */
const COMPACT_OPTIONS = [
  { value: 'en', label: 'EN' },
  { value: 'id', label: 'ID' },
] as const;

type LanguageSwitchProps = {
  size?: 'xs' | 'sm' | 'md';
  /**
   * What a choice does. By default (signed out) it switches the interface,
   * which writes the `language` cookie, and remembers the choice for the
   * sign-in that follows; signed in, `ViewerLanguageSwitch` also saves it.
   */
  onChange?: (language: Language) => void;
  /** Codes (EN, ID) instead of names, where the names do not fit (the app's header on a phone). */
  compact?: boolean;
};

/** Switches between English and Bahasa Indonesia; the choice is kept in the `language` cookie. */
export function LanguageSwitch({ size = 'sm', onChange, compact = false }: LanguageSwitchProps) {
  const intl = useIntl();
  const { language, setLanguage } = useLanguage();
  const choose =
    onChange ??
    ((next: Language) => {
      setLanguage(next);
      rememberSignedOutChoice(next);
    });
  return (
    <OptionSelect
      root={{ size, width: 'auto', variant: 'outline' }}
      fitOptions
      data-testid="language-switch"
      name="language"
      aria-label={intl.formatMessage({ id: 'header.language' })}
      value={language}
      bg="bg"
      onChange={(event) => {
        const next = event.currentTarget.value;
        if (isLanguage(next)) choose(next);
      }}
      options={compact ? COMPACT_OPTIONS : LANGUAGE_OPTIONS}
    />
  );
}
