import { NativeSelect } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { isLanguage } from '../i18n/language';
import { useLanguage } from '../i18n/useLanguage';

/** Switches between English and Bahasa Indonesia; the choice is kept in the `language` cookie. */
export function LanguageSwitch({ size = 'sm' }: { size?: 'xs' | 'sm' | 'md' }) {
  const intl = useIntl();
  const { language, setLanguage } = useLanguage();
  return (
    <NativeSelect.Root size={size} width="auto" variant="outline">
      <NativeSelect.Field
        data-testid="language-switch"
        name="language"
        aria-label={intl.formatMessage({ id: 'header.language' })}
        value={language}
        bg="bg"
        onChange={(event) => {
          const next = event.currentTarget.value;
          if (isLanguage(next)) setLanguage(next);
        }}
      >
        <option value="en">English</option>
        <option value="id">Bahasa Indonesia</option>
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
