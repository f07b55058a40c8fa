import type { Language } from './language';

/** The GraphQL `Language` enum's values. */
export type GraphQLLanguage = 'EN' | 'ID';

/** The interface language of a GraphQL `Language` value (null, or a value added later, stays null). */
export function fromGraphQLLanguage(value: string | null | undefined): Language | null {
  return value === 'EN' ? 'en' : value === 'ID' ? 'id' : null;
}

export function toGraphQLLanguage(language: Language): GraphQLLanguage {
  return language === 'id' ? 'ID' : 'EN';
}
