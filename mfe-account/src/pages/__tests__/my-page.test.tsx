import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { Route, Routes } from 'react-router-dom';
import {
  API,
  ERRORS,
  meSchema,
  profileImagesSchema,
  setProfileImageSchema,
  updateInfoSchema,
  type ErrorCode,
  type Me,
  type ProfileImageChoice,
} from 'shared-contract';
import { contractHandler, refusal, setupContractApi } from 'shared-ui/src/testing/contract-api';
import { ME_QUERY_KEY, useSessionStore } from 'shared-session';
import { createTestQueryClient, initTestI18n, renderPage } from '../../testing/render';
import MyPage from '../my-page';
import { sampleMe } from 'shared-contract/src/testing/sample-me';

const member = (overrides: Partial<Me> = {}): Me =>
  sampleMe({
    snsProvider: 'kakao',
    snsId: 'kakao:1',
    agreePush: { isAgreePush: true, isAgreePushContents: false, isAgreePushFreetime: false, isAgreePushNight: false },
    ...overrides,
  });

const testApi = setupContractApi();

/** An in-memory profile api (the page, its forms, queries and the client are real). */
const server = {
  me: member(),
  images: [] as ProfileImageChoice[],
  /** The next PATCH /api/user/info answers this refusal. */
  refuseInfo: null as null | { code: ErrorCode; details?: Record<string, unknown> },
  refuseUpload: null as ErrorCode | null,
};

const handlers = () => [
  contractHandler({ method: 'get', path: API.userProfileImages, response: profileImagesSchema, reply: () => server.images }),
  contractHandler({
    method: 'patch',
    path: API.userInfo,
    request: updateInfoSchema,
    response: meSchema,
    reply: ({ body }) => {
      const refused = server.refuseInfo;
      if (refused) {
        server.refuseInfo = null;
        throw refusal(refused.code, refused.details);
      }
      const input = updateInfoSchema.parse(body);
      if (typeof input.nickname === 'string') server.me = { ...server.me, nickname: input.nickname, nicknameChangeableAt: '2026-12-21T16:30:00.000Z' };
      if (typeof input.isAgreeMail === 'boolean') server.me = { ...server.me, isAgreeMail: input.isAgreeMail };
      return server.me;
    },
  }),
  contractHandler({
    method: 'post',
    path: API.userProfile,
    request: setProfileImageSchema,
    response: meSchema,
    reply: ({ body }) => {
      const input = setProfileImageSchema.parse(body);
      const keyId = 'keyId' in input ? input.keyId : undefined;
      const uploadId = 'uploadId' in input ? input.uploadId : undefined;
      server.images = server.images.map((choice) => ({ ...choice, selected: choice.type === 'KEY' ? choice.id === keyId : choice.id === uploadId }));
      const chosen = server.images.find((choice) => choice.selected);
      server.me = { ...server.me, profileImage: chosen?.url ?? null, profileImageType: chosen?.type ?? null, profileKeyId: keyId ?? null };
      return server.me;
    },
  }),
  contractHandler({
    method: 'post',
    path: API.userProfileUpload,
    response: meSchema,
    reply: () => {
      if (server.refuseUpload) throw refusal(server.refuseUpload);
      server.images = [
        { type: 'UPLOAD', id: 7, url: '/api/user/profile/image/7', selected: true, name: null },
        ...server.images.map((choice) => ({ ...choice, selected: false })),
      ];
      server.me = { ...server.me, profileImage: '/api/user/profile/image/7', profileImageType: 'UPLOAD', profileKeyId: null };
      return server.me;
    },
  }),
];

/** What was sent: `METHOD path body`, an upload as `UPLOAD path name size`. */
const sent = () =>
  testApi.calls.map((call) => {
    const image = call.form?.get('image');
    if (image instanceof File) return `UPLOAD ${call.path} ${image.name} ${image.size}`;
    return `${call.method.toUpperCase()} ${call.path}${call.body === undefined ? '' : ` ${JSON.stringify(call.body)}`}`;
  });

