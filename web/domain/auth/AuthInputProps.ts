import type { ChangeEvent } from 'react';

/** What a sign-in page's own field (email, current password) takes from its form: formik's handlers or the sign-in page's. */
export type AuthInputProps = {
  value: string;
  error: string | undefined;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  onBlur: (event: ChangeEvent<HTMLInputElement>) => void;
  autoFocus?: boolean;
};
