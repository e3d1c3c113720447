export const COUNT_MISMATCHES_SQL: string;
export const APPLIED_MIGRATIONS_SQL: string;
export function expectedMigrations(journal: string): number;
