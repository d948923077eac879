import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { API, resetMailResultSchema } from 'shared-contract';
import { contractHandler, refusal, setupContractApi } from 'shared-ui/src/testing/contract-api';
import { initTestI18n, renderPage } from '../../../../testing/render';
import { CabinetPasswordSection } from '../cabinet-password-section';

const testApi = setupContractApi();

/** The reset-mail endpoint: it answers, refuses, or holds its answer until the test releases it. */
const server = { answer: 'ok' as 'ok' | 'fail' | 'held', release: [] as Array<() => void> };

const resetMailRoute = contractHandler({
  method: 'post',
  path: API.mailResetPassword,
  response: resetMailResultSchema,
  reply: async () => {
    if (server.answer === 'held') await new Promise<void>((resolve) => server.release.push(resolve));
    if (server.answer === 'fail') throw refusal('MAIL_SEND_FAILED');
    return { maskedEmail: 'de**@keys.local', expiresAt: '2026-01-01T01:00:00.000Z' };
  },
});

const sent = () => testApi.calls.map((call) => `${call.method.toUpperCase()} ${call.path}`);

describe('CabinetPasswordSection', () => {
  beforeEach(async () => {
    server.answer = 'ok';
    server.release = [];
    testApi.reset(resetMailRoute);
    await initTestI18n('ko');
  });

  it('explains the reset and mails the link on request, then says where it went, in ko and en', async () => {
    renderPage(<CabinetPasswordSection />, { route: '/my/settings' });
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('캐비닛 비밀번호');
    expect(screen.getByText(/링크는 1시간 동안 유효하며/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '이메일로 캐비닛 비밀번호 재설정' }));

    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('de**@keys.local(으)로 링크를 보냈습니다. 링크는 1시간 동안 유효합니다.'));
    expect(sent()).toEqual(['POST /api/mail/reset-password']);
    await act(() => i18next.changeLanguage('en'));
    expect(screen.getByRole('status').textContent).toBe('We sent a link to de**@keys.local; it is valid for 1 hour.');
    expect(screen.getByRole('button', { name: 'Send the link again' })).toBeInTheDocument();
  });

  it('shows the send failure in the current language', async () => {
    server.answer = 'fail';
    renderPage(<CabinetPasswordSection />, { route: '/my/settings' });
    fireEvent.click(screen.getByRole('button', { name: '이메일로 캐비닛 비밀번호 재설정' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('이메일 발송에 실패했습니다.'));
    await act(() => i18next.changeLanguage('en'));
    expect(screen.getByRole('alert').textContent).toBe('E-mail send failure.');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('cannot be sent twice while a request is under way', async () => {
    server.answer = 'held';
    await initTestI18n('en');
    renderPage(<CabinetPasswordSection />, { route: '/my/settings' });
    fireEvent.click(screen.getByRole('button', { name: 'Reset cabinet password by e-mail' }));
    const button = await screen.findByRole('button', { name: 'Sending…' });
    expect(button).toBeDisabled();
    await waitFor(() => expect(server.release).toHaveLength(1));
    fireEvent.click(button);
    expect(sent()).toEqual(['POST /api/mail/reset-password']);

    // The held answer arrives: still one request, and the section says where the link went.
    act(() => server.release.forEach((release) => release()));
    expect(await screen.findByRole('status')).toHaveTextContent('We sent a link to de**@keys.local; it is valid for 1 hour.');
    expect(sent()).toEqual(['POST /api/mail/reset-password']);
  });
});
