export const PRE_REGISTRATION_PATH = '/event/pre-reservation';

/** The page of one step. */
export const stepPath = (step: number) => `${PRE_REGISTRATION_PATH}?p=${step}`;

/** Sign-in, coming back to the given step. */
export const signInPath = (step: number) => `/user/login?${new URLSearchParams({ error: 'SessionRequired', callbackUrl: stepPath(step) })}`;
