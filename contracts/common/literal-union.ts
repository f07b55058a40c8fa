import { Type, type TLiteral, type TSchemaOptions, type TUnion } from 'typebox';

/** One literal schema per value, in order: the tuple `Type.Union` takes, so the union's type is the values'. */
type Literals<Values extends readonly string[]> = {
  -readonly [Index in keyof Values]: TLiteral<Values[Index] & string>;
};

/**
 * One of a list of strings, as a schema: the union of each value's literal,
 * the same JSON Schema `Type.Union([Type.Literal(…), …])` writes out, with
 * the values named once.
 *
 * @example LiteralUnion(['DEBIT', 'CREDIT'])
 */
export function LiteralUnion<const Values extends readonly string[]>(
  values: Values,
  options?: TSchemaOptions,
): TUnion<Literals<Values>> {
  const literals = values.map((value) => Type.Literal(value)) as Literals<Values>;
  return Type.Union<Literals<Values>>([...literals], options);
}
