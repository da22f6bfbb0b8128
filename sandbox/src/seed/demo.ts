/**
 * What `npm start` seeds its demo app with, beyond the defaults: threads of replies, and webhooks with a
 * delivery log (one failing) to look into. No imports: the start script reads it without the seeder.
 */
export const DEMO_SEED_ARGS = ["--threads", "150", "--webhooks"] as const;
