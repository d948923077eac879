import { useMutation } from '@tanstack/react-query';
import { STUDIO_API, studioProjectSchema } from 'shared-contract';
import { apiSend } from 'shared-session';
import { useKeepStudioProject } from './get-studio-project';

/** Back to draft, hidden from members (not once it sold). */
export const unpublishStudioProject = (projectId: number) => apiSend('post', STUDIO_API.unpublish(projectId), studioProjectSchema, {});

export function useUnpublishStudioProject() {
  const keep = useKeepStudioProject();
  return useMutation({ mutationFn: unpublishStudioProject, onSuccess: keep });
}
