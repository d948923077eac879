import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import type { Language, Me } from 'shared-contract';
import { ME_QUERY_KEY, useSessionStore } from 'shared-session';
import { initI18n } from '../../../app/i18n';
import { DEMO_MEMBER, setSession } from '../../../testing/render-app';
import { useAccountLanguage } from '../hooks/use-account-language';
import { LANGUAGE_CHOICE_KEY } from '../../../utils/language-choice';
import { sampleMe } from 'shared-contract/src/testing/sample-me';

const member = (overrides: Partial<Me> = {}): Me =>
  sampleMe({
    id: DEMO_MEMBER.id ?? 1,
    snsId: 'demo',
    email: 'demo@keys.local',
    name: 'KEYS Demo',
    nickname: 'KEYSDemo',
    isAdult: true,
    isAdultKr: true,
    isKrIpUser: true,
    adultVerification: { ko: true, en: false },
    ...overrides,
  });

function Sync({ save }: { save: (language: Language) => Promise<unknown> }) {
  useAccountLanguage({ save });
  return null;
}

/**
 * The hook in the app's providers; `me` is what `GET /api/user/me` answered (put in the query cache). Without it, a
 * signed-in member's fetch is still under way (it never answers, so the test decides when the member arrives).
 */
async function renderSync({ uiLanguage, me }: { uiLanguage: Language; me?: Me }) {
  await initI18n();
  await act(() => i18next.changeLanguage(uiLanguage));
  const saved: Language[] = [];
  const save = jest.fn(async (language: Language) => {
    saved.push(language);
    return { languageType: language };
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  if (me) queryClient.setQueryData([...ME_QUERY_KEY, me.id], me);
  else if (DEMO_MEMBER.id) void queryClient.prefetchQuery({ queryKey: [...ME_QUERY_KEY, DEMO_MEMBER.id], queryFn: () => new Promise<never>(() => undefined) });
  const invalidate = jest.spyOn(queryClient, 'invalidateQueries');
  const view = render(
    <QueryClientProvider client={queryClient}>
      <Sync save={save} />
    </QueryClientProvider>,
  );
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  return { ...view, saved, invalidate, queryClient };
}

const pick = async (language: Language) => {
  await act(() => i18next.changeLanguage(language));
};

afterEach(async () => {
  await act(() => i18next.changeLanguage('ko'));
  localStorage.clear();
});

test('on a device with no choice, the account language applies once after sign-in, without saving it back', async () => {
  setSession(DEMO_MEMBER);
  const { saved, rerender, queryClient } = await renderSync({ uiLanguage: 'ko', me: member({ languageType: 'en' }) });
  await waitFor(() => expect(i18next.language).toBe('en'));
  expect(localStorage.getItem('i18nextLng')).toBe('en');
  expect(saved).toEqual([]);

  // A later answer of the same member does not apply again.
  await pick('ko');
  await act(async () => {
    queryClient.setQueryData([...ME_QUERY_KEY, DEMO_MEMBER.id], member({ languageType: 'en', nickname: 'Renamed' }));
  });
  rerender(
    <QueryClientProvider client={queryClient}>
      <Sync save={async () => undefined} />
    </QueryClientProvider>,
  );
  expect(i18next.language).toBe('ko');
});

test('a device where the visitor chose a language keeps it after sign-in, and the choice is saved to the account', async () => {
  localStorage.setItem(LANGUAGE_CHOICE_KEY, 'unsaved');
  setSession(DEMO_MEMBER);
  const { saved, invalidate } = await renderSync({ uiLanguage: 'en', me: member({ languageType: 'ko' }) });
  expect(i18next.language).toBe('en');
  expect(saved).toEqual(['en']);
  await waitFor(() => expect(invalidate).toHaveBeenCalledWith({ queryKey: ME_QUERY_KEY }));
  expect(localStorage.getItem(LANGUAGE_CHOICE_KEY)).toBe('saved');
});

test('a choice already saved is kept on the next load and not saved again, even when the account changed since', async () => {
  localStorage.setItem(LANGUAGE_CHOICE_KEY, 'saved');
  setSession(DEMO_MEMBER);
  const { saved } = await renderSync({ uiLanguage: 'en', me: member({ languageType: 'ko' }) });
  expect(i18next.language).toBe('en');
  expect(saved).toEqual([]);
});

test('a choice the account already has is only marked saved', async () => {
  localStorage.setItem(LANGUAGE_CHOICE_KEY, 'unsaved');
  setSession(DEMO_MEMBER);
  const { saved } = await renderSync({ uiLanguage: 'en', me: member({ languageType: 'en' }) });
  expect(saved).toEqual([]);
  expect(localStorage.getItem(LANGUAGE_CHOICE_KEY)).toBe('saved');
});

test('a language the member picks is saved to the account and the member is fetched again', async () => {
  setSession(DEMO_MEMBER);
  const { saved, invalidate } = await renderSync({ uiLanguage: 'ko', me: member({ languageType: 'ko' }) });
  expect(i18next.language).toBe('ko');
  expect(saved).toEqual([]);

  await pick('en');
  expect(saved).toEqual(['en']);
  await waitFor(() => expect(invalidate).toHaveBeenCalledWith({ queryKey: ME_QUERY_KEY }));
});

test('picking the language the account already has saves nothing', async () => {
  setSession(DEMO_MEMBER);
  const { saved } = await renderSync({ uiLanguage: 'en', me: member({ languageType: 'en' }) });
  await pick('en');
  expect(saved).toEqual([]);
});

test('before the member has loaded, a switch is not saved (the account language is applied first)', async () => {
  setSession(DEMO_MEMBER);
  const { saved, queryClient } = await renderSync({ uiLanguage: 'ko' });
  await pick('en');
  expect(saved).toEqual([]);
  await act(async () => {
    queryClient.setQueryData([...ME_QUERY_KEY, DEMO_MEMBER.id], member({ languageType: 'ko' }));
  });
  await waitFor(() => expect(i18next.language).toBe('ko'));
  expect(saved).toEqual([]);
});

test('a member still signing up keeps the language chosen so far and nothing is saved', async () => {
  setSession({ ...DEMO_MEMBER, status: 0, signUpRequired: true });
  const { saved } = await renderSync({ uiLanguage: 'en', me: member({ status: 0, signedUp: false, languageType: 'ko' }) });
  expect(i18next.language).toBe('en');
  await pick('ko');
  expect(saved).toEqual([]);
});

test('a visitor switches language without any save', async () => {
  setSession('unauthenticated');
  const { saved } = await renderSync({ uiLanguage: 'ko' });
  await pick('en');
  expect(saved).toEqual([]);
  expect(useSessionStore.getState().status).toBe('unauthenticated');
});

test('after sign-out and a sign-in of another member, the language of that member applies', async () => {
  setSession(DEMO_MEMBER);
  const other = { ...DEMO_MEMBER, id: 2, email: 'collector@keys.local' };
  const { queryClient } = await renderSync({ uiLanguage: 'ko', me: member({ languageType: 'ko' }) });
  expect(i18next.language).toBe('ko');
  act(() => setSession('unauthenticated'));
  await act(async () => {
    queryClient.setQueryData([...ME_QUERY_KEY, 2], member({ id: 2, languageType: 'en' }));
  });
  act(() => setSession(other));
  await waitFor(() => expect(i18next.language).toBe('en'));
});
