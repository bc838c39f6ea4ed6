/** The PostgreSQL schema of the job queue's tables (pg-boss's own). */
export const JOB_QUEUE_SCHEMA = 'pgboss';
