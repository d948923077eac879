import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { API, deactivateResultSchema, deactivateSchema, type ErrorCode } from 'shared-contract';
import { signOut } from 'shared-session';
import { contractHandler, refusal, setupContractApi } from 'shared-ui/src/testing/contract-api';
import { initTestI18n, renderPage } from '../../testing/render';
import DeactivatePage from '../deactivate-page';

const testApi = setupContractApi();

/** The deactivation endpoint: it answers 'SUCCESS' or refuses with `refuse`. */
const server = { refuse: null as ErrorCode | null };

// signOut leaves the page for Auth.js's sign-out (a full navigation jsdom cannot follow): the session library's own
// call, not the api, so it stays a mock; the deactivation itself goes through the real client to the msw route.
// eslint-disable-next-line no-restricted-syntax -- signOut only, for the reason above.
jest.mock('shared-session', () => ({ ...jest.requireActual('shared-session'), signOut: jest.fn(async () => undefined) }));

const deactivateRoute = contractHandler({
  method: 'post',
  path: API.userDeactivate,
  request: deactivateSchema,
  response: deactivateResultSchema,
  reply: () => {
    if (server.refuse) throw refusal(server.refuse);
    return 'SUCCESS' as const;
  },
});

/** What was sent: the path and the JSON body. */
const sent = () => testApi.calls.map((call) => `${call.path} ${JSON.stringify(call.body)}`);

beforeEach(async () => {
  server.refuse = null;
  testApi.reset(deactivateRoute);
  jest.mocked(signOut).mockClear();
  await initTestI18n('ko');
});

const submit = () => fireEvent.click(screen.getByTestId('deactivation-submit'));
const password = (value: string) => fireEvent.change(screen.getByLabelText('캐비닛 비밀번호'), { target: { value } });
const dialog = () => screen.getByTestId('deactivation-confirm');

describe('DeactivatePage', () => {
  it('shows the notices, the reasons and the agreement in ko and en', async () => {
    renderPage(<DeactivatePage />, { route: '/deactivateaccount' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('회원 탈퇴');
    expect(screen.getAllByRole('radio').map((radio) => radio.parentElement?.textContent)).toEqual([
      '서비스를 자주 이용하지 않아요',
      '원하는 콘텐츠가 부족해요',
      '개인정보가 걱정돼요',
      '다른 서비스를 이용할 거예요',
      '기타',
    ]);
    await act(() => i18next.changeLanguage('en'));
    expect(screen.getByRole('group', { name: 'Why are you leaving?' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'I have read the above and agree to deactivate my account.' })).toBeInTheDocument();
    expect(screen.getByText('You cannot sign in or sign up again with a deactivated account.')).toBeInTheDocument();
  });

  it('requires a reason, free text for Other and the agreement, with the spec messages', () => {
    renderPage(<DeactivatePage />, { route: '/deactivateaccount' });
    submit();
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      '탈퇴 사유를 선택해 주세요.',
      '탈퇴 안내에 동의해 주세요.',
      '캐비닛 비밀번호는 숫자 6자리입니다.',
    ]);
    expect(screen.getByLabelText('캐비닛 비밀번호')).toHaveAttribute('aria-invalid', 'true');
    password('123456');
    fireEvent.click(screen.getByRole('radio', { name: '기타' }));
    fireEvent.click(screen.getByRole('checkbox'));
    submit();
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual(['기타 사유를 입력해 주세요.']);
    expect(screen.getByLabelText('기타 사유')).toHaveAttribute('aria-invalid', 'true');
    expect(sent()).toEqual([]);
    expect(dialog()).not.toHaveAttribute('open');
  });

  it('asks to confirm; cancelling sends nothing', () => {
    renderPage(<DeactivatePage />, { route: '/deactivateaccount' });
    fireEvent.click(screen.getByRole('radio', { name: '개인정보가 걱정돼요' }));
    fireEvent.click(screen.getByRole('checkbox'));
    password('123456');
    submit();
    expect(dialog()).toHaveAttribute('open');
    expect(screen.getByText('정말 탈퇴하시겠어요?')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '취소' }));
    expect(dialog()).not.toHaveAttribute('open');
    expect(sent()).toEqual([]);
  });

  it('deactivates after the confirmation, then signs out to the main page', async () => {
    renderPage(<DeactivatePage />, { route: '/deactivateaccount' });
    fireEvent.click(screen.getByRole('radio', { name: '기타' }));
    fireEvent.change(screen.getByLabelText('기타 사유'), { target: { value: '앱이 너무 많아요' } });
    fireEvent.click(screen.getByRole('checkbox'));
    password('123456');
    submit();
    fireEvent.click(screen.getByRole('button', { name: '탈퇴' }));
    expect((await screen.findByTestId('deactivation-done')).textContent).toBe('탈퇴가 완료되었습니다. 그동안 이용해 주셔서 감사합니다.');
    expect(sent()).toEqual(['/api/user/deactivate {"reason":"OTHER","otherReason":"앱이 너무 많아요","agree":true,"password":"123456"}']);
    await waitFor(() => expect(signOut).toHaveBeenCalledWith({ callbackUrl: '/main' }));
    expect(screen.getByTestId('deactivation-submit')).toBeDisabled();
  });

  it('shows a failure and lets the member try again', async () => {
    server.refuse = 'TEMPORARY_ERROR';
    renderPage(<DeactivatePage />, { route: '/deactivateaccount' });
    fireEvent.click(screen.getByRole('radio', { name: '서비스를 자주 이용하지 않아요' }));
    fireEvent.click(screen.getByRole('checkbox'));
    password('123456');
    submit();
    fireEvent.click(screen.getByRole('button', { name: '탈퇴' }));
    expect((await screen.findByTestId('deactivation-error')).textContent).toBe('일시적인 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.');
    expect(signOut).not.toHaveBeenCalled();
    expect(screen.getByTestId('deactivation-submit')).toBeEnabled();
  });

  it('shows a wrong cabinet password at its field, not as a general failure', async () => {
    server.refuse = 'PASSWORD_MISMATCH';
    renderPage(<DeactivatePage />, { route: '/deactivateaccount' });
    fireEvent.click(screen.getByRole('radio', { name: '서비스를 자주 이용하지 않아요' }));
    fireEvent.click(screen.getByRole('checkbox'));
    password('65a4321');
    expect((screen.getByLabelText('캐비닛 비밀번호') as HTMLInputElement).value).toBe('654321');
    submit();
    fireEvent.click(screen.getByRole('button', { name: '탈퇴' }));
    expect((await screen.findByTestId('deactivation-password-error')).textContent).toBe('비밀번호가 일치하지 않습니다.');
    expect(screen.getByLabelText('캐비닛 비밀번호')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByTestId('deactivation-error')).not.toBeInTheDocument();
    expect(sent()).toEqual(['/api/user/deactivate {"reason":"NOT_USING","agree":true,"password":"654321"}']);
    expect(signOut).not.toHaveBeenCalled();
  });
});
