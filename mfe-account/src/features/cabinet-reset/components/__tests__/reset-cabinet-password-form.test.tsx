import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { Route, Routes } from 'react-router-dom';
import { API, cabinetResetCheckSchema, cabinetResetResultSchema, cabinetResetSchema } from 'shared-contract';
import { connectionLost, contractHandler, refusal, setupContractApi } from 'shared-ui/src/testing/contract-api';
import { initTestI18n, renderPage } from '../../../../testing/render';
import { ResetCabinetPasswordForm } from '../reset-cabinet-password-form';

const UUID = '7b0f8c2e-3d4a-4e5f-8a9b-0c1d2e3f4a5b';

const testApi = setupContractApi();

/** The reset endpoints: one link of member 7, used once; the check may be held (until released) or lose its connection once. */
const server = {
  link: { userId: 7, uuid: UUID, used: false, expired: false },
  holdCheck: false,
  held: [] as Array<() => void>,
  checkFailsOnce: false,
};

/** The link the request names, as the api checks it. */
const checkLink = ({ userId, uuid }: { userId: number; uuid: string }) => {
  const { link } = server;
  if (userId !== link.userId || uuid !== link.uuid) throw refusal('NO_MATCHING_ACCOUNT');
  if (link.used || link.expired) throw refusal('RESET_LINK_EXPIRED');
};

const handlers = () => [
  contractHandler({
    method: 'post',
    path: API.cabinetCheck,
    request: cabinetResetCheckSchema,
    response: cabinetResetResultSchema,
    reply: async ({ body }) => {
      if (server.holdCheck) await new Promise<void>((resolve) => server.held.push(resolve));
      if (server.checkFailsOnce) {
        server.checkFailsOnce = false;
        throw connectionLost();
      }
      checkLink(cabinetResetCheckSchema.parse(body));
      return 'SUCCESS' as const;
    },
  }),
  contractHandler({
    method: 'put',
    path: API.cabinetResetPassword,
    request: cabinetResetSchema,
    response: cabinetResetResultSchema,
    reply: ({ body }) => {
      const input = cabinetResetSchema.parse(body);
      checkLink(input);
      if (input.newPassword !== input.newPasswordConfirm) throw refusal('PASSWORD_MISMATCH');
      server.link.used = true;
      return 'SUCCESS' as const;
    },
  }),
];

/** What was sent: method, path and body. */
const sent = () => testApi.calls.map(({ method, path, body }) => ({ method, path, body }));

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
    server.link = { userId: 7, uuid: UUID, used: false, expired: false };
    server.holdCheck = false;
    server.held = [];
    server.checkFailsOnce = false;
    testApi.reset(...handlers());
    await initTestI18n('en');
  });

  it('checks the link, refuses a mismatch with "Incorrect password", then saves a matching password', async () => {
    open();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Reset cabinet password');
    await screen.findByLabelText('New cabinet password');
    expect(sent()[0]).toEqual({ method: 'post', path: '/api/cabinet/check', body: { userId: 7, uuid: UUID } });

    type('New cabinet password', '246810');
    type('Confirm the new cabinet password', '246811');
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(screen.getByTestId('newPasswordConfirm-error').textContent).toBe('Incorrect password'));
    expect(sent()).toHaveLength(1);
    await act(() => i18next.changeLanguage('ko'));
    expect(screen.getByTestId('newPasswordConfirm-error').textContent).toBe('비밀번호가 일치하지 않습니다.');

    type('새 캐비닛 비밀번호 확인', '246810');
    fireEvent.click(screen.getByRole('button', { name: '비밀번호 변경' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('새 캐비닛 비밀번호가 저장되었습니다. 이제 새 비밀번호를 사용해 주세요.'));
    expect(sent()[1]).toEqual({
      method: 'put',
      path: '/api/cabinet/reset/password',
      body: { userId: 7, uuid: UUID, newPassword: '246810', newPasswordConfirm: '246810' },
    });
    fireEvent.click(screen.getByRole('link', { name: '메인으로 가기' }));
    expect(screen.getByText('main page')).toBeInTheDocument();
  });

  it('asks for six digits', async () => {
    open();
    await screen.findByLabelText('New cabinet password');
    type('New cabinet password', '12ab');
    type('Confirm the new cabinet password', '12ab');
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(screen.getByTestId('newPassword-error').textContent).toBe('The cabinet password is 6 digits.'));
    expect(screen.getByLabelText('New cabinet password')).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows placeholders while the link is checked', async () => {
    server.holdCheck = true;
    open();
    expect(screen.getByLabelText('Checking the reset link')).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    await waitFor(() => expect(server.held).toHaveLength(1));
    expect(screen.getByLabelText('Checking the reset link')).toHaveAttribute('aria-busy', 'true');

    // The check answers: the form replaces the placeholders.
    act(() => server.held.forEach((release) => release()));
    expect(await screen.findByLabelText('New cabinet password')).toBeInTheDocument();
  });

  it('an expired or used link says so and restarts the reset from the settings', async () => {
    server.link.expired = true;
    open();
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('This link has expired, restart reset.'));
    expect(screen.queryByLabelText('New cabinet password')).not.toBeInTheDocument();
    await act(() => i18next.changeLanguage('ko'));
    expect(screen.getByRole('alert').textContent).toBe('링크가 만료되었습니다. 재설정을 다시 시작해 주세요.');
    fireEvent.click(screen.getByRole('link', { name: '재설정 다시 시작하기' }));
    expect(screen.getByText('settings page')).toBeInTheDocument();
  });

  it('a link that expires while the form is open ends in the same message', async () => {
    open();
    await screen.findByLabelText('New cabinet password');
    server.link.used = true;
    type('New cabinet password', '135790');
    type('Confirm the new cabinet password', '135790');
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('This link has expired, restart reset.'));
    expect(screen.getByRole('link', { name: 'Restart the reset' })).toHaveAttribute('href', '/my/settings');
  });

  it('a link of no account says so', async () => {
    open(`userId=8&uuid=${UUID}`);
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('No account matches the information.'));
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('No matching account');
    expect(screen.getByRole('link', { name: 'Go to main' })).toHaveAttribute('href', '/main');
  });

  it('a failed check can be retried', async () => {
    server.checkFailsOnce = true;
    open();
    const retry = await screen.findByRole('button', { name: /retry|다시/i });
    fireEvent.click(retry);
    await screen.findByLabelText('New cabinet password');
    expect(sent().map((call) => call.path)).toEqual(['/api/cabinet/check', '/api/cabinet/check']);
  });
});
