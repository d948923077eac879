import { useMutation } from '@tanstack/react-query';
import { STUDIO_API, studioProjectSchema } from 'shared-contract';
import { apiSend } from 'shared-session';
import { useKeepStudioProject } from './get-studio-project';

/** Removes a KEY design that has not sold; answers the project. */
export const deleteStudioDesign = ({ projectId, designId }: { projectId: number; designId: number }) =>
  apiSend('delete', STUDIO_API.design(projectId, designId), studioProjectSchema);

export function useDeleteStudioDesign() {
  const keep = useKeepStudioProject();
  return useMutation({ mutationFn: deleteStudioDesign, onSuccess: keep });
}
