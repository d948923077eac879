import { css } from '@emotion/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { COMMUNITY_POST_MAX_IMAGES, COMMUNITY_POST_MAX_LENGTH, errorMessage, postInputSchema, type PostInput } from 'shared-contract';
import { Button, fieldErrorStyle, FilePickButton, formatNumber, mq, noticeStyle, theme, useLanguage, visuallyHidden } from 'shared-ui';
import { counterStyle, cardStyle, hintStyle, textareaStyle } from '../../../components/styles';
import { useCommunityGuard } from '../../../hooks/community-guard';
import { NAMESPACE } from '../../../namespace';
import { errorCode } from '../../../utils/api-error';
import { isTextCode, textLength, type TextFormValues } from '../../../utils/text-limits';
import { useCreatePost } from '../api/create-post';
import { addPostImages, POST_IMAGE_ACCEPT } from '../utils/post-images';

const IMAGE_CODES = new Set<string>(['COMMUNITY_TOO_MANY_IMAGES', 'IMAGE_TYPE_NOT_ALLOWED', 'IMAGE_TOO_LARGE', 'IMAGE_MISSING']);

/** The shared file button, a little narrower beside the submit button. */
const pickStyle = css`
  padding: 0 14px;
`;

const previewsStyle = css`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
  ${mq.desktop} {
    grid-template-columns: repeat(4, 96px);
  }
`;

const previewStyle = css`
  position: relative;
  aspect-ratio: 1;
  border-radius: ${theme.radius.sm}px;
  overflow: hidden;
  background: ${theme.colors.gray100};
  & img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const removeStyle = css`
  position: absolute;
  top: 0;
  right: 0;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  padding: 0;
  border: none;
  background: transparent;
  cursor: pointer;
  & span {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 26px;
    height: 26px;
    border-radius: 50%;
    background: rgba(14, 14, 18, 0.8);
    color: ${theme.colors.white};
    font-size: 16px;
    line-height: 1;
  }
  &:focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: -3px;
  }
