import fc from 'fast-check';

/** A step of a property run over the money's writers: one operation, or several sent at the same moment. */
export type Step<Op> = Op | { kind: 'together'; ops: Op[] };

/**
 * Steps of `single` operations: one at a time four times in five, else two to `atMost` of them at
 * the same moment, racing as concurrent requests do.
 */
export function stepOf<Op>(single: fc.Arbitrary<Op>, atMost: number): fc.Arbitrary<Step<Op>> {
  return fc.oneof(
    { weight: 4, arbitrary: single },
    {
      weight: 1,
      arbitrary: fc.record({
        kind: fc.constant('together' as const),
        ops: fc.array(single, { minLength: 2, maxLength: atMost }),
      }),
    },
  );
}
