import { useMutation } from '@tanstack/react-query';
import { STUDIO_API, studioProjectSchema, type StudioProjectInput } from 'shared-contract';
import { apiSend } from 'shared-session';
import { useKeepStudioProject } from './get-studio-project';

/** Changes a project (with a reason for prices or the sale window once it has sold). */
export const updateStudioProject = ({ projectId, input }: { projectId: number; input: StudioProjectInput }) =>
  apiSend('put', STUDIO_API.project(projectId), studioProjectSchema, input);

export function useUpdateStudioProject() {
  const keep = useKeepStudioProject();
  return useMutation({ mutationFn: updateStudioProject, onSuccess: keep });
}
