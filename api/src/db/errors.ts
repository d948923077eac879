/** PostgreSQL (and PGlite) answer a unique violation with SQLSTATE 23505. */
export const isUniqueViolation = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
