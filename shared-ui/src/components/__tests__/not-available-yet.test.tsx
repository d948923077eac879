import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { NotAvailableYet } from '../not-available-yet';

beforeAll(async () => {
  await i18next.use(initReactI18next).init({ lng: 'ko', fallbackLng: 'ko', resources: {} });
});

describe('NotAvailableYet', () => {
  it('says the part is being prepared and links home, in ko and en', async () => {
    const { unmount } = render(
      <MemoryRouter>
        <NotAvailableYet title="장바구니" />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: '장바구니' })).toBeInTheDocument();
    expect(screen.getByTestId('not-available-yet').textContent).toContain('준비 중');
    expect(screen.getByRole('link', { name: '홈으로 가기' })).toHaveAttribute('href', '/main');
    unmount();

    await act(() => i18next.changeLanguage('en'));
    render(
      <MemoryRouter>
        <NotAvailableYet />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Coming soon' })).toBeInTheDocument();
    expect(screen.getByTestId('not-available-yet').textContent).toContain('being prepared');
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/main');
  });
});
