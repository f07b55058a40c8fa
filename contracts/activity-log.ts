import { ACTIVITY_AREAS } from './activity-areas.js';
import type { AreaActivity } from './common/activity-text.js';

/**
 * What each area writes to the activity log, from the areas' contracts: an
 * area declares the kinds of record it logs and its messages beside its REST
 * contract (`export const <AREA>_ACTIVITY = areaActivity(…)`), and `npm run
 * areas` lists it in `activity-areas.ts`. The services log only these
 * (services/kit/activity.ts); the GraphQL enums `ActivityEntityKind` and
 * `ActivityMessage` (each area's slice extends them) and the web's catalogues
 * follow them (tests/integration/activity-log.test.ts holds them together).
 */
type Area = (typeof ACTIVITY_AREAS)[number];
type Intersection<Union> = (Union extends unknown ? (part: Union) => void : never) extends (
  part: infer Whole,
) => void
  ? Whole
  : never;

/** The areas' declarations as one, refusing a kind of record or a message two areas declare. */
export function joinActivity(areas: readonly AreaActivity[]): AreaActivity<string[]> {
  const entities = new Set<string>();
  const messages: AreaActivity['messages'] = {};
  for (const area of areas) {
    for (const entity of area.entities) {
      if (entities.has(entity)) throw new Error(`the activity kind ${entity} is declared twice`);
      entities.add(entity);
    }
    for (const [message, text] of Object.entries(area.messages)) {
      if (message in messages) throw new Error(`the activity message ${message} is declared twice`);
      messages[message] = text;
    }
  }
  return { entities: [...entities], messages };
}

const joined = joinActivity(ACTIVITY_AREAS);

/** Every kind of record the services may log, in the areas' order. */
export const ACTIVITY_ENTITIES = joined.entities as readonly Area['entities'][number][];

/** Every message the activity log holds: its English text from its typed values. */
export const ACTIVITY_MESSAGES = joined.messages as Intersection<Area['messages']>;
