import type { IntlShape } from 'react-intl';

/**
 * The name an entity shows under: the default entity (stored as "Default")
 * reads "Default entity" in the user's language; others as named.
 */
export function entityDisplayName(
  entity: { readonly name: string; readonly isDefault: boolean },
  intl: IntlShape,
): string {
  return entity.isDefault ? intl.formatMessage({ id: 'entities.defaultName' }) : entity.name;
}
