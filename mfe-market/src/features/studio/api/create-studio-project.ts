import { useMutation } from '@tanstack/react-query';
import { STUDIO_API, studioProjectSchema, type StudioProjectInput } from 'shared-contract';
import { apiSend } from 'shared-session';
import { useKeepStudioProject } from './get-studio-project';

/** A new draft. */
export const createStudioProject = (input: StudioProjectInput) => apiSend('post', STUDIO_API.projects, studioProjectSchema, input);

export function useCreateStudioProject() {
  const keep = useKeepStudioProject();
  return useMutation({ mutationFn: createStudioProject, onSuccess: keep });
}
