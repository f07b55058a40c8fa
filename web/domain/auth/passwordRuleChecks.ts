/** The spec's password rules, each on its own, for the form's checklist and its schema. */
export type PasswordRuleChecks = {
  /** At least 8 characters. */
  length: boolean;
  /** At least one capital letter (A–Z). */
  capital: boolean;
  /** At least one number (0–9). */
  number: boolean;
};

/** The minimum length of a password (the account service applies the same rule). */
export const PASSWORD_MIN_LENGTH = 8;

/**
 * Which of the password rules `password` meets: at least 8 characters, a
 * capital letter and a number, as the account service checks them.
 *
 * @example passwordRuleChecks('Rahasia1') // { length: true, capital: true, number: true }
 */
export function passwordRuleChecks(password: string): PasswordRuleChecks {
  return {
    length: password.length >= PASSWORD_MIN_LENGTH,
    capital: /[A-Z]/.test(password),
    number: /\d/.test(password),
  };
}
