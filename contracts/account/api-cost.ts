import { Type, type Static } from 'typebox';

/** The bounds of an organisation's own bucket sizes and restore rates (the migration checks the same). */
export const COST_BUCKET_SIZE_MIN = 1_000;
export const COST_BUCKET_SIZE_MAX = 10_000_000;
export const COST_RESTORE_RATE_MIN = 1;
export const COST_RESTORE_RATE_MAX = 1_000_000;

/**
 * The deployment's defaults, for organisations that set none (the
 * `COST_BUCKET_*` environment variables change them): an API key's bucket
 * holds 200,000 points and restores 10,000 a second, full again in 20 s like
 * Shopify's 1,000 at 50; a member's (all their sessions) holds 500,000 and restores
 * 25,000, for screens that ask for several full pages at once. Each holds the
 * costliest operation the BFF's default cost limit admits (100,000).
 */
export const DEFAULT_COST_BUCKETS = {
  apiKeys: { bucketSize: 200_000, restoreRate: 10_000 },
  sessions: { bucketSize: 500_000, restoreRate: 25_000 },
} as const;

/** One operation's cost to take from the caller's bucket. */
export const CostTakeBody = Type.Object(
  {
    cost: Type.Integer({
      minimum: 0,
      maximum: 1_000_000_000,
      description:
        'The operation’s requested cost in points, as the BFF computed it from the document and its variables.',
    }),
  },
  { additionalProperties: false },
);
export type CostTakeBody = Static<typeof CostTakeBody>;

/** The bucket after the request, granted or not. */
export const CostTakeResponse = Type.Object({
  granted: Type.Boolean({
    description:
      'Whether the cost was taken; false when the bucket holds less than it (nothing is taken then).',
  }),
  maximumAvailable: Type.Integer({ description: 'The bucket’s size in points.' }),
  currentlyAvailable: Type.Integer({
    description:
      'The points the bucket holds now, after the cost was taken when granted (rounded down).',
  }),
  restoreRate: Type.Integer({ description: 'Points restored per second, up to the size.' }),
  retryAfterSeconds: Type.Union([Type.Integer(), Type.Null()], {
    description:
      'When refused: in how many seconds the bucket holds the cost again (at least 1); null when granted.',
  }),
});
export type CostTakeResponse = Static<typeof CostTakeResponse>;

const CostBucket = (description: string) =>
  Type.Object(
    {
      bucketSize: Type.Integer({
        minimum: COST_BUCKET_SIZE_MIN,
        maximum: COST_BUCKET_SIZE_MAX,
        description: `The most points the bucket holds: ${COST_BUCKET_SIZE_MIN.toLocaleString('en')} to ${COST_BUCKET_SIZE_MAX.toLocaleString('en')}.`,
      }),
      restoreRate: Type.Integer({
        minimum: COST_RESTORE_RATE_MIN,
        maximum: COST_RESTORE_RATE_MAX,
        description: `Points restored per second: ${COST_RESTORE_RATE_MIN} to ${COST_RESTORE_RATE_MAX.toLocaleString('en')}.`,
      }),
    },
    { additionalProperties: false, description },
  );

const AppliedCostBucket = (description: string) =>
  Type.Object(
    {
      bucketSize: Type.Integer({ description: 'The most points the bucket holds.' }),
      restoreRate: Type.Integer({ description: 'Points restored per second.' }),
      custom: Type.Boolean({
        description: 'Whether the organisation set these; false: the deployment’s defaults.',
      }),
    },
    { description },
  );

/** The organisation's cost buckets as they apply: its own values or the deployment's defaults. */
export const ApiCostSettingsResponse = Type.Object({
  apiKeys: AppliedCostBucket('Each API key’s bucket.'),
  sessions: AppliedCostBucket('Each member’s bucket, which all their signed-in sessions draw on.'),
});
export type ApiCostSettingsResponse = Static<typeof ApiCostSettingsResponse>;

/** New buckets; a kind left out keeps its values, null goes back to the defaults. */
export const ApiCostSettingsBody = Type.Object(
  {
    apiKeys: Type.Optional(Type.Union([CostBucket('Each API key’s bucket.'), Type.Null()])),
    sessions: Type.Optional(
      Type.Union([
        CostBucket('Each member’s bucket, which all their signed-in sessions draw on.'),
        Type.Null(),
      ]),
    ),
  },
  { additionalProperties: false },
);
export type ApiCostSettingsBody = Static<typeof ApiCostSettingsBody>;

/** Requests to take from the calling API key's request bucket (its rate limit per minute). */
export const RequestTakeBody = Type.Object(
  {
    requests: Type.Integer({
      minimum: 1,
      maximum: 1_000,
      description: 'How many requests this one counts as (more for a refused document).',
    }),
    perMinute: Type.Integer({
      minimum: 1,
      maximum: 1_000_000,
      description:
        'The limit the BFF enforces: requests a key may make per minute (API_KEY_RATE_LIMIT).',
    }),
    overdraw: Type.Boolean({
      description:
        'Take them whatever the bucket holds, down to a minute’s worth below empty: a charge, not an admission.',
    }),
  },
  { additionalProperties: false },
);
export type RequestTakeBody = Static<typeof RequestTakeBody>;

export const RequestTakeResponse = Type.Object({
  granted: Type.Boolean({
    description: 'Whether the request is admitted (always true with `overdraw`).',
  }),
  retryAfterSeconds: Type.Union([Type.Integer(), Type.Null()], {
    description:
      'When refused: in how many seconds the bucket holds the requests again (at least 1).',
  }),
});
export type RequestTakeResponse = Static<typeof RequestTakeResponse>;
