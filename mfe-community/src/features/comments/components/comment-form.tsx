import { css } from '@emotion/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { COMMUNITY_COMMENT_MAX_LENGTH, commentEditInputSchema, errorMessage } from 'shared-contract';
import type { z } from 'zod';
import { Button, fieldErrorStyle, fieldLabelStyle, formatNumber, useLanguage, visuallyHidden } from 'shared-ui';
import { counterStyle, textareaStyle } from '../../../components/styles';
import { useCommunityGuard } from '../../../hooks/community-guard';
import { NAMESPACE } from '../../../namespace';
import { errorCode } from '../../../utils/api-error';
import { isTextCode, textLength, type TextFormValues } from '../../../utils/text-limits';

export type CommentFormProps = {
  label: string;
  submitLabel: string;
  initialBody?: string;
  /** Sends the checked text; calls back so the form can clear or show the refusal. */
  send: (body: string, callbacks: { onSuccess: () => void; onError: (error: unknown) => void }) => void;
  pending: boolean;
  onCancel?: () => void;
  /** Why writing is off (the ban notice's id): the form stays visible but disabled. */
  disabledBy?: string;
  hideLabel?: boolean;
  autoFocus?: boolean;
  'data-testid'?: string;
};

/** The text rule of a comment, a reply and a comment edit (commentInputSchema's `body` is the same rule). */
const resolver = zodResolver(commentEditInputSchema);
type CommentText = z.output<typeof commentEditInputSchema>;

/**
 * A comment, a reply or an edit: the text with its counter (1,000), checked by react-hook-form with the contract's
 * rule; the api's refusal shows under the text.
 */
export function CommentForm({
  label,
  submitLabel,
  initialBody = '',
  send,
  pending,
  onCancel,
  disabledBy,
  hideLabel = false,
  autoFocus = false,
  ...rest
}: CommentFormProps) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const guard = useCommunityGuard();
  const id = useId();
  const {
    register,
    handleSubmit,
    control,
    setError,
    reset,
    formState: { errors },
  } = useForm<TextFormValues, unknown, CommentText>({ resolver, reValidateMode: 'onSubmit', defaultValues: { body: initialBody } });
  const body = useWatch({ control, name: 'body' }) ?? '';
  const error = errors.body?.message;
  const length = textLength(body);
  const disabled = Boolean(disabledBy);

  const submit = (values: CommentText) =>
    send(values.body, {
      onSuccess: () => reset({ body: '' }),
      onError: (failure) => {
        if (guard.reportError(failure)) return;
        const code = errorCode(failure);
        setError('body', { type: 'server', message: code }, { shouldFocus: isTextCode(code) });
      },
    });

  return (
    <form
      noValidate
      onSubmit={(event) => void handleSubmit(submit)(event)}
      css={css`
        display: grid;
        gap: 6px;
      `}
      data-testid={rest['data-testid']}
      aria-busy={pending || undefined}
    >
      <label htmlFor={`${id}-body`} css={hideLabel ? visuallyHidden : fieldLabelStyle}>
        {label}
      </label>
      <textarea
        id={`${id}-body`}
        {...register('body')}
        placeholder={t('comments.placeholder')}
        disabled={disabled || pending}
        autoFocus={autoFocus}
        rows={3}
        css={[
          textareaStyle,
          css`
            min-height: 88px;
          `,
        ]}
        aria-invalid={error ? true : undefined}
        aria-describedby={[`${id}-counter`, error ? `${id}-error` : null, disabledBy].filter(Boolean).join(' ')}
      />
      <p id={`${id}-counter`} css={counterStyle(length > COMMUNITY_COMMENT_MAX_LENGTH)}>
        {t('comments.counter', { length: formatNumber(length, language), max: formatNumber(COMMUNITY_COMMENT_MAX_LENGTH, language) })}
      </p>
      {error ? (
        <p id={`${id}-error`} role="alert" css={fieldErrorStyle} data-testid="comment-form-error">
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
        {onCancel ? (
          <Button variant="secondary" onClick={onCancel} disabled={pending}>
            {t('comments.cancel')}
          </Button>
        ) : null}
        <Button type="submit" disabled={disabled || pending}>
          {pending ? t('comments.sending') : submitLabel}
        </Button>
      </div>
    </form>
  );
}
