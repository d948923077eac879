import { css } from '@emotion/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { type AdminAward, type AwardDecisionInput, awardDecisionInputSchema, errorMessage, formatMonthKey } from 'shared-contract';
import { ApiError } from 'shared-session';
import { Dialog, noticeStyle, theme, useLanguage } from 'shared-ui';
import type { z } from 'zod';
import { NAMESPACE } from '../../../namespace';
import { fieldErrorStyle, fieldStyle, hintStyle, textareaStyle } from '../../../console-kit/components/console-styles';
import { personLabel } from '../../../console-kit/utils/staff-ref';
import { useDecideAward } from '../api/decide-award';

const choicesStyle = css`
  display: grid;
  gap: 4px;
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
  legend {
    padding: 0 0 6px;
    font-size: 14px;
    font-weight: 600;
    color: ${theme.colors.gray900};
  }
  label {
    display: grid;
    grid-template-columns: 24px minmax(0, 1fr);
    gap: 2px 8px;
    align-items: center;
    min-height: 44px;
    cursor: pointer;
    font-weight: 600;
  }
  label span + span {
    grid-column: 2;
    font-weight: 400;
    font-size: 13px;
    color: ${theme.colors.gray600};
  }
  input {
    width: 20px;
    height: 20px;
    margin: 0;
    accent-color: ${theme.colors.gray900};
  }
`;

type Props = { award: AdminAward; onDone: (award: AdminAward) => void; onClose: () => void };

/**
 * Take back or keep a KEY of the Month whose qualifying purchase was cancelled after it was revealed or moved: a
 * required note (the api's own schema); the api's refusal (MONTHLY_KEY_NOT_HELD, MONTHLY_KEY_BUSY, ...) stays in the
 * dialog in the page's language.
 */
export function DecisionDialog({ award, onDone, onClose }: Props) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const decide = useDecideAward();
  const [refusal, setRefusal] = useState<string | null>(null);
  const member = personLabel(award.member);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<z.input<typeof awardDecisionInputSchema>, unknown, AwardDecisionInput>({
    resolver: zodResolver(awardDecisionInputSchema),
    defaultValues: { action: 'REVOKE', note: '' },
  });

  const submit = (input: AwardDecisionInput) => {
    setRefusal(null);
    decide.mutate(
      { awardId: award.id, input },
      {
        onSuccess: (decided) => onDone(decided),
        onError: (error) => setRefusal(error instanceof ApiError ? error.code : 'TEMPORARY_ERROR'),
      },
    );
  };

  return (
    <Dialog
      open
      title={t('monthly.decision.title', { member, month: formatMonthKey(award.month, language) })}
      confirmLabel={t('monthly.decision.submit')}
      cancelLabel={t('console.common.cancel')}
      onSubmit={(event) => void handleSubmit(submit)(event)}
      onClose={onClose}
      busy={decide.isPending}
      data-testid="monthly-decision"
      css={css`
        width: min(92vw, 480px);
      `}
    >
      <div
        css={css`
          display: grid;
          gap: 12px;
        `}
      >
        {award.decisionReason ? (
          <p
            css={css`
              margin: 0;
            `}
          >
            {t('monthly.decision.intro', { reason: t(`monthly.reasons.${award.decisionReason}`) })}
          </p>
        ) : null}
        <fieldset css={choicesStyle}>
          <legend>{t('monthly.decision.action')}</legend>
          <label>
            <input type="radio" value="REVOKE" {...register('action')} />
            <span>{t('monthly.decision.revoke')}</span>
            <span>{t('monthly.decision.revokeHint')}</span>
          </label>
          <label>
            <input type="radio" value="KEEP" {...register('action')} />
            <span>{t('monthly.decision.keep')}</span>
            <span>{t('monthly.decision.keepHint')}</span>
          </label>
        </fieldset>
        <div css={fieldStyle}>
          <label htmlFor={`decision-note-${award.id}`}>{t('monthly.decision.note')}</label>
          <p id={`decision-note-${award.id}-hint`} css={hintStyle}>
            {t('monthly.decision.noteHint')}
          </p>
          <textarea
            id={`decision-note-${award.id}`}
            {...register('note')}
            maxLength={500}
            aria-invalid={errors.note ? true : undefined}
            aria-describedby={errors.note ? `decision-note-${award.id}-hint decision-note-${award.id}-error` : `decision-note-${award.id}-hint`}
            css={textareaStyle}
          />
          {errors.note ? (
            <p id={`decision-note-${award.id}-error`} role="alert" css={fieldErrorStyle}>
              {errorMessage('VALIDATION_FAILED', language)}
            </p>
          ) : null}
        </div>
        {refusal ? (
          <p role="alert" css={noticeStyle('error')} data-testid="monthly-decision-error">
            {errorMessage(refusal, language)}
          </p>
        ) : null}
      </div>
    </Dialog>
  );
}
