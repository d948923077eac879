import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, useLocation } from 'react-router-dom';
import type { Language } from 'shared-contract';
import { ko } from '../locales/ko';
import { en } from '../locales/en';
import { NAMESPACE } from '../namespace';

/** The one i18next instance, initialised as the shell does, with this remote's namespace. */
export async function initTestI18n(language: Language = 'ko') {
  if (!i18next.isInitialized) {
    await i18next.use(initReactI18next).init({
      lng: language,
      fallbackLng: 'ko',
      ns: [NAMESPACE],
      defaultNS: NAMESPACE,
      resources: { ko: { [NAMESPACE]: ko }, en: { [NAMESPACE]: en } },
      interpolation: { escapeValue: false },
    });
  }
  await i18next.changeLanguage(language);
  return i18next;
}

export const createTestQueryClient = () =>
  new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });

/** Shows the current URL so tests can assert what a reload would keep. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

export function renderPage(ui: ReactElement, { route = '/', queryClient = createTestQueryClient() } = {}) {
  return {
    queryClient,
    ...render(
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[route]}>
          {ui}
          <LocationProbe />
        </MemoryRouter>
      </QueryClientProvider>,
    ),
  };
}
