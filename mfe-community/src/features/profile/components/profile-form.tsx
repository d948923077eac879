import { css } from '@emotion/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useController, useForm, useWatch, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  communityProfileInputSchema,
  errorMessage,
  profileImageProblem,
  type CommunityProfile,
  type CommunityProfileInput,
  type ProfileImageChoice,
} from 'shared-contract';
import {
  Avatar,
  Button,
  checkboxRowStyle,
  fieldErrorStyle,
  FilePickButton,
  fieldLabelStyle,
  initialOf,
  noticeStyle,
  textInputStyle,
  theme,
  useLanguage,
  visuallyHidden,
} from 'shared-ui';
import { communityKeys } from '../../../api/query-keys';
import { cardStyle, hintStyle, smallTextStyle } from '../../../components/styles';
import { NAMESPACE } from '../../../namespace';
import { errorCode } from '../../../utils/api-error';
import { useSaveProfile } from '../api/save-profile';
import { useUploadProfileImage } from '../api/upload-profile-image';

type ImageChoice = { type: ProfileImageChoice['type']; id: number } | null;

const ACCEPT = '.jpg,.jpeg,.png,image/jpeg,image/png';
const NICKNAME_CODES = new Set(['NICKNAME_TOO_SHORT', 'NICKNAME_TOO_LONG', 'NICKNAME_INVALID_CHARACTERS', 'NICKNAME_DUPLICATE', 'NICKNAME_UNCHANGED']);

const gridStyle = css`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(80px, 1fr));
  gap: 10px;
  margin: 0;
  padding: 0;
  border: none;
`;

const optionStyle = css`
  position: relative;
  display: block;
  cursor: pointer;
  & .frame {
    display: flex;
    align-items: center;
    justify-content: center;
    box-sizing: border-box;
    width: 100%;
    aspect-ratio: 1;
    overflow: hidden;
    border-radius: ${theme.radius.md}px;
    border: 3px solid ${theme.colors.gray200};
    background: ${theme.colors.gray50};
    font-size: 13px;
    font-weight: 600;
    text-align: center;
    color: ${theme.colors.gray700};
  }
  & img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  & input:checked + .frame {
    border-color: ${theme.colors.pink};
    box-shadow: 0 0 0 2px ${theme.colors.pinkSoft};
  }
  & input:focus-visible + .frame {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
  & input:disabled + .frame {
    cursor: progress;
    opacity: 0.7;
  }
`;

/** The shared file button; while an upload or a save runs it says so with the cursor. */
const uploadLabelStyle = css`
  input:disabled + & {
    cursor: progress;
  }
`;

/** The form: the nickname typed is kept while the account's is used, so unticking brings it back. */
type ProfileFormValues = { useAccount: boolean; nickname: string; image: ImageChoice };

const resolveProfile = zodResolver(communityProfileInputSchema);

/** `zodResolver` over the contract's `communityProfileInputSchema`: no nickname of its own (null) while the account's is used. */
const profileResolver: Resolver<ProfileFormValues, unknown, CommunityProfileInput> = async (values, context, options) => {
  const input = { nickname: values.useAccount ? null : values.nickname, image: values.image };
  const result = await resolveProfile(input, context, options as unknown as Parameters<typeof resolveProfile>[2]);
  return result;
};

const selectedOf = (profile: CommunityProfile): ImageChoice => {
  const selected = profile.choices.find((choice) => choice.selected);
  return selected ? { type: selected.type, id: selected.id } : null;
};

const sameChoice = (a: ImageChoice, b: ImageChoice) => (a === null || b === null ? a === b : a.type === b.type && a.id === b.id);

/**
 * The community profile: a nickname of its own (or the account's), an image among the owned KEYs and uploads (a
 * radio group: arrows move, the browser's keyboard) or a new upload, saved together. react-hook-form checks it
 * with the contract's schema (the nickname rules); the api's refusals show by their field.
 */
