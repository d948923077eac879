import i18next from 'i18next';
import { act, screen } from '@testing-library/react';
import { initTestI18n } from 'shared-ui/src/testing/render-page';
import { mainPageQueryKey } from '../../features/main/api/get-main-page';
import { NAMESPACE } from '../../namespace';
import AboutPage from '../../pages/about-page';
import MainPage from '../../pages/main-page';
import { mainPageFixture } from '../../testing/fixtures';
import { createTestQueryClient, renderPage } from '../../testing/render';
import { en } from '../en';
import { ko } from '../ko';

/** Every key a render asked for that the start-up texts do not have (in neither language). */
const missing = new Set<string>();

beforeAll(async () => {
  // Only what `routes.tsx` registers as the remote starts: the other pages' texts come with them.
  await initTestI18n({ namespace: NAMESPACE, resources: { ko, en } });
  i18next.options.saveMissing = true;
  i18next.options.missingKeyHandler = (_languages, _namespace, key) => missing.add(key);
});
beforeEach(async () => {
  missing.clear();
  await i18next.changeLanguage('ko');
});

describe('the texts the market registers as it starts', () => {
  it('hold every text of /main, in ko and en', async () => {
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(mainPageQueryKey, mainPageFixture());
    renderPage(<MainPage />, { route: '/main', queryClient });
    expect(screen.getByRole('heading', { level: 2, name: '웹툰 컬렉션' })).toBeInTheDocument();
    await act(() => i18next.changeLanguage('en'));
    expect(screen.getByRole('list', { name: 'Newest KEYs' })).toBeInTheDocument();
    expect([...missing]).toEqual([]);
  });

  it("do not hold another page's texts, which load with that page", () => {
    renderPage(<AboutPage />, { route: '/about' });
    expect([...missing]).toEqual(expect.arrayContaining([expect.stringMatching(/^about\./)]));
  });
});
