import { COMMUNITY_POST_MAX_IMAGES, PROFILE_IMAGE_MIME_TYPES, profileImageProblem, type ErrorCode } from 'shared-contract';

/** What the picker offers; the api judges the bytes. */
export const POST_IMAGE_ACCEPT = '.jpg,.jpeg,.png,image/jpeg,image/png';

export type PostImageCode = Extract<ErrorCode, 'COMMUNITY_TOO_MANY_IMAGES' | 'IMAGE_TYPE_NOT_ALLOWED' | 'IMAGE_TOO_LARGE'>;

/** The api's rules for one image (profile images' rules: jpg or png, 10 MB), a declared type included. */
export function postImageProblem(file: File): PostImageCode | null {
  if (file.type !== '' && !(PROFILE_IMAGE_MIME_TYPES as readonly string[]).includes(file.type)) return 'IMAGE_TYPE_NOT_ALLOWED';
  return profileImageProblem(file);
}

/** Adds the chosen images to the post's, or says why not (then the list stays as it was): at most 4, each valid. */
export function addPostImages(current: readonly File[], chosen: readonly File[]): { files: File[]; refusal: PostImageCode | null } {
  if (current.length + chosen.length > COMMUNITY_POST_MAX_IMAGES) return { files: [...current], refusal: 'COMMUNITY_TOO_MANY_IMAGES' };
  for (const file of chosen) {
    const problem = postImageProblem(file);
    if (problem) return { files: [...current], refusal: problem };
  }
  return { files: [...current, ...chosen], refusal: null };
}
