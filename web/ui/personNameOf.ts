/** A member as the payment screens name them: their full name, or their email when it is empty; null for one no longer visible. */
export function personNameOf(
  user: { readonly fullName: string; readonly email: string } | null | undefined,
): string | null {
  return user ? user.fullName || user.email : null;
}
