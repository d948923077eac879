/** PostgreSQL (and PGlite) answer a unique violation with SQLSTATE 23505. */
export const isUniqueViolation = (error: unknown): boolean => typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';

/** The constraint (or unique index) a violation names; PostgreSQL and PGlite both report it. */
export const violatedConstraint = (error: unknown): string | undefined => {
  const constraint = typeof error === 'object' && error !== null ? (error as { constraint?: unknown }).constraint : undefined;
  return typeof constraint === 'string' ? constraint : undefined;
};

/** A row still referenced by another table's foreign key (SQLSTATE 23503). */
export const isForeignKeyViolation = (error: unknown): boolean => typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23503';
