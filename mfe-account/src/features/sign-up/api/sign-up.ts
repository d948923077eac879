import { API, signUpResultSchema, type SignUpInput } from 'shared-contract';
import { apiSend } from 'shared-session';

/** `POST /api/auth/sign-up` (body per `signUpSchema`): the consents, the cabinet password twice and the current language. */
export const postSignUp = (input: SignUpInput) => apiSend('post', API.authSignUp, signUpResultSchema, input);
