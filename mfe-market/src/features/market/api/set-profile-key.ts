import { API, meSchema } from 'shared-contract';
import { apiSend } from 'shared-session';

/** `POST /api/user/profile { keyId }`: an owned KEY design becomes the member's profile image. */
export const setProfileKey = (keyDesignId: number) => apiSend('post', API.userProfile, meSchema, { keyId: keyDesignId });
