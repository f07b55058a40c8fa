import type { IntlShape } from 'react-intl';

type Named = {
  readonly legalName: string;
  readonly generated: boolean;
  readonly entity: { readonly isDefault: boolean } | null | undefined;
};

/**
 * The name a counterparty shows under: the one generated for the default
 * entity (stored as "Default") reads "Default entity" in the user's language;
 * every other by its legal name.
 */
export function counterpartyDisplayName(counterparty: Named, intl: IntlShape): string {
  return counterparty.generated && counterparty.entity?.isDefault
    ? intl.formatMessage({ id: 'counterparties.defaultEntityName' })
    : counterparty.legalName;
}
