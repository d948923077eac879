import { useMutation, useQueryClient } from '@tanstack/react-query';
import { COMMUNITY_API, type PostInput } from 'shared-contract';
import { apiUpload } from 'shared-session';
import { postAnswerSchema } from '../../../api/answers';
import { communityKeys } from '../../../api/query-keys';

export type CreatePostInput = { projectId: number; values: PostInput; images: readonly File[] };

/** `POST /api/board/community/:projectId/posts` as multipart/form-data: `body`, then the files as `images` (0-4). */
export function createPost({ projectId, values, images }: CreatePostInput) {
  const form = new FormData();
  form.append('body', values.body);
  for (const image of images) form.append('images', image, image.name);
  // The new post shows by reloading the feed's first page, so only success matters here.
  return apiUpload(COMMUNITY_API.posts(projectId), postAnswerSchema, form);
}

export function useCreatePost(projectId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPost,
    onSuccess: async () => {
      await queryClient.resetQueries({ queryKey: communityKeys.feed(projectId) });
      void queryClient.invalidateQueries({ queryKey: communityKeys.list() });
      void queryClient.invalidateQueries({ queryKey: communityKeys.myPosts() });
    },
  });
}
