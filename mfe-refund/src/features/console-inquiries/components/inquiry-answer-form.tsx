import { css } from '@emotion/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorMessage, INQUIRY_BODY_MAX, inquiryAnswerInputSchema, type InquiryAnswerInput, type InquiryDetail } from 'shared-contract';
import { ApiError } from 'shared-session';
import { Button, noticeStyle, useLanguage } from 'shared-ui';
import type { z } from 'zod';
import { NAMESPACE } from '../../../namespace';
import { counterStyle, errorStyle, fieldStyle, hintStyle, labelStyle, textareaStyle } from '../../../components/inquiry-styles';
import { useAnswerInquiry } from '../api/answer-inquiry';

type FormValues = z.input<typeof inquiryAnswerInputSchema>;

const FIELD_CODES = new Set(['INQUIRY_ANSWER_REQUIRED', 'INQUIRY_BODY_TOO_LONG']);

/** The answer to an open inquiry: sent by mail to the reply e-mail, once (a second answer is refused). */
export function InquiryAnswerForm({
  inquiry,
  onAnswered,
  onAnsweredElsewhere,
}: {
  inquiry: InquiryDetail;
  onAnswered: () => void;
  /** Someone else answered meanwhile (409): the panel reloads and shows theirs. */
  onAnsweredElsewhere: () => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const id = useId();
  const answer = useAnswerInquiry();
  const [refusal, setRefusal] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    control,
    setError,
    formState: { errors },
  } = useForm<FormValues, unknown, InquiryAnswerInput>({ resolver: zodResolver(inquiryAnswerInputSchema), defaultValues: { body: '' } });
  const body = useWatch({ control, name: 'body' }) ?? '';
  const code = errors.body?.message;

  const submit = (values: InquiryAnswerInput) => {
    setRefusal(null);
    // Not `mutate`'s callbacks: the answered inquiry replaces this form in the cache before they would run, and
    // callbacks of an unmounted form are dropped (the panel would never say the answer was sent). The promise settles
    // either way.
    answer.mutateAsync({ id: inquiry.id, body: values.body }).then(onAnswered, (error: unknown) => {
      const failed = error instanceof ApiError ? error.code : 'TEMPORARY_ERROR';
      if (FIELD_CODES.has(failed)) {
        setError('body', { type: 'server', message: failed }, { shouldFocus: true });
        return;
      }
      if (failed === 'INQUIRY_ALREADY_ANSWERED') onAnsweredElsewhere();
      else setRefusal(failed);
    });
  };

  return (
    <form
      noValidate
      onSubmit={(event) => void handleSubmit(submit)(event)}
      css={css`
        display: grid;
        gap: 10px;
      `}
      data-testid="inquiry-answer-form"
    >
      <div css={fieldStyle}>
        <label htmlFor={`${id}-answer`} css={labelStyle}>
          {t('inquiry.console.answerLabel')}
        </label>
        <textarea
          id={`${id}-answer`}
          css={textareaStyle}
          lang={inquiry.language}
          {...register('body')}
          aria-required="true"
          aria-invalid={code ? true : undefined}
          aria-describedby={[`${id}-hint`, `${id}-counter`, code ? `${id}-error` : null].filter(Boolean).join(' ')}
          data-testid="inquiry-answer-input"
        />
        <p id={`${id}-counter`} css={counterStyle(body.length > INQUIRY_BODY_MAX)}>
          {body.length} / {INQUIRY_BODY_MAX}
        </p>
        <p id={`${id}-hint`} css={hintStyle}>
          {t('inquiry.console.answerHint', { email: inquiry.replyEmail })}
        </p>
        {code ? (
          <p id={`${id}-error`} css={errorStyle} data-testid="inquiry-answer-error">
            {errorMessage(code, language)}
          </p>
        ) : null}
      </div>
      {refusal ? (
        <p role="alert" css={noticeStyle('error')} data-testid="inquiry-answer-refusal">
          {errorMessage(refusal, language)}
        </p>
      ) : null}
      <Button type="submit" disabled={answer.isPending} data-testid="inquiry-answer-submit">
        {answer.isPending ? t('inquiry.console.sending') : t('inquiry.console.send')}
      </Button>
    </form>
  );
}
