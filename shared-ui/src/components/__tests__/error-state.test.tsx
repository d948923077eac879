import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { ErrorState } from '../error-state';

class ApiError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ApiError';
  }
}

beforeAll(async () => {
  await i18next.use(initReactI18next).init({ lng: 'ko', fallbackLng: 'ko', resources: {} });
});
afterEach(async () => {
  await act(() => i18next.changeLanguage('ko'));
});

describe('ErrorState', () => {
  it('shows the API error message and retries on click', () => {
    const onRetry = jest.fn();
    render(<ErrorState error={new ApiError('프로젝트를 찾을 수 없습니다.')} onRetry={onRetry} />);
    expect(screen.getByRole('alert').textContent).toContain('프로젝트를 찾을 수 없습니다.');
    fireEvent.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('shows a generic message for other errors instead of their internals', () => {
    render(<ErrorState error={new TypeError('x is undefined')} onRetry={() => undefined} />);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('일시적인 오류가 발생했습니다');
    expect(alert.textContent).not.toContain('x is undefined');
  });

  it('speaks English after a language switch', async () => {
    await act(() => i18next.changeLanguage('en'));
    render(<ErrorState error={null} onRetry={() => undefined} />);
    expect(screen.getByRole('alert').textContent).toContain('A temporary error occurred');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('has no retry button without a handler', () => {
    render(<ErrorState error={null} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
