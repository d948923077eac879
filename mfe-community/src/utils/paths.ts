/** Where a visitor signs in: the account remote's page, with the SessionRequired message, then back here. */
export const signInPath = (callbackUrl: string) => `/user/login?${new URLSearchParams({ error: 'SessionRequired', callbackUrl })}`;

/** The project's page in the market remote (where its KEYs are sold). */
export const projectPath = (projectId: number) => `/project?id=${projectId}`;
