import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { Route, Routes } from 'react-router-dom';
import { initTestI18n, renderPage } from '../../../../testing/render';
import { ResetCabinetPasswordForm } from '../reset-cabinet-password-form';

const UUID = '7b0f8c2e-3d4a-4e5f-8a9b-0c1d2e3f4a5b';

/** The reset endpoints behind apiSend: one link of member 7, used once (the network layer only). */
const server = {
  calls: [] as Array<{ method: string; path: string; body: unknown }>,
  link: { userId: 7, uuid: UUID, used: false, expired: false },
  pendingCheck: false,
  checkFailsOnce: false,
};

jest.mock('shared-session', () => {
  const actual = jest.requireActual('shared-session');
  const fail = (code: string, status: number) => new actual.ApiError(code, status, code);
  return {
    ...actual,
    apiSend: jest.fn(async (method: string, path: string, _schema: unknown, body: { userId: number; uuid: string; newPassword?: string; newPasswordConfirm?: string }) => {
      server.calls.push({ method, path, body });
      if (path === '/api/cabinet/check' && server.pendingCheck) return new Promise(() => undefined);
      if (path === '/api/cabinet/check' && server.checkFailsOnce) {
        server.checkFailsOnce = false;
        throw fail('CONNECTION_FAILED', 0);
      }
      const { link } = server;
      if (body.userId !== link.userId || body.uuid !== link.uuid) throw fail('NO_MATCHING_ACCOUNT', 404);
      if (link.used || link.expired) throw fail('RESET_LINK_EXPIRED', 410);
      if (path === '/api/cabinet/reset/password') {
        if (body.newPassword !== body.newPasswordConfirm) throw fail('PASSWORD_MISMATCH', 400);
        link.used = true;
      }
      return 'SUCCESS';
    }),
  };
});

const page = (
  <Routes>
    <Route path="/user/cabinetPassword" element={<ResetCabinetPasswordForm />} />
    <Route path="/my/settings" element={<p>settings page</p>} />
    <Route path="/main" element={<p>main page</p>} />
  </Routes>
);
const open = (query = `userId=7&uuid=${UUID}`) => renderPage(page, { route: `/user/cabinetPassword?${query}` });

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('ResetCabinetPasswordForm', () => {
  beforeEach(async () => {
    server.calls = [];
    server.link = { userId: 7, uuid: UUID, used: false, expired: false };
    server.pendingCheck = false;
    server.checkFailsOnce = false;
    await initTestI18n('en');
  });

  it('checks the link, refuses a mismatch with "Incorrect password", then saves a matching password', async () => {
    open();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Reset cabinet password');
    await screen.findByLabelText('New cabinet password');
    expect(server.calls[0]).toEqual({ method: 'post', path: '/api/cabinet/check', body: { userId: 7, uuid: UUID } });

    type('New cabinet password', '246810');
    type('Confirm the new cabinet password', '246811');
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(screen.getByTestId('newPasswordConfirm-error').textContent).toBe('Incorrect password'));
    expect(server.calls).toHaveLength(1);
    await act(() => i18next.changeLanguage('ko'));
    expect(screen.getByTestId('newPasswordConfirm-error').textContent).toBe('비밀번호가 일치하지 않습니다.');

    type('새 캐비닛 비밀번호 확인', '246810');
    fireEvent.click(screen.getByRole('button', { name: '비밀번호 변경' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('새 캐비닛 비밀번호가 저장되었습니다. 이제 새 비밀번호를 사용해 주세요.'));
    expect(server.calls[1]).toEqual({
      method: 'put',
      path: '/api/cabinet/reset/password',
      body: { userId: 7, uuid: UUID, newPassword: '246810', newPasswordConfirm: '246810' },
    });
    fireEvent.click(screen.getByRole('link', { name: '메인으로 가기' }));
    expect(screen.getByText('main page')).toBeTruthy();
  });

  it('asks for six digits', async () => {
    open();
    await screen.findByLabelText('New cabinet password');
    type('New cabinet password', '12ab');
    type('Confirm the new cabinet password', '12ab');
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(screen.getByTestId('newPassword-error').textContent).toBe('The cabinet password is 6 digits.'));
    expect(screen.getByLabelText('New cabinet password').getAttribute('aria-invalid')).toBe('true');
  });

  it('shows placeholders while the link is checked', () => {
    server.pendingCheck = true;
    open();
    expect(screen.getByLabelText('Checking the reset link').getAttribute('aria-busy')).toBe('true');
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('an expired or used link says so and restarts the reset from the settings', async () => {
    server.link.expired = true;
    open();
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('This link has expired, restart reset.'));
    expect(screen.queryByLabelText('New cabinet password')).toBeNull();
    await act(() => i18next.changeLanguage('ko'));
    expect(screen.getByRole('alert').textContent).toBe('링크가 만료되었습니다. 재설정을 다시 시작해 주세요.');
    fireEvent.click(screen.getByRole('link', { name: '재설정 다시 시작하기' }));
    expect(screen.getByText('settings page')).toBeTruthy();
  });

  it('a link that expires while the form is open ends in the same message', async () => {
    open();
    await screen.findByLabelText('New cabinet password');
    server.link.used = true;
    type('New cabinet password', '135790');
    type('Confirm the new cabinet password', '135790');
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('This link has expired, restart reset.'));
    expect(screen.getByRole('link', { name: 'Restart the reset' }).getAttribute('href')).toBe('/my/settings');
  });

  it('a link of no account says so', async () => {
    open(`userId=8&uuid=${UUID}`);
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('No account matches the information.'));
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('No matching account');
    expect(screen.getByRole('link', { name: 'Go to main' }).getAttribute('href')).toBe('/main');
  });

  it('a failed check can be retried', async () => {
    server.checkFailsOnce = true;
    open();
    const retry = await screen.findByRole('button', { name: /retry|다시/i });
    fireEvent.click(retry);
    await screen.findByLabelText('New cabinet password');
    expect(server.calls.map((call) => call.path)).toEqual(['/api/cabinet/check', '/api/cabinet/check']);
  });
});
