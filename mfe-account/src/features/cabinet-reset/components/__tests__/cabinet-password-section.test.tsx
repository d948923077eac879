import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { initTestI18n, renderPage } from '../../../../testing/render';
import { CabinetPasswordSection } from '../cabinet-password-section';

/** The reset-mail endpoint behind apiSend (the network layer only; the section and its mutation are real). */
const server = { calls: [] as string[], answer: 'ok' as 'ok' | 'fail' | 'pending' };

jest.mock('shared-session', () => {
  const actual = jest.requireActual('shared-session');
  return {
    ...actual,
    apiSend: jest.fn(async (method: string, path: string) => {
      server.calls.push(`${method.toUpperCase()} ${path}`);
      if (server.answer === 'pending') return new Promise(() => undefined);
      if (server.answer === 'fail') throw new actual.ApiError('MAIL_SEND_FAILED', 502, '이메일 발송에 실패했습니다.');
      return { maskedEmail: 'de**@keys.local', expiresAt: '2026-01-01T01:00:00.000Z' };
    }),
  };
});

describe('CabinetPasswordSection', () => {
  beforeEach(async () => {
    server.calls = [];
    server.answer = 'ok';
    await initTestI18n('ko');
  });

  it('explains the reset and mails the link on request, then says where it went, in ko and en', async () => {
    renderPage(<CabinetPasswordSection />, { route: '/my/settings' });
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('캐비닛 비밀번호');
    expect(screen.getByText(/링크는 1시간 동안 유효하며/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '이메일로 캐비닛 비밀번호 재설정' }));

    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('de**@keys.local(으)로 링크를 보냈습니다. 링크는 1시간 동안 유효합니다.'));
    expect(server.calls).toEqual(['POST /api/mail/reset-password']);
    await act(() => i18next.changeLanguage('en'));
    expect(screen.getByRole('status').textContent).toBe('We sent a link to de**@keys.local; it is valid for 1 hour.');
    expect(screen.getByRole('button', { name: 'Send the link again' })).toBeTruthy();
  });

  it('shows the send failure in the current language', async () => {
    server.answer = 'fail';
    renderPage(<CabinetPasswordSection />, { route: '/my/settings' });
    fireEvent.click(screen.getByRole('button', { name: '이메일로 캐비닛 비밀번호 재설정' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('이메일 발송에 실패했습니다.'));
    await act(() => i18next.changeLanguage('en'));
    expect(screen.getByRole('alert').textContent).toBe('E-mail send failure.');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('cannot be sent twice while a request is under way', async () => {
    server.answer = 'pending';
    await initTestI18n('en');
    renderPage(<CabinetPasswordSection />, { route: '/my/settings' });
    fireEvent.click(screen.getByRole('button', { name: 'Reset cabinet password by e-mail' }));
    const button = await screen.findByRole('button', { name: 'Sending…' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(button);
    expect(server.calls).toHaveLength(1);
  });
});
