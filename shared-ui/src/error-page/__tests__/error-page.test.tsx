import { act, fireEvent, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ErrorPage } from '../error-page';

beforeAll(async () => {
  await i18next.use(initReactI18next).init({ lng: 'ko', fallbackLng: 'ko', resources: {} });
});

const renderAt = (element: React.ReactNode) =>
  render(
    <MemoryRouter initialEntries={['/broken']}>
      <Routes>
        <Route path="/broken" element={element} />
        <Route path="/main" element={<p>main page</p>} />
      </Routes>
    </MemoryRouter>,
  );

test('shows the generic error in Korean with retry and back to home', async () => {
  const onRetry = jest.fn();
  renderAt(<ErrorPage onRetry={onRetry} />);
  expect(screen.getByRole('heading', { name: '일시적인 오류가 발생했습니다' })).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: '다시 시도' }));
  expect(onRetry).toHaveBeenCalledTimes(1);
  fireEvent.click(screen.getByRole('link', { name: '홈으로 가기' }));
  expect(await screen.findByText('main page')).toBeInTheDocument();
});

test('speaks English after a language switch and accepts its own text', async () => {
  await act(() => i18next.changeLanguage('en'));
  renderAt(<ErrorPage title="Cabinet is down" />);
  expect(screen.getByRole('heading', { name: 'Cabinet is down' })).toBeInTheDocument();
  expect(screen.getByText(/Please try again later/)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/main');
  await act(() => i18next.changeLanguage('ko'));
});
