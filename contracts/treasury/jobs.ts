/**
 * The schema of the treasury's job queue (graphile-worker's tables, which
 * its runner migrates). It is the one queue another service writes to: the
 * invoicing service queues CHECKOUT_MISMATCH_JOB (contracts/invoicing/
 * checkout.ts) there in the transaction that records a checkout payment of
 * another amount, in the PostgreSQL database every service of a deployment
 * shares.
 */
export const TREASURY_JOBS_SCHEMA = 'treasury_jobs';
