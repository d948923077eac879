import { queryOptions, useQuery } from '@tanstack/react-query';
import { AUTH_PATHS, authProvidersSchema } from 'shared-contract';
import { apiClient } from 'shared-session';

export const providersQueryKey = ['auth', 'providers'] as const;

/** `GET /auth/providers` (Auth.js answers plain JSON, not the API envelope), as a list. */
export const getProviders = async () => Object.values(authProvidersSchema.parse(await apiClient.get(AUTH_PATHS.providers).json()));

export const providersQueryOptions = () => queryOptions({ queryKey: providersQueryKey, queryFn: getProviders, retry: 1 });

export const useProviders = () => useQuery(providersQueryOptions());
