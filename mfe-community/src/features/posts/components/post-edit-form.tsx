import { css } from '@emotion/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { COMMUNITY_POST_MAX_LENGTH, errorMessage, postInputSchema, type CommunityPost, type PostInput } from 'shared-contract';
import { Button, fieldErrorStyle, formatNumber, useLanguage } from 'shared-ui';
import { counterStyle, textareaStyle } from '../../../components/styles';
import { useCommunityGuard } from '../../../hooks/community-guard';
import { NAMESPACE } from '../../../namespace';
import { errorCode } from '../../../utils/api-error';
import { isTextCode, textLength, type TextFormValues } from '../../../utils/text-limits';
import { useEditPost } from '../api/edit-post';

const resolver = zodResolver(postInputSchema);

/** Edits a post's text in place (the images stay), checked with the contract's `postInputSchema`. */
export function PostEditForm({ post, onDone }: { post: CommunityPost; onDone: () => void }) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const guard = useCommunityGuard();
  const edit = useEditPost();
  const id = useId();
  const {
    register,
    handleSubmit,
    control,
    setError,
    formState: { errors },
  } = useForm<TextFormValues, unknown, PostInput>({ resolver, reValidateMode: 'onSubmit', defaultValues: { body: post.body } });
  const body = useWatch({ control, name: 'body' }) ?? '';
  const error = errors.body?.message;
  const length = textLength(body);

  const save = (values: PostInput) =>
    edit.mutate(
      { postId: post.id, values },
      {
        onSuccess: onDone,
        onError: (failure) => {
          if (guard.reportError(failure)) return;
          const code = errorCode(failure);
          setError('body', { type: 'server', message: code }, { shouldFocus: isTextCode(code) });
        },
      },
    );

  return (
    <form
      noValidate
      onSubmit={(event) => void handleSubmit(save)(event)}
      css={css`
        display: grid;
        gap: 8px;
      `}
      data-testid="post-edit-form"
    >
      <label
        htmlFor={`${id}-body`}
        css={css`
          font-size: 14px;
          font-weight: 600;
        `}
      >
        {t('card.editLabel')}
      </label>
      <textarea
        id={`${id}-body`}
        {...register('body')}
        css={textareaStyle}
        autoFocus
        aria-invalid={error ? true : undefined}
        aria-describedby={[`${id}-counter`, error ? `${id}-error` : null].filter(Boolean).join(' ')}
      />
      <p id={`${id}-counter`} css={counterStyle(length > COMMUNITY_POST_MAX_LENGTH)}>
        {t('composer.counter', { length: formatNumber(length, language), max: formatNumber(COMMUNITY_POST_MAX_LENGTH, language) })}
      </p>
      {error ? (
        <p id={`${id}-error`} role="alert" css={fieldErrorStyle}>
          {errorMessage(error, language)}
        </p>
      ) : null}
      <div
        css={css`
          display: flex;
          gap: 8px;
          justify-content: flex-end;
        `}
      >
        <Button variant="secondary" onClick={onDone} disabled={edit.isPending}>
          {t('card.cancel')}
        </Button>
        <Button type="submit" disabled={edit.isPending}>
          {edit.isPending ? t('card.saving') : t('card.save')}
        </Button>
      </div>
    </form>
  );
}
