import { API, signUpResultSchema as successSchema, type DeactivateInput } from 'shared-contract';
import { apiSend } from 'shared-session';

/** `POST /api/user/deactivate`: answers 'SUCCESS'. */
export const deactivateAccount = (input: DeactivateInput) => apiSend('post', API.userDeactivate, successSchema, input);