`;

/** Object URLs for the chosen files' previews, revoked when the list changes. */
function usePreviews(files: readonly File[]) {
  const urls = useMemo(() => files.map((file) => (typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : '')), [files]);
  useEffect(
    () => () => {
      for (const url of urls) if (url && typeof URL.revokeObjectURL === 'function') URL.revokeObjectURL(url);
    },
    [urls],
  );
  return urls;
}

const resolver = zodResolver(postInputSchema);

/**
 * A new post: the text with its counter and up to 4 jpg/png images (10 MB each) with previews, checked here with
 * the api's rules before sending as multipart: the text by react-hook-form with the contract's `postInputSchema`,
 * the files as they are chosen. Refusals show in the member's language; a ban turns it off.
 */
export function Composer({ projectId, disabledBy }: { projectId: number; disabledBy?: string }) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const guard = useCommunityGuard();
  const create = useCreatePost(projectId);
  const id = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [images, setImages] = useState<File[]>([]);
  const [imageError, setImageError] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [posted, setPosted] = useState(false);
  const {
    register,
    handleSubmit,
    control,
    setError,
    reset,
    formState: { errors },
  } = useForm<TextFormValues, unknown, PostInput>({ resolver, reValidateMode: 'onSubmit', defaultValues: { body: '' } });
  const body = useWatch({ control, name: 'body' }) ?? '';
  const bodyError = errors.body?.message;
  const previews = usePreviews(images);
  const disabled = Boolean(disabledBy);
  const pending = create.isPending;
  const length = textLength(body);
  const ids = {
    title: `${id}-title`,
    body: `${id}-body`,
    counter: `${id}-counter`,
    bodyError: `${id}-body-error`,
    imagesHint: `${id}-images-hint`,
    imagesError: `${id}-images-error`,
    input: `${id}-input`,
  };

  const choose = (chosen: File[]) => {
    const result = addPostImages(images, chosen);
    setImageError(result.refusal);
    setImages(result.files);
  };

  const remove = (index: number) => {
    setImageError(null);
    setImages((current) => current.filter((_, position) => position !== index));
    fileInput.current?.focus();
  };

  const send = (values: PostInput) => {
    create.mutate(
      { projectId, values, images },
      {
        onSuccess: () => {
          reset({ body: '' });
          setImages([]);
          setPosted(true);
        },
        onError: (error) => {
          const code = errorCode(error);
          if (isTextCode(code)) setError('body', { type: 'server', message: code }, { shouldFocus: true });
          else if (IMAGE_CODES.has(code)) setImageError(code);
          else if (!guard.reportError(error)) setRefusal(code);
        },
      },
    );
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    setRefusal(null);
    setPosted(false);
    void handleSubmit(send)(event);
  };

  const describedBy = (...list: Array<string | null | undefined | false>) => list.filter(Boolean).join(' ') || undefined;

  return (
    <section aria-labelledby={ids.title} css={cardStyle} data-testid="composer">
      <h2 id={ids.title} css={visuallyHidden}>
        {t('composer.title')}
      </h2>
      <form
        noValidate
        onSubmit={submit}
        css={css`
          display: grid;
          gap: 10px;
        `}
        aria-busy={pending || undefined}
      >
        <label htmlFor={ids.body} css={visuallyHidden}>
          {t('composer.label')}
        </label>
        <textarea
          id={ids.body}
          {...register('body', { onChange: () => setPosted(false) })}
          placeholder={t('composer.placeholder')}
          disabled={disabled || pending}
          css={textareaStyle}
          aria-invalid={bodyError ? true : undefined}
          aria-describedby={describedBy(ids.counter, bodyError && ids.bodyError, disabledBy)}
          data-testid="composer-body"
        />
        <p id={ids.counter} css={counterStyle(length > COMMUNITY_POST_MAX_LENGTH)} data-testid="composer-counter">
          {t('composer.counter', { length: formatNumber(length, language), max: formatNumber(COMMUNITY_POST_MAX_LENGTH, language) })}
        </p>
        {bodyError ? (
          <p id={ids.bodyError} role="alert" css={fieldErrorStyle} data-testid="composer-body-error">
            {errorMessage(bodyError, language)}
          </p>
        ) : null}

        {images.length > 0 ? (
          <ul css={previewsStyle} data-testid="composer-previews" aria-label={t('composer.imagesChosen', { count: images.length })}>
            {images.map((file, index) => (
              <li key={`${file.name}-${file.size}-${file.lastModified}-${index}`} css={previewStyle}>
                <img src={previews[index] || undefined} alt={t('composer.preview', { index: index + 1 })} />
                <button
                  type="button"
                  css={removeStyle}
                  onClick={() => remove(index)}
                  disabled={pending}
                  aria-label={t('composer.removeImage', { index: index + 1 })}
                >
                  <span aria-hidden="true">×</span>
                </button>
              </li>
            ))}
          </ul>
        ) : null}

        <div
          css={css`
            display: flex;
            flex-wrap: wrap;
            align-items: center;
            justify-content: space-between;
            gap: 8px;
          `}
        >
          <div
            css={css`
              display: grid;
              gap: 4px;
            `}
          >
            <FilePickButton
              inputRef={fileInput}
              id={ids.input}
              accept={POST_IMAGE_ACCEPT}
              multiple
              onFiles={choose}
              disabled={disabled || pending || images.length >= COMMUNITY_POST_MAX_IMAGES}
              aria-invalid={imageError ? true : undefined}
              aria-describedby={describedBy(ids.imagesHint, imageError && ids.imagesError)}
              data-testid="composer-images"
              css={pickStyle}
            >
              <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
                <rect x="3" y="5" width="18" height="14" rx="2" />
                <circle cx="9" cy="10" r="2" />
                <path d="M21 17l-5-5-8 7" />
              </svg>
              {t('composer.addImages')}
            </FilePickButton>
          </div>
          <Button type="submit" disabled={disabled || pending} data-testid="composer-submit">
            {pending ? t('composer.posting') : t('composer.submit')}
          </Button>
        </div>
        <p id={ids.imagesHint} css={hintStyle}>
          {t('composer.imagesHint', { max: COMMUNITY_POST_MAX_IMAGES })}
        </p>
        {imageError ? (
          <p id={ids.imagesError} role="alert" css={fieldErrorStyle} data-testid="composer-images-error">
            {errorMessage(imageError, language)}
          </p>
        ) : null}
        {refusal ? (
          <p role="alert" css={noticeStyle('error')} data-testid="composer-error">
            {errorMessage(refusal, language)}
          </p>
        ) : null}
        <p role="status" css={posted ? noticeStyle('success') : visuallyHidden} data-testid="composer-status">
          {posted ? t('composer.posted') : ''}
        </p>
      </form>
    </section>
  );
}
