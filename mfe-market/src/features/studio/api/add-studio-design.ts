import { useMutation } from '@tanstack/react-query';
import { STUDIO_API, studioProjectSchema, type StudioDesignInput } from 'shared-contract';
import { apiSend } from 'shared-session';
import { useKeepStudioProject } from './get-studio-project';

/** Adds a KEY design to a project; answers the project. */
export const addStudioDesign = ({ projectId, input }: { projectId: number; input: StudioDesignInput }) =>
  apiSend('post', STUDIO_API.designs(projectId), studioProjectSchema, input);

export function useAddStudioDesign() {
  const keep = useKeepStudioProject();
  return useMutation({ mutationFn: addStudioDesign, onSuccess: keep });
}
