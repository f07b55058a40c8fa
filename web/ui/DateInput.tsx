import { Box, IconButton, Input, InputGroup, type InputProps } from '@chakra-ui/react';
import { useRef, useState, type ChangeEventHandler, type FocusEventHandler } from 'react';
import { useIntl } from 'react-intl';
import { formatDateField, parseDateField } from '../i18n/format';
import { useLanguage } from '../i18n/useLanguage';
import { MenuIcon } from './MenuIcon';

type DateInputProps = Omit<InputProps, 'type' | 'value' | 'onChange' | 'onBlur' | 'min' | 'max'> & {
  name?: string;
  /** The date, `YYYY-MM-DD`, or '' for none. */
  value: string;
  /** Called with the date input's own event: its `value` is `YYYY-MM-DD`, or '' while the text is no whole date. */
  onChange?: ChangeEventHandler<HTMLInputElement>;
  onBlur?: FocusEventHandler<HTMLInputElement>;
  min?: string;
  max?: string;
  'data-testid'?: string;
};

const setInputValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;

/**
 * A calendar date (`YYYY-MM-DD`, no time and no time zone) written in the
 * interface language's order: dd/mm/yyyy in Indonesian, mm/dd/yyyy in
 * English. A browser's own date field follows the browser's language, not
 * the one chosen in the app, so the text is a field of ours; the browser's
 * date field stays underneath, unseen, holding the `YYYY-MM-DD` value, the
 * `name` and the test id, and its calendar opens from the button. Every
 * change and blur arrives as that field's own event, as with a plain input.
 */
export function DateInput({
  name,
  value,
  onChange,
  onBlur,
  min,
  max,
  disabled,
  size,
  'data-testid': testId,
  ...textProps
}: DateInputProps) {
  const intl = useIntl();
  const { language } = useLanguage();
  const dateField = useRef<HTMLInputElement>(null);
  const [text, setText] = useState(() => formatDateField(value, language));
  // A value set from outside (a reset, the calendar, another field) is shown; one the text already says is left as typed.
  const [shown, setShown] = useState(`${value}|${language}`);
  if (shown !== `${value}|${language}`) {
    setShown(`${value}|${language}`);
    if ((parseDateField(text, language) ?? '') !== value || !text)
      setText(formatDateField(value, language));
  }

  const change = (typed: string) => {
    setText(typed);
    const field = dateField.current;
    const date = parseDateField(typed, language) ?? '';
    if (!field || field.value === date) return;
    setInputValue.call(field, date);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  };
  const blur = () => {
    const date = parseDateField(text, language);
    if (date) setText(formatDateField(date, language));
    dateField.current?.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
  };

  return (
    <Box position="relative" width="full">
      <InputGroup
        endElement={
          <IconButton
            size="2xs"
            variant="ghost"
            disabled={disabled}
            aria-label={intl.formatMessage({ id: 'common.dateInput.calendar' })}
            onClick={() => dateField.current?.showPicker()}
          >
            <MenuIcon name="calendar" />
          </IconButton>
        }
      >
        <Input
          {...textProps}
          size={size}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          value={text}
          disabled={disabled}
          placeholder={intl.formatMessage({ id: 'common.dateInput.placeholder' })}
          onChange={(event) => change(event.currentTarget.value)}
          onBlur={blur}
          data-date-text={name ?? testId ?? ''}
        />
      </InputGroup>
      <input
        ref={dateField}
        type="date"
        name={name}
        value={value}
        min={min}
        max={max}
        disabled={disabled}
        onChange={onChange}
        onBlur={onBlur}
        tabIndex={-1}
        aria-hidden
        data-testid={testId}
        style={{
          position: 'absolute',
          inset: 0,
          width: '100%',
          height: '100%',
          opacity: 0,
          pointerEvents: 'none',
        }}
      />
    </Box>
  );
}
