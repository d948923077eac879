import {
  API,
  foundAccountsSchema,
  startedVerificationSchema,
  verificationSignUpResultSchema,
  verifiedIdentitySchema,
  type VERIFICATION_PURPOSES,
} from 'shared-contract';
import { apiSend } from 'shared-session';

export type VerificationPurpose = (typeof VERIFICATION_PURPOSES)[number];

export const startVerification = (purpose: VerificationPurpose) => apiSend('post', API.userPhoneVerification, startedVerificationSchema, { purpose });

export const checkVerification = (requestId: string, token: string) => apiSend('post', API.authCheckVerification, verifiedIdentitySchema, { requestId, token });

export const applyVerification = (requestId: string) => apiSend('post', API.authVerificationSignUp, verificationSignUpResultSchema, { requestId });

export const findAccounts = (requestId: string, di: string) => apiSend('post', API.authFind, foundAccountsSchema, { requestId, di });
