import { act, render } from '@testing-library/react';
import i18next from 'i18next';
import { QueryClient } from '@tanstack/react-query';
import { MemoryRouter, useLocation, type Location } from 'react-router-dom';
import { isPreRegistrationOpen, isSupportOpen, type Me, type ServiceInfo } from 'shared-contract';
import { ME_QUERY_KEY, SERVICE_INFO_QUERY_KEY, useLoadingStore, useSessionStore, type SessionStatus, type SessionUser } from 'shared-session';
import { initI18n } from '../app/i18n';
import { AppProviders } from '../app/providers';
import { AppRoutes } from '../app/router';
import type { RemoteLoader } from '../features/remotes/remote-loader';

/** What the api answers at a given server time (the same contract rules the api applies). */
export const serviceInfoAt = (iso: string): ServiceInfo => {
  const now = new Date(iso);
  return {
    now: now.toISOString(),
    phase: 'operating',
    termination: null,
    supportOpen: isSupportOpen(now),
    preRegistrationOpen: isPreRegistrationOpen(now),
    version: 'test',
    sessionPollSeconds: 0,
  };
};

export const DEMO_MEMBER: SessionUser = {
  id: 1,
  email: 'demo@keys.local',
  name: 'KEYS Demo',
  image: null,
  provider: 'local',
  status: 1,
  signUpRequired: false,
};

/** Puts the real session store in a state: a member (the default), a visitor, or still loading. */
export function setSession(session: SessionUser | Exclude<SessionStatus, 'authenticated'>) {
  if (session === 'loading') useSessionStore.setState({ status: 'loading', user: null });
  else useSessionStore.getState().setSession(session === 'unauthenticated' ? null : session);
}

type RenderAppOptions = {
  path?: string;
  loader: RemoteLoader;
  /** The service info answer, or 'pending' for one still on its way (a request in flight that has not answered). */
  serviceInfo?: ServiceInfo | 'pending';
  language?: 'ko' | 'en';
  session?: Parameters<typeof setSession>[0];
  /** What `GET /api/user/me` answers for the session's member (else the network-less fetch leaves it empty). */
  me?: Partial<Me>;
};

/** The whole shell (providers, layout, route table) at `path`, with the given remote loader. */
export async function renderApp({
  path = '/main',
  loader,
  serviceInfo = serviceInfoAt('2024-01-15T12:00:00+09:00'),
  language = 'ko',
  session = DEMO_MEMBER,
  me,
}: RenderAppOptions) {
  await initI18n();
  await act(() => i18next.changeLanguage(language));
  useLoadingStore.setState({ pending: 0 });
  setSession(session);
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  if (serviceInfo === 'pending') void queryClient.prefetchQuery({ queryKey: SERVICE_INFO_QUERY_KEY, queryFn: () => new Promise<never>(() => undefined) });
  else queryClient.setQueryData(SERVICE_INFO_QUERY_KEY, serviceInfo);
  if (me && typeof session === 'object') queryClient.setQueryData([...ME_QUERY_KEY, session.id], { id: session.id, ...me });
  const location = { current: null as Location | null };
  const result = render(
    <AppProviders queryClient={queryClient} loader={loader}>
      <MemoryRouter initialEntries={[path]}>
        <LocationProbe into={location} />
        <AppRoutes />
      </MemoryRouter>
    </AppProviders>,
  );
  return { ...result, location, queryClient };
}

function LocationProbe({ into }: { into: { current: Location | null } }) {
  into.current = useLocation();
  return null;
}
