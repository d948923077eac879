import { sessionRequiredSignInPath } from '../../../utils/callback-url';

export const PRE_REGISTRATION_PATH = '/event/pre-reservation';

/** The steps a member acts on: entering, then the reward. */
export const ENTRY_STEP = 3;
export const DONE_STEP = 4;

/** The page of one step. */
export const stepPath = (step: number) => `${PRE_REGISTRATION_PATH}?p=${step}`;

/** Sign-in, coming back to the given step. */
export const signInPath = (step: number) => sessionRequiredSignInPath(stepPath(step));
