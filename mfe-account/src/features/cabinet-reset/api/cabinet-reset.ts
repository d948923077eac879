import { API, cabinetResetResultSchema, resetMailResultSchema, type CabinetResetInput } from 'shared-contract';
import { apiSend } from 'shared-session';

export type ResetLinkIds = { userId: number; uuid: string };

/** `POST /api/mail/reset-password`: mails the signed-in member a one-hour reset link. */
export const requestResetMail = () => apiSend('post', API.mailResetPassword, resetMailResultSchema);

/** `POST /api/cabinet/check`: the link exists for that member, unused and not expired. */
export const checkResetLink = (ids: ResetLinkIds) => apiSend('post', API.cabinetCheck, cabinetResetResultSchema, ids);

/** `PUT /api/cabinet/reset/password`: the link's ids and the new password twice. */
export const resetCabinetPassword = (input: CabinetResetInput) => apiSend('put', API.cabinetResetPassword, cabinetResetResultSchema, input);
