import { useMutation, useQueryClient } from '@tanstack/react-query';
import { COMMUNITY_API } from 'shared-contract';
import { apiUpload } from 'shared-session';
import { profileAnswerSchema } from '../../../api/answers';
import { communityKeys } from '../../../api/query-keys';

/** `POST /api/board/profile/upload` (file `image`, jpg/png, 10 MB): uploads and selects the community image. */
export const uploadProfileImage = (file: File) => {
  const form = new FormData();
  form.append('image', file, file.name);
  return apiUpload(COMMUNITY_API.profileUpload, profileAnswerSchema, form);
};

export function useUploadProfileImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadProfileImage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: communityKeys.profile() }),
  });
}
