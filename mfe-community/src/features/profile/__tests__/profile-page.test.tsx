import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { COMMUNITY_API, communityProfileInputSchema, communityProfileSchema } from 'shared-contract';
import CommunitySubPage from '../../../pages/community-sub-page';
import { profile } from '../../../testing/fixtures';
import { contractHandler, refusal, setupContractApi } from 'shared-ui/src/testing/contract-api';
import { initTestI18n, renderAt, signIn } from '../../../testing/render';

const testApi = setupContractApi();

const open = () => renderAt(<CommunitySubPage />, '/community/profile');

beforeEach(async () => {
  signIn();
  await initTestI18n('ko');
});

describe('/community/profile', () => {
  it('saves a nickname of its own and an owned KEY as the image (ko, en)', async () => {
    let current = profile();
    testApi.use(contractHandler({ method: 'get', path: COMMUNITY_API.profile, response: communityProfileSchema, reply: () => current }));
    testApi.use(
      contractHandler({
        method: 'put',
        path: COMMUNITY_API.profile,
        request: communityProfileInputSchema,
        response: communityProfileSchema,
        reply: (call) => {
          const input = communityProfileInputSchema.parse(call.body);
          current = profile({ nickname: input.nickname, choices: current.choices.map((choice) => ({ ...choice, selected: choice.id === 31 })) });
          return current;
        },
      }),
    );
    open();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('커뮤니티 프로필');
    const useAccount = (await screen.findByRole('checkbox', { name: '계정 닉네임 사용 (KEYS123456)' })) as HTMLInputElement;
    expect(useAccount).toBeChecked();
    const nickname = screen.getByRole('textbox', { name: '커뮤니티 닉네임' }) as HTMLInputElement;
    expect(nickname).toBeDisabled();
    expect(nickname).toHaveValue('KEYS123456');

    const group = screen.getByRole('group', { name: '프로필 이미지' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent?.trim()),
    ).toEqual(['K기본 이미지 (이니셜)', '봄의 기억', '올린 이미지 1']);
    expect(within(group).getByRole('radio', { name: '기본 이미지 (이니셜)' })).toBeChecked();

    fireEvent.click(useAccount);
    fireEvent.change(nickname, { target: { value: 'ab' } });
    fireEvent.click(screen.getByRole('button', { name: '저장' }));
    expect((await screen.findByTestId('profile-nickname-error')).textContent).toBe('닉네임은 3자 이상이어야 합니다.');
    expect(nickname).toHaveAttribute('aria-describedby', expect.stringContaining(screen.getByTestId('profile-nickname-error').id));
    expect(testApi.requests('put')).toHaveLength(0);

    fireEvent.change(nickname, { target: { value: '봄날팬' } });
    fireEvent.click(within(group).getByRole('radio', { name: '봄의 기억' }));
    expect(screen.getByTestId('profile-preview').textContent).toContain('봄날팬');
    fireEvent.click(screen.getByRole('button', { name: '저장' }));
    expect((await screen.findByTestId('profile-saved')).textContent).toBe('커뮤니티 프로필을 저장했습니다.');
    expect(testApi.requests('put', COMMUNITY_API.profile)[0]?.body).toEqual({ nickname: '봄날팬', image: { type: 'KEY', id: 31 } });

    await act(() => i18next.changeLanguage('en'));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Community profile');
    expect(screen.getByTestId('profile-saved').textContent).toBe('Your community profile is saved.');
    expect(screen.getByRole('radio', { name: 'Spring Memory' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Uploaded image 1' })).toBeInTheDocument();
  });

  it('goes back to the account nickname and the initial', async () => {
    testApi.use(
      contractHandler({
        method: 'get',
        path: COMMUNITY_API.profile,
        response: communityProfileSchema,
        reply: () => profile({ nickname: '봄날팬', choices: profile().choices.map((choice) => ({ ...choice, selected: choice.id === 5 })) }),
      }),
    );
    testApi.use(
      contractHandler({
        method: 'put',
        path: COMMUNITY_API.profile,
        request: communityProfileInputSchema,
        response: communityProfileSchema,
        reply: () => profile(),
      }),
    );
    open();
    const useAccount = (await screen.findByTestId('profile-use-account')) as HTMLInputElement;
    expect(useAccount).not.toBeChecked();
    expect(screen.getByRole('radio', { name: '올린 이미지 1' })).toBeChecked();
    fireEvent.click(useAccount);
    fireEvent.click(screen.getByRole('radio', { name: '기본 이미지 (이니셜)' }));
    fireEvent.click(screen.getByRole('button', { name: '저장' }));
    await screen.findByTestId('profile-saved');
    expect(testApi.requests('put')[0]?.body).toEqual({ nickname: null, image: null });
  });

  it('uploads a new image (checked first) and selects it; shows a taken nickname by its field', async () => {
    let current = profile();
    testApi.use(contractHandler({ method: 'get', path: COMMUNITY_API.profile, response: communityProfileSchema, reply: () => current }));
    testApi.use(
      contractHandler({
        method: 'post',
        path: COMMUNITY_API.profileUpload,
        response: communityProfileSchema,
        reply: () => {
          current = profile({
            choices: [
              ...current.choices.map((choice) => ({ ...choice, selected: false })),
              { type: 'UPLOAD', id: 6, url: '/u/6.png', selected: true, name: null },
            ],
          });
          return current;
        },
      }),
    );
    testApi.use(
      contractHandler({
        method: 'put',
        path: COMMUNITY_API.profile,
        request: communityProfileInputSchema,
        response: communityProfileSchema,
        reply: () => {
          throw refusal('NICKNAME_DUPLICATE');
        },
      }),
    );
    open();
    const upload = await screen.findByTestId('profile-upload');
    fireEvent.change(upload, { target: { files: [new File(['GIF89a'], 'a.gif', { type: 'image/gif' })] } });
    expect(screen.getByTestId('profile-image-message').textContent).toBe('jpg, jpeg, png 파일만 올릴 수 있습니다.');
    expect(testApi.requests('post')).toHaveLength(0);

    fireEvent.change(upload, { target: { files: [new File([new Uint8Array(10)], 'me.png', { type: 'image/png' })] } });
    expect(await screen.findByText('이미지를 올렸습니다. 저장하면 적용됩니다.')).toBeInTheDocument();
    expect((testApi.requests('post', COMMUNITY_API.profileUpload)[0]?.form?.get('image') as File).name).toBe('me.png');
    await waitFor(() => expect(screen.getByRole('radio', { name: '올린 이미지 2' })).toBeChecked());

    fireEvent.click(screen.getByTestId('profile-use-account'));
    fireEvent.change(screen.getByTestId('profile-nickname'), { target: { value: '봄날팬' } });
    fireEvent.click(screen.getByRole('button', { name: '저장' }));
    expect((await screen.findByTestId('profile-nickname-error')).textContent).toBe('이미 사용 중인 닉네임입니다.');
    expect(testApi.requests('put')[0]?.body).toEqual({ nickname: '봄날팬', image: { type: 'UPLOAD', id: 6 } });
  });

  it('refuses a bad nickname by its field (focused, aria-invalid) without saving; using the account nickname clears it and keeps what was typed', async () => {
    testApi.use(
      contractHandler({ method: 'get', path: COMMUNITY_API.profile, response: communityProfileSchema, reply: () => profile({ nickname: '봄날팬' }) }),
    );
    testApi.use(
      contractHandler({
        method: 'put',
        path: COMMUNITY_API.profile,
        request: communityProfileInputSchema,
        response: communityProfileSchema,
        reply: () => profile(),
      }),
    );
    open();
    const nickname = (await screen.findByRole('textbox', { name: '커뮤니티 닉네임' })) as HTMLInputElement;
    expect(nickname).toHaveValue('봄날팬');
    fireEvent.change(nickname, { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: '저장' }));
    const error = await screen.findByTestId('profile-nickname-error');
    expect(error.textContent).toBe('닉네임은 3자 이상이어야 합니다.');
    expect(error).toHaveAttribute('role', 'alert');
    expect(nickname).toHaveAttribute('aria-invalid', 'true');
    expect(nickname).toHaveFocus();
    expect(testApi.requests('put')).toHaveLength(0);

    const useAccount = screen.getByTestId('profile-use-account') as HTMLInputElement;
    fireEvent.click(useAccount);
    expect(screen.queryByTestId('profile-nickname-error')).not.toBeInTheDocument();
    expect(nickname).not.toHaveAttribute('aria-invalid');
    expect(nickname).toHaveValue('KEYS123456');
    expect(nickname).toBeDisabled();
    fireEvent.click(useAccount);
    expect(nickname).toHaveValue('   ');
    fireEvent.change(nickname, { target: { value: '새닉네임' } });
    fireEvent.click(screen.getByRole('button', { name: '저장' }));
    await screen.findByTestId('profile-saved');
    expect(testApi.requests('put')[0]?.body).toEqual({ nickname: '새닉네임', image: null });
  });

  it('asks a visitor to sign in', () => {
    signIn(false);
    open();
    expect(screen.getByRole('link', { name: '로그인' })).toHaveAttribute('href', '/user/login?error=SessionRequired&callbackUrl=%2Fcommunity%2Fprofile');
    expect(testApi.requests()).toHaveLength(0);
  });
});
