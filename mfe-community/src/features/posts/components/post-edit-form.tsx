import { css } from '@emotion/react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { COMMUNITY_POST_MAX_LENGTH, errorMessage, postInputSchema, type CommunityPost } from 'shared-contract';
import { Button, fieldErrorStyle, useLanguage } from 'shared-ui';
import { counterStyle, textareaStyle } from '../../../components/styles';
import { useCommunityGuard } from '../../../hooks/community-guard';
import { NAMESPACE } from '../../../namespace';
import { errorCode } from '../../../utils/api-error';
import { formatCount, textLength } from '../../../utils/text-limits';
import { useEditPost } from '../api/edit-post';

/** Edits a post's text in place (the images stay). */
export function PostEditForm({ post, onDone }: { post: CommunityPost; onDone: () => void }) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const guard = useCommunityGuard();
  const edit = useEditPost();
  const id = useId();
  const [body, setBody] = useState(post.body);
  const [error, setError] = useState<string | null>(null);
  const length = textLength(body);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = postInputSchema.safeParse({ body });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'COMMUNITY_TEXT_REQUIRED');
      return;
    }
    edit.mutate(
      { postId: post.id, values: parsed.data },
      {
        onSuccess: onDone,
        onError: (failure) => {
          if (!guard.reportError(failure)) setError(errorCode(failure));
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={submit} css={css`display: grid; gap: 8px;`} data-testid="post-edit-form">
      <label htmlFor={`${id}-body`} css={css`font-size: 14px; font-weight: 600;`}>
        {t('card.editLabel')}
      </label>
      <textarea
        id={`${id}-body`}
        value={body}
        onChange={(event) => setBody(event.target.value)}
        css={textareaStyle}
        autoFocus
        aria-invalid={error ? true : undefined}
        aria-describedby={[`${id}-counter`, error ? `${id}-error` : null].filter(Boolean).join(' ')}
      />
      <p id={`${id}-counter`} css={counterStyle(length > COMMUNITY_POST_MAX_LENGTH)}>
        {t('composer.counter', { length: formatCount(length, language), max: formatCount(COMMUNITY_POST_MAX_LENGTH, language) })}
      </p>
      {error ? (
        <p id={`${id}-error`} role="alert" css={fieldErrorStyle}>
          {errorMessage(error, language)}
        </p>
      ) : null}
      <div css={css`display: flex; gap: 8px; justify-content: flex-end;`}>
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
