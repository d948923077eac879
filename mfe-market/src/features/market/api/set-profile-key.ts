import { API } from 'shared-contract';
import { apiSend } from 'shared-session';
import { schema } from '../../../api/lazy-schema';

/** `POST /api/user/profile { keyId }`: an owned KEY design becomes the member's profile image. */
export const setProfileKey = (keyDesignId: number) => apiSend('post', API.userProfile, schema('meSchema'), { keyId: keyDesignId });
