import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ShareLinkButton } from '../share-link';

const target = { title: 'Rose · Project', url: 'https://keys.example/key?id=7' };
const writeText = jest.fn(async (_text: string) => undefined);

const setNavigator = (values: { share?: (data: ShareData) => Promise<void>; clipboard?: { writeText: (text: string) => Promise<void> } }) => {
  Object.defineProperty(navigator, 'share', { value: values.share, configurable: true });
  Object.defineProperty(navigator, 'canShare', { value: undefined, configurable: true });
  Object.defineProperty(navigator, 'clipboard', { value: values.clipboard, configurable: true });
};

const renderButton = () =>
  render(
    <MemoryRouter>
      <ShareLinkButton target={target} label="Share" accessibleName="Share Rose" data-testid="share" />
    </MemoryRouter>,
  );

beforeAll(async () => {
  await i18next.use(initReactI18next).init({ lng: 'en', fallbackLng: 'ko', resources: {} });
});
beforeEach(async () => {
  writeText.mockClear();
  await act(() => i18next.changeLanguage('en'));
});

describe('ShareLinkButton', () => {
  it('opens the share sheet where the browser has one and says it was shared', async () => {
    const share = jest.fn(async (_data: ShareData) => undefined);
    setNavigator({ share, clipboard: { writeText } });
    renderButton();
    fireEvent.click(screen.getByRole('button', { name: 'Share Rose' }));
    await waitFor(() => expect(screen.getByTestId('share-outcome').textContent).toBe('Shared'));
    expect(share).toHaveBeenCalledWith(target);
    expect(writeText).not.toHaveBeenCalled();
  });

  it('a share sheet closed by the member is no error and copies nothing', async () => {
    const share = jest.fn(async (_data: ShareData) => {
      throw new DOMException('closed', 'AbortError');
    });
    setNavigator({ share, clipboard: { writeText } });
    renderButton();
    fireEvent.click(screen.getByRole('button', { name: 'Share Rose' }));
    await waitFor(() => expect(share).toHaveBeenCalled());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Share Rose' })).toBeEnabled());
    expect(screen.getByTestId('share-outcome').textContent).toBe('');
    expect(writeText).not.toHaveBeenCalled();
  });

  it('without a share sheet it copies the link (in Korean: 링크를 복사했습니다); a refused copy shows the address to copy by hand', async () => {
    await act(() => i18next.changeLanguage('ko'));
    setNavigator({ clipboard: { writeText } });
    const { unmount } = renderButton();
    fireEvent.click(screen.getByRole('button', { name: 'Share Rose' }));
    await waitFor(() => expect(screen.getByTestId('share-outcome').textContent).toBe('링크를 복사했습니다'));
    expect(writeText).toHaveBeenCalledWith(target.url);
    unmount();

    await act(() => i18next.changeLanguage('en'));
    setNavigator({ clipboard: { writeText: async () => Promise.reject(new Error('denied')) } });
    renderButton();
    fireEvent.click(screen.getByRole('button', { name: 'Share Rose' }));
    await waitFor(() => expect(screen.getByTestId('share-outcome').textContent).toContain('The link could not be copied.'));
    expect(screen.getByRole('link', { name: target.url })).toHaveAttribute('href', target.url);
  });
});
