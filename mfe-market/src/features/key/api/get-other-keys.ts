import { queryOptions, useQuery } from '@tanstack/react-query';
import { API, type OtherKeysResponse } from 'shared-contract';
import { apiGet, firstScreenAnswerTime, takeFirstScreenAnswer, unchecked } from 'shared-session';

export const otherKeysQueryKey = (projectId: number, excludeKeyId?: number) => ['project', projectId, 'other-keys', excludeKeyId ?? null] as const;

export const getOtherKeys = (projectId: number, excludeKeyId?: number) =>
  apiGet(API.projectOtherKeys, unchecked<OtherKeysResponse>(), { projectId, excludeKeyId });

export const otherKeysQueryOptions = (projectId: number, excludeKeyId?: number) =>
  queryOptions({
    queryKey: otherKeysQueryKey(projectId, excludeKeyId),
    queryFn: () => getOtherKeys(projectId, excludeKeyId),
    // A KEY's page drawn by the server carries them (api/src/web/first-screen).
    initialData: () => takeFirstScreenAnswer<OtherKeysResponse>(API.projectOtherKeys, { projectId, excludeKeyId }),
    initialDataUpdatedAt: firstScreenAnswerTime,
  });

export const useOtherKeys = (projectId: number | undefined, excludeKeyId?: number) =>
  useQuery({ ...otherKeysQueryOptions(projectId ?? 0, excludeKeyId), enabled: projectId !== undefined });
