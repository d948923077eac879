import { css } from '@emotion/react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { COMMUNITY_COMMENT_MAX_LENGTH, commentEditInputSchema, errorMessage } from 'shared-contract';
import { Button, fieldErrorStyle, fieldLabelStyle, useLanguage, visuallyHidden } from 'shared-ui';
import { counterStyle, textareaStyle } from '../../../components/styles';
import { useCommunityGuard } from '../../../hooks/community-guard';
import { NAMESPACE } from '../../../namespace';
import { errorCode } from '../../../utils/api-error';
import { formatCount, textLength } from '../../../utils/text-limits';

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

/** A comment, a reply or an edit: the text with its counter (1,000), checked with the contract's rule. */
export function CommentForm({ label, submitLabel, initialBody = '', send, pending, onCancel, disabledBy, hideLabel = false, autoFocus = false, ...rest }: CommentFormProps) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const guard = useCommunityGuard();
  const id = useId();
  const [body, setBody] = useState(initialBody);
  const [error, setError] = useState<string | null>(null);
  const length = textLength(body);
  const disabled = Boolean(disabledBy);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = commentEditInputSchema.safeParse({ body });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'COMMUNITY_TEXT_REQUIRED');
      document.getElementById(`${id}-body`)?.focus();
      return;
    }
    setError(null);
    send(parsed.data.body, {
      onSuccess: () => setBody(''),
      onError: (failure) => {
        if (!guard.reportError(failure)) setError(errorCode(failure));
      },
    });
  };

  return (
    <form noValidate onSubmit={submit} css={css`display: grid; gap: 6px;`} data-testid={rest['data-testid']} aria-busy={pending || undefined}>
      <label htmlFor={`${id}-body`} css={hideLabel ? visuallyHidden : fieldLabelStyle}>
        {label}
      </label>
      <textarea
        id={`${id}-body`}
        value={body}
        onChange={(event) => setBody(event.target.value)}
        placeholder={t('comments.placeholder')}
        disabled={disabled || pending}
        autoFocus={autoFocus}
        rows={3}
        css={[textareaStyle, css`min-height: 88px;`]}
        aria-invalid={error ? true : undefined}
        aria-describedby={[`${id}-counter`, error ? `${id}-error` : null, disabledBy].filter(Boolean).join(' ')}
      />
      <p id={`${id}-counter`} css={counterStyle(length > COMMUNITY_COMMENT_MAX_LENGTH)}>
        {t('comments.counter', { length: formatCount(length, language), max: formatCount(COMMUNITY_COMMENT_MAX_LENGTH, language) })}
      </p>
      {error ? (
        <p id={`${id}-error`} role="alert" css={fieldErrorStyle} data-testid="comment-form-error">
          {errorMessage(error, language)}
        </p>
      ) : null}
      <div css={css`display: flex; gap: 8px; justify-content: flex-end;`}>
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
