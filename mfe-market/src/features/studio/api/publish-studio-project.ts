import { useMutation } from '@tanstack/react-query';
import { STUDIO_API, studioProjectSchema, type StudioPublishInput } from 'shared-contract';
import { apiSend } from 'shared-session';
import { useKeepStudioProject } from './get-studio-project';

/** Publishes now (`publishAt: null`) or at a future instant. */
export const publishStudioProject = ({ projectId, input }: { projectId: number; input: StudioPublishInput }) =>
  apiSend('post', STUDIO_API.publish(projectId), studioProjectSchema, input);

export function usePublishStudioProject() {
  const keep = useKeepStudioProject();
  return useMutation({ mutationFn: publishStudioProject, onSuccess: keep });
}