export function ProfileForm({ profile }: { profile: CommunityProfile }) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const queryClient = useQueryClient();
  const save = useSaveProfile();
  const upload = useUploadProfileImage();
  const id = useId();
  const [imageMessage, setImageMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const { register, handleSubmit, control, setError, setValue, clearErrors } = useForm<ProfileFormValues, unknown, CommunityProfileInput>({
    resolver: profileResolver,
    reValidateMode: 'onSubmit',
    defaultValues: { useAccount: profile.nickname === null, nickname: profile.nickname ?? '', image: selectedOf(profile) },
  });
  const { field: nicknameField, fieldState: nicknameState } = useController({ control, name: 'nickname' });
  const useAccount = useWatch({ control, name: 'useAccount' });
  const image = useWatch({ control, name: 'image' });
  const nickname = nicknameField.value;
  const nicknameError = nicknameState.error?.message;
  const setImage = (choice: ImageChoice) => setValue('image', choice, { shouldDirty: true });
  const busy = save.isPending || upload.isPending;

  const chosenUrl = image ? (profile.choices.find((choice) => sameChoice(choice, image))?.url ?? null) : null;
  const shownNickname = useAccount ? (profile.accountNickname ?? '') : nickname;
  const uploads = profile.choices.filter((choice) => choice.type === 'UPLOAD');
  const choiceLabel = (choice: ProfileImageChoice) =>
    choice.name ? choice.name[language] : t('profile.uploadChoice', { index: uploads.findIndex((item) => item.id === choice.id) + 1 });

  const onFile = ([file]: File[]) => {
    if (!file) return;
    const problem = profileImageProblem(file);
    if (problem) {
      setImageMessage({ ok: false, text: errorMessage(problem, language) });
      return;
    }
    setImageMessage(null);
    upload.mutate(file, {
      onSuccess: () => {
        const fresh = queryClient.getQueryData<CommunityProfile>(communityKeys.profile());
        if (fresh) setImage(selectedOf(fresh));
        setImageMessage({ ok: true, text: t('profile.uploaded') });
      },
      onError: (error) => setImageMessage({ ok: false, text: errorMessage(errorCode(error), language) }),
    });
  };

  const saveProfile = (input: CommunityProfileInput) =>
    save.mutate(input, {
      onSuccess: () => setSaved(true),
      onError: (error) => {
        const code = errorCode(error);
        if (NICKNAME_CODES.has(code)) setError('nickname', { type: 'server', message: code }, { shouldFocus: true });
        else setRefusal(code);
      },
    });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    setRefusal(null);
    setSaved(false);
    void handleSubmit(saveProfile)(event);
  };

  return (
    <form
      noValidate
      onSubmit={submit}
      css={css`
        display: grid;
        gap: 20px;
      `}
      data-testid="profile-form"
      aria-busy={busy || undefined}
    >
      <section
        css={[
          cardStyle,
          css`
            display: flex;
            gap: 12px;
            align-items: center;
          `,
        ]}
        aria-label={t('profile.preview')}
        data-testid="profile-preview"
      >
        <Avatar src={chosenUrl} name={shownNickname || '?'} size={56} data-testid="author-avatar" />
        <div
          css={css`
            display: grid;
            gap: 2px;
          `}
        >
          <span css={smallTextStyle}>{t('profile.preview')}</span>
          <strong
            css={css`
              font-size: 16px;
              overflow-wrap: anywhere;
            `}
          >
            {shownNickname}
          </strong>
        </div>
      </section>

      <div
        css={css`
          display: grid;
          gap: 6px;
        `}
      >
        <label htmlFor={`${id}-nickname`} css={fieldLabelStyle}>
          {t('profile.nickname')}
        </label>
        <input
          id={`${id}-nickname`}
          type="text"
          ref={nicknameField.ref}
          name={nicknameField.name}
          value={useAccount ? (profile.accountNickname ?? '') : nickname}
          onChange={nicknameField.onChange}
          onBlur={nicknameField.onBlur}
          disabled={useAccount}
          autoComplete="nickname"
          css={textInputStyle}
          aria-invalid={nicknameError ? true : undefined}
          aria-describedby={[`${id}-nickname-hint`, nicknameError ? `${id}-nickname-error` : null].filter(Boolean).join(' ')}
          data-testid="profile-nickname"
        />
        <p id={`${id}-nickname-hint`} css={hintStyle}>
          {t('profile.nicknameHint')}
        </p>
        {nicknameError ? (
          <p id={`${id}-nickname-error`} role="alert" css={fieldErrorStyle} data-testid="profile-nickname-error">
            {errorMessage(nicknameError, language)}
          </p>
        ) : null}
        <label css={checkboxRowStyle}>
          <input type="checkbox" {...register('useAccount', { onChange: () => clearErrors('nickname') })} data-testid="profile-use-account" />
          <span>{profile.accountNickname ? t('profile.useAccountNickname', { nickname: profile.accountNickname }) : t('profile.useAccountNicknameNone')}</span>
        </label>
      </div>

      <fieldset
        css={css`
          display: grid;
          gap: 10px;
          margin: 0;
          padding: 0;
          border: none;
          min-width: 0;
        `}
      >
        <legend css={fieldLabelStyle}>{t('profile.image')}</legend>
        <div css={gridStyle} data-testid="profile-choices">
          <label css={optionStyle}>
            <input type="radio" name={`${id}-image`} checked={image === null} onChange={() => setImage(null)} disabled={busy} css={visuallyHidden} />
            <span className="frame" aria-hidden="true">
              {initialOf(shownNickname)}
            </span>
            <span css={visuallyHidden}>{t('profile.noImage')}</span>
          </label>
          {profile.choices.map((choice) => (
            <label key={`${choice.type}-${choice.id}`} css={optionStyle} title={choiceLabel(choice)}>
              <input
                type="radio"
                name={`${id}-image`}
                checked={sameChoice(image, choice)}
                onChange={() => setImage({ type: choice.type, id: choice.id })}
                disabled={busy}
                css={visuallyHidden}
                data-testid={`profile-choice-${choice.type}-${choice.id}`}
              />
              <span className="frame">
                <img src={choice.url} alt="" loading="lazy" />
              </span>
              <span css={visuallyHidden}>{choiceLabel(choice)}</span>
            </label>
          ))}
        </div>
        {profile.choices.length === 0 ? <p css={hintStyle}>{t('profile.noChoices')}</p> : null}
        <div
          css={css`
            display: flex;
            flex-wrap: wrap;
            align-items: center;
            gap: 8px 12px;
          `}
        >
          <FilePickButton
            id={`${id}-upload`}
            accept={ACCEPT}
            onFiles={onFile}
            disabled={busy}
            aria-describedby={`${id}-upload-hint`}
            data-testid="profile-upload"
            css={uploadLabelStyle}
          >
            {upload.isPending ? t('profile.uploading') : t('profile.upload')}
          </FilePickButton>
          <span id={`${id}-upload-hint`} css={hintStyle}>
            {t('profile.uploadHint')}
          </span>
        </div>
        <div aria-live="polite">
          {imageMessage ? (
            <p role={imageMessage.ok ? undefined : 'alert'} css={imageMessage.ok ? hintStyle : fieldErrorStyle} data-testid="profile-image-message">
              {imageMessage.text}
            </p>
          ) : null}
        </div>
      </fieldset>

      {refusal ? (
        <p role="alert" css={noticeStyle('error')} data-testid="profile-error">
          {errorMessage(refusal, language)}
        </p>
      ) : null}
      <div role="status">
        {saved ? (
          <p css={noticeStyle('success')} data-testid="profile-saved">
            {t('profile.saved')}
          </p>
        ) : null}
      </div>
      <Button type="submit" size="lg" disabled={busy} data-testid="profile-save">
        {save.isPending ? t('profile.saving') : t('profile.save')}
      </Button>
    </form>
  );
}
