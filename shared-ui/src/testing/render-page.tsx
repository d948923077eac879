import i18next from 'i18next';
import { addKoreanParticles } from 'shared-contract';
import { initReactI18next } from 'react-i18next';
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, useLocation } from 'react-router-dom';
import type { Language } from 'shared-contract';

export type TestI18nOptions = {
  namespace: string;
  resources: Record<Language, Record<string, unknown>>;
  language?: Language;
};

/** The one i18next instance, initialised as the shell does, with a remote's namespace. */
export async function initTestI18n({ namespace, resources, language = 'ko' }: TestI18nOptions) {
  if (!i18next.isInitialized) {
    await i18next.use(initReactI18next).init({
      lng: language,
      fallbackLng: 'ko',
      ns: [namespace],
      defaultNS: namespace,
      resources: { ko: { [namespace]: resources.ko }, en: { [namespace]: resources.en } },
      interpolation: { escapeValue: false },
    });
    addKoreanParticles(i18next);
  }
  await i18next.changeLanguage(language);
  return i18next;
}

export const createTestQueryClient = () => new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });

/** Holds the current URL (`data-testid="location"`) so tests can assert what a reload would keep; hidden, so no role. */
function LocationProbe() {
  const location = useLocation();
  return <span hidden data-testid="location">{`${location.pathname}${location.search}`}</span>;
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
