import { css } from '@emotion/react';
import { useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, profileImageProblem, type ProfileImageChoice } from 'shared-contract';
import { ApiError } from 'shared-session';
import { EmptyState, ErrorState, Skeleton, theme, useLanguage } from 'shared-ui';
import { NAMESPACE } from '../../../namespace';
import { useProfileImages, useSetProfileImage, useUploadProfileImage } from '../api/profile-images';
import { errorTextStyle, hintStyle, sectionStyle, sectionTitleStyle, successTextStyle } from '../../../components/card-styles';

/** What the file picker offers; the api judges the bytes. */
const ACCEPT = '.jpg,.jpeg,.png,image/jpeg,image/png';

const uploadLabelStyle = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: 44px;
  padding: 0 18px;
  font-size: 15px;
  font-weight: 600;
  border-radius: ${theme.radius.md}px;
  border: 1px solid ${theme.colors.pink};
  background: ${theme.colors.pink};
  color: ${theme.colors.white};
  cursor: pointer;
  &:has(input:focus-visible) {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
  &[aria-disabled='true'] {
    cursor: progress;
    background: ${theme.colors.gray100};
    color: ${theme.colors.gray500};
    border-color: ${theme.colors.gray200};
  }
`;

const gridStyle = css`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(88px, 1fr));
  gap: 10px;
  margin: 12px 0 0;
  padding: 0;
  list-style: none;
`;

const choiceStyle = (selected: boolean) => css`
  position: relative;
  display: block;
  width: 100%;
  aspect-ratio: 1;
  padding: 0;
  overflow: hidden;
  border-radius: ${theme.radius.md}px;
  border: 3px solid ${selected ? theme.colors.pink : theme.colors.gray200};
  background: ${theme.colors.gray50};
  cursor: pointer;
  & img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  &:focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
  &:disabled {
    cursor: progress;
  }
`;

type Message = { ok: true; text: string } | { ok: false; code: string } | null;

/** Upload a jpg/png (checked here first with the shared rules, the api has the last word) or pick an upload or an owned KEY. */
export function ProfileImagePicker() {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const images = useProfileImages();
  const upload = useUploadProfileImage();
  const pick = useSetProfileImage();
  const input = useRef<HTMLInputElement>(null);
  const [message, setMessage] = useState<Message>(null);
  const busy = upload.isPending || pick.isPending;

  const failed = (error: unknown) => setMessage({ ok: false, code: error instanceof ApiError ? error.code : 'TEMPORARY_ERROR' });

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file chosen again after a refusal still fires a change.
    event.target.value = '';
    if (!file) return;
    const problem = profileImageProblem(file);
    if (problem) {
      setMessage({ ok: false, code: problem });
      return;
    }
    setMessage(null);
    upload.mutate(file, { onSuccess: () => setMessage({ ok: true, text: t('profile.image.uploaded') }), onError: failed });
  };

  const choose = (choice: ProfileImageChoice) => {
    if (choice.selected) return;
    setMessage(null);
    pick.mutate(choice.type === 'KEY' ? { keyId: choice.id } : { uploadId: choice.id }, {
      onSuccess: () => setMessage({ ok: true, text: t('profile.image.selectedNow') }),
      onError: failed,
    });
  };

  const label = (choice: ProfileImageChoice) => (choice.name ? choice.name[language] : t('profile.image.uploadChoice', { id: choice.id }));

  return (
    <section css={sectionStyle} aria-labelledby="profile-image-title">
      <h2 id="profile-image-title" css={sectionTitleStyle}>
        {t('profile.image.title')}
      </h2>
      <div
        css={css`
          display: flex;
          flex-wrap: wrap;
          align-items: center;
          gap: 8px 12px;
        `}
      >
        <label css={uploadLabelStyle} aria-disabled={busy ? true : undefined}>
          {upload.isPending ? t('profile.image.uploading') : t('profile.image.upload')}
          <input
            ref={input}
            type="file"
            accept={ACCEPT}
            disabled={busy}
            onChange={onFile}
            data-testid="profile-image-input"
            css={css`
              position: absolute;
              width: 1px;
              height: 1px;
              opacity: 0;
              overflow: hidden;
            `}
          />
        </label>
        <span
          css={css`
            font-size: 13px;
            color: ${theme.colors.gray500};
          `}
        >
          {t('profile.image.rules')}
        </span>
      </div>
      <div aria-live="polite">
        {message?.ok ? (
          <p css={successTextStyle} data-testid="profile-image-message">
            {message.text}
          </p>
        ) : null}
        {message && !message.ok ? (
          <p role="alert" css={errorTextStyle} data-testid="profile-image-error">
            {errorMessage(message.code, language)}
          </p>
        ) : null}
      </div>

      <p css={hintStyle}>{t('profile.image.choose')}</p>
      {images.isPending ? (
        <div aria-busy="true" aria-label={t('profile.image.choicesLoading')} css={gridStyle}>
          {[0, 1, 2].map((index) => (
            <Skeleton key={index} height={88} radius={12} />
          ))}
        </div>
      ) : images.isError ? (
        <ErrorState error={images.error} onRetry={() => void images.refetch()} />
      ) : images.data.length === 0 ? (
        <EmptyState title={t('profile.image.empty')} description={t('profile.image.emptyHint')} data-testid="profile-images-empty" />
      ) : (
        <ul css={gridStyle} aria-label={t('profile.image.choicesLabel')} data-testid="profile-image-choices">
          {images.data.map((choice) => (
            <li key={`${choice.type}-${choice.id}`}>
              <button
                type="button"
                aria-pressed={choice.selected}
                aria-label={label(choice)}
                title={label(choice)}
                disabled={busy}
                onClick={() => choose(choice)}
                css={choiceStyle(choice.selected)}
                data-testid={`profile-choice-${choice.type}-${choice.id}`}
              >
                <img src={choice.url} alt="" loading="lazy" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
