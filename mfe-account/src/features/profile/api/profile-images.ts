import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API, meSchema, profileImagesSchema, type SetProfileImageInput } from 'shared-contract';
import { apiGet, apiSend, apiUpload } from 'shared-session';
import { usePutMe } from './update-info';

export const profileImagesQueryKey = ['user', 'profile', 'images'] as const;

/** `GET /api/user/profile/images`: the member's uploads and owned KEY designs. */
export const fetchProfileImages = () => apiGet(API.userProfileImages, profileImagesSchema);

export function useProfileImages() {
  return useQuery({ queryKey: profileImagesQueryKey, queryFn: fetchProfileImages, staleTime: 0 });
}

/** After a change: the member from the answer, and the list's selection. */
function useAfterProfileChange() {
  const queryClient = useQueryClient();
  const putMe = usePutMe();
  return async (me: Parameters<typeof putMe>[0]) => {
    putMe(me);
    await queryClient.invalidateQueries({ queryKey: profileImagesQueryKey });
  };
}

/** `POST /api/user/profile/upload` (field `image`, 30 s timeout): the upload becomes the profile image. */
export const uploadProfileImage = (file: File) => {
  const form = new FormData();
  form.append('image', file, file.name);
  return apiUpload(API.userProfileUpload, meSchema, form);
};

export function useUploadProfileImage() {
  const after = useAfterProfileChange();
  return useMutation({ mutationFn: uploadProfileImage, onSuccess: after });
}

/** `POST /api/user/profile`: an owned KEY (`keyId`) or an earlier upload (`uploadId`). */
export const setProfileImage = (input: SetProfileImageInput) => apiSend('post', API.userProfile, meSchema, input);

export function useSetProfileImage() {
  const after = useAfterProfileChange();
  return useMutation({ mutationFn: setProfileImage, onSuccess: after });
}
