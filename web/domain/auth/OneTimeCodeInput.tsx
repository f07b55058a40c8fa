import { Input, type InputProps } from '@chakra-ui/react';
import { useFormikContext } from 'formik';

type OneTimeCodeInputProps = Omit<InputProps, 'value' | 'onChange'> & {
  value: string;
  /** The digits typed so far (anything else is dropped), at most six. */
  onValueChange: (digits: string) => void;
};

/** The 6-digit code an authenticator app shows (`name="code"`), offered by the phone's one-time-code autofill. */
export function OneTimeCodeInput({ value, onValueChange, ...rest }: OneTimeCodeInputProps) {
  return (
    <Input
      name="code"
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      placeholder="000000"
      value={value}
      onChange={(event) => onValueChange(event.target.value.replace(/\D/g, '').slice(0, 6))}
      fontFamily="mono"
      {...rest}
    />
  );
}

/** The code field of a formik form that holds the code as `code`: its value, its changes and its blur are the form's. */
export function FormikCodeInput(props: Omit<OneTimeCodeInputProps, 'value' | 'onValueChange'>) {
  const { values, setFieldValue, handleBlur } = useFormikContext<{ code: string }>();
  return (
    <OneTimeCodeInput
      value={values.code}
      onValueChange={(code) => void setFieldValue('code', code)}
      onBlur={handleBlur}
      {...props}
    />
  );
}