const page = (
  <Routes>
    <Route path="/my" element={<MyPage />} />
  </Routes>
);

const renderMy = (me: Me | null = server.me) => {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData([...ME_QUERY_KEY, 1], me);
  return renderPage(page, { route: '/my', queryClient });
};

const nicknameInput = () => screen.getByLabelText<HTMLInputElement>(/새 닉네임|New nickname/);
const submitNickname = async (value: string) => {
  fireEvent.change(nicknameInput(), { target: { value } });
  fireEvent.click(screen.getByTestId('nickname-submit'));
};

beforeEach(async () => {
  server.me = member();
  server.images = [];
  server.refuseInfo = null;
  server.refuseUpload = null;
  testApi.reset(...handlers());
  useSessionStore.setState({
    status: 'authenticated',
    user: { id: 1, email: 'me@example.com', name: 'Me', image: null, provider: 'kakao', status: 1, signUpRequired: false },
  });
  await initTestI18n('ko');
});

describe('MyPage', () => {
  it('shows the profile card and the My menu in ko and en', async () => {
    renderMy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('내 정보');
    const card = screen.getByTestId('profile-card');
    expect(within(card).getByTestId('profile-nickname').textContent).toBe('KEYS123456');
    expect(within(card).getByTestId('profile-email').textContent).toBe('이메일: me@example.com');
    expect(within(card).getByTestId('profile-provider').textContent).toBe('카카오');
    expect(within(card).getByTestId('profile-language').textContent).toBe('한국어');
    expect(within(card).getByTestId('profile-key').textContent).toBe('설정한 KEY 없음');
    expect(
      within(screen.getByTestId('push-agreements'))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['푸시 알림켜짐', '콘텐츠 소식 알림꺼짐', '무료 이용 혜택 알림꺼짐', '야간 푸시 알림 (21시~08시)꺼짐']);
    const menu = within(screen.getByRole('navigation', { name: '마이 메뉴' }));
    expect(menu.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['내 정보', '/my'],
      ['골드', '/my/coins'],
      ['쿠폰', '/my/coupons'],
      ['티켓', '/ticket'],
      ['내 캐비닛', '/my/cabinet'],
      ['이달의 미션', '/event/monthly'],
      ['알림', '/my/notifications'],
      ['계정 설정', '/my/settings'],
    ]);
    expect(menu.getByRole('link', { name: '내 정보' })).toHaveAttribute('aria-current', 'page');
    await waitFor(() => expect(screen.getByTestId('profile-images-empty').textContent).toContain('선택할 수 있는 이미지가 없습니다'));

    await act(() => i18next.changeLanguage('en'));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('My Info');
    expect(within(card).getByTestId('profile-provider').textContent).toBe('Kakao');
    expect(within(card).getByTestId('profile-key').textContent).toBe('No KEY set');
    expect(
      within(screen.getByRole('navigation', { name: 'My menu' }))
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['My Info', 'Gold', 'Coupons', 'Tickets', 'My Cabinet', 'Monthly missions', 'Notifications', 'Account settings']);
  });

  it.each([
    ['ab', '닉네임은 3자 이상이어야 합니다.', 'Nickname must be at least 3 characters.'],
    ['a'.repeat(21), '닉네임은 20자 이하여야 합니다.', 'Nickname must be at most 20 characters.'],
    ['키즈 닉네임!', '닉네임은 한글, 영문, 숫자만 사용할 수 있습니다.', 'Nickname may contain only Korean letters, English letters and digits.'],
  ])('refuses %p with its message in ko and en, without asking the api', async (value, ko, en) => {
    renderMy();
    await submitNickname(value);
    expect((await screen.findByTestId('nickname-error')).textContent).toBe(ko);
    expect(nicknameInput()).toHaveAttribute('aria-invalid', 'true');
    await act(() => i18next.changeLanguage('en'));
    expect(screen.getByTestId('nickname-error').textContent).toBe(en);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sent().filter((call) => call.startsWith('PATCH'))).toEqual([]);
  });

  it('asks for confirmation; cancel keeps the nickname, confirm changes it and shows the next change date (KST)', async () => {
    renderMy();
    await submitNickname('  새닉네임Keys  ');
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading').textContent).toBe('닉네임을 변경할까요?');
    expect(dialog.textContent).toContain('닉네임을 새닉네임Keys(으)로 변경합니다. 변경 후 한 달 동안은 다시 변경할 수 없습니다.');
    fireEvent.click(within(dialog).getByRole('button', { name: '취소' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent().filter((call) => call.startsWith('PATCH'))).toEqual([]);

    fireEvent.click(screen.getByTestId('nickname-submit'));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '변경' }));
    await waitFor(() => expect(screen.getByTestId('profile-nickname').textContent).toBe('새닉네임Keys'));
    expect(sent()).toContain('PATCH /api/user/info {"nickname":"새닉네임Keys"}');
    expect(screen.getByTestId('nickname-changed').textContent).toBe('닉네임을 새닉네임Keys(으)로 변경했습니다.');
    // 2026-12-21T16:30Z is 2026-12-22 01:30 in Korea.
    expect(screen.getByTestId('nickname-next-change').textContent).toBe('다음 변경 가능일: 2026-12-22');
    expect(nicknameInput().disabled).toBe(true);
    expect(screen.getByTestId('nickname-submit')).toBeDisabled();
    await act(() => i18next.changeLanguage('en'));
    expect(screen.getByTestId('nickname-next-change').textContent).toBe('You can change it again on Dec 22, 2026');
  });

  it('shows the duplicate message the api answers, in the current language', async () => {
    server.refuseInfo = { code: 'NICKNAME_DUPLICATE' };
    renderMy();
    await submitNickname('TakenName');
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '변경' }));
    expect((await screen.findByTestId('nickname-error')).textContent).toBe('이미 사용 중인 닉네임입니다.');
    await act(() => i18next.changeLanguage('en'));
    expect(screen.getByTestId('nickname-error').textContent).toBe('This nickname is already in use.');
    expect(screen.getByTestId('profile-nickname').textContent).toBe('KEYS123456');
  });

  it('a too-soon refusal shows the next date from the error details; the same nickname is refused as unchanged', async () => {
    server.refuseInfo = { code: 'NICKNAME_CHANGE_TOO_SOON', details: { nextChangeAt: '2027-01-05T15:00:00.000Z' } };
    renderMy();
    await submitNickname('KEYS123456');
    expect((await screen.findByTestId('nickname-error')).textContent).toBe('현재 닉네임과 같습니다.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await submitNickname('Another1');
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '변경' }));
    expect((await screen.findByTestId('nickname-error')).textContent).toBe('닉네임은 한 달에 한 번만 변경할 수 있습니다.');
    expect(screen.getByTestId('nickname-next-change').textContent).toBe('다음 변경 가능일: 2027-01-06');
  });

  it('a member who changed this month sees the date and cannot submit', () => {
    renderMy(member({ nicknameChangeableAt: '2026-12-31T15:30:00.000Z' }));
    expect(screen.getByTestId('nickname-next-change').textContent).toBe('다음 변경 가능일: 2027-01-01');
    expect(nicknameInput().disabled).toBe(true);
  });

  it('the mail agreement switch saves at once', async () => {
    renderMy();
    const toggle = screen.getByRole('switch', { name: '이메일로 이벤트·혜택 소식 받기' });
    expect(toggle).not.toBeChecked();
    fireEvent.click(toggle);
    await waitFor(() => expect(screen.getByRole('switch')).toBeChecked());
    expect(sent()).toContain('PATCH /api/user/info {"isAgreeMail":true}');
    expect(screen.getByTestId('mail-agreement-state').textContent).toBe('수신 동의');
  });

  it('checks the file before uploading; the api refusal and a valid upload are shown; a KEY can be picked', async () => {
    server.images = [{ type: 'KEY', id: 3, url: '/api/art/key/3.svg', selected: false, name: { ko: '첫 번째 KEY', en: 'First KEY' } }];
    renderMy();
    const input = screen.getByTestId('profile-image-input');
    expect(input).toHaveAttribute('accept', '.jpg,.jpeg,.png,image/jpeg,image/png');

    fireEvent.change(input, { target: { files: [new File(['GIF89a'], 'cat.gif', { type: 'image/gif' })] } });
    expect((await screen.findByTestId('profile-image-error')).textContent).toBe('jpg, jpeg, png 파일만 올릴 수 있습니다.');
    fireEvent.change(input, { target: { files: [new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' })] } });
    expect((await screen.findByTestId('profile-image-error')).textContent).toBe('이미지는 10MB 이하여야 합니다.');
    expect(sent().filter((call) => call.startsWith('UPLOAD'))).toEqual([]);

    server.refuseUpload = 'IMAGE_TYPE_NOT_ALLOWED';
    fireEvent.change(input, { target: { files: [new File(['GIF89a'], 'cat.png', { type: 'image/png' })] } });
    await waitFor(() => expect(sent()).toContain('UPLOAD /api/user/profile/upload cat.png 6'));
    expect((await screen.findByTestId('profile-image-error')).textContent).toBe('jpg, jpeg, png 파일만 올릴 수 있습니다.');

    server.refuseUpload = null;
    fireEvent.change(input, { target: { files: [new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'me.png', { type: 'image/png' })] } });
    expect((await screen.findByTestId('profile-image-message')).textContent).toBe('새 프로필 이미지를 설정했습니다.');
    expect(screen.getByRole('img', { name: 'KEYS123456님의 프로필 이미지' })).toHaveAttribute('src', '/api/user/profile/image/7');
    await waitFor(() => expect(screen.getByRole('button', { name: '업로드한 이미지 7' })).toHaveAttribute('aria-pressed', 'true'));

    fireEvent.click(screen.getByRole('button', { name: '첫 번째 KEY' }));
    await waitFor(() => expect(screen.getByTestId('profile-key').textContent).toBe('첫 번째 KEY'));
    expect(sent()).toContain('POST /api/user/profile {"keyId":3}');
    expect(screen.getByRole('button', { name: '첫 번째 KEY' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('img', { name: 'KEYS123456님의 프로필 이미지' })).toHaveAttribute('src', '/api/art/key/3.svg');
  });

  it("past the day's upload quota the api's refusal is shown and the profile image stays", async () => {
    renderMy();
    server.refuseUpload = 'UPLOAD_QUOTA_EXCEEDED';
    fireEvent.change(screen.getByTestId('profile-image-input'), {
      target: { files: [new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'me.png', { type: 'image/png' })] },
    });
    await waitFor(() => expect(sent()).toContain('UPLOAD /api/user/profile/upload me.png 4'));
    expect((await screen.findByTestId('profile-image-error')).textContent).toBe(ERRORS.UPLOAD_QUOTA_EXCEEDED.ko);
    expect(screen.queryByTestId('profile-image-message')).not.toBeInTheDocument();
  });

  it('shows a skeleton while the session loads and an error with retry when the member could not be loaded', async () => {
    useSessionStore.setState({ status: 'loading', user: null });
    const { unmount } = renderMy();
    expect(screen.getByLabelText('내 정보를 불러오는 중')).toHaveAttribute('aria-busy', 'true');
    unmount();

    useSessionStore.setState({
      status: 'authenticated',
      user: { id: 1, email: null, name: null, image: null, provider: 'kakao', status: 1, signUpRequired: false },
    });
    renderMy(null);
    const alert = screen.getByTestId('error-state');
    expect(alert.textContent).toContain('내 정보를 불러오지 못했습니다.');
    expect(within(alert).getByRole('button', { name: '다시 시도' })).toBeInTheDocument();
  });
});
