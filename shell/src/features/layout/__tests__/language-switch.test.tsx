import { act, fireEvent, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { inMemoryLoader, page } from '../../../testing/fake-remotes';
import { renderApp } from '../../../testing/render-app';
import { setViewportWidth } from '../../../testing/viewport';

beforeEach(() => setViewportWidth(1280));
afterEach(async () => {
  await act(() => i18next.changeLanguage('ko'));
  localStorage.clear();
});

test('switching to English re-renders the shell, persists the choice and sets the document language', async () => {
  await renderApp({ loader: inMemoryLoader({ market: { routes: [page('/main')] } }) });
  await screen.findByRole('heading', { name: 'page /main' });
  expect(screen.getByRole('link', { name: '캐비닛' })).toBeInTheDocument();
  expect(localStorage.getItem('i18nextLng')).toBe('ko');
  // The detector cached a language; nobody chose one yet.
  expect(localStorage.getItem('keys-lang-choice')).toBeNull();

  const switcher = screen.getByRole('group', { name: '언어 선택' });
  fireEvent.click(within(switcher).getByRole('button', { name: 'English' }));

  expect(await screen.findByRole('link', { name: 'Cabinet' })).toBeInTheDocument();
  expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
  expect(within(screen.getByRole('group', { name: 'Language' })).getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
  expect(localStorage.getItem('i18nextLng')).toBe('en');
  // Chosen on this device (kept after a sign-in, and saved to the account then).
  expect(localStorage.getItem('keys-lang-choice')).toBe('unsaved');
  expect(document.documentElement.lang).toBe('en');
  expect(document.title).toBe('Main | KEYS');
});
