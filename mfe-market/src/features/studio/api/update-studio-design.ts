import { useMutation } from '@tanstack/react-query';
import { STUDIO_API, studioProjectSchema, type StudioDesignInput } from 'shared-contract';
import { apiSend } from 'shared-session';
import { useKeepStudioProject } from './get-studio-project';

/** Changes a KEY design (not its rarity once it sold, nor its supply below what it sold); answers the project. */
export const updateStudioDesign = ({ projectId, designId, input }: { projectId: number; designId: number; input: StudioDesignInput }) =>
  apiSend('put', STUDIO_API.design(projectId, designId), studioProjectSchema, input);

export function useUpdateStudioDesign() {
  const keep = useKeepStudioProject();
  return useMutation({ mutationFn: updateStudioDesign, onSuccess: keep });
}
