/** True for the api's 404 answers (`ApiError` from shared-session carries the HTTP status). */
export const isNotFound = (error: unknown) => error instanceof Error && (error as Error & { status?: number }).status === 404;
