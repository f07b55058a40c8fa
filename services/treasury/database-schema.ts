/** The PostgreSQL schema the treasury service's tables live in. */
export const TREASURY_SCHEMA = 'treasury';
