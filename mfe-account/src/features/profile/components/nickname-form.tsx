import { css } from '@emotion/react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorMessage, NICKNAME_MAX_LENGTH, nicknameTooSoonDetailsSchema, type Me } from 'shared-contract';
import { ApiError } from 'shared-session';
import { Button, Dialog, formatKst, theme, useLanguage } from 'shared-ui';
import { NAMESPACE } from '../../../namespace';
import { useUpdateInfo } from '../api/update-info';
import { nicknameResolver, type NicknameForm as NicknameValues } from '../utils/nickname-resolver';
import { errorTextStyle, hintStyle, sectionStyle, sectionTitleStyle, successTextStyle, textInputStyle } from '../../../components/card-styles';

type Refusal = { code: string; nextChangeAt: string | null };

/**
 * Nickname change (spec section 5): the shared `nicknameSchema` checks as you submit, a confirmation
 * dialog asks before the change, the api's answer (duplicate, too soon with the next date) is shown.
 */
export function NicknameForm({ me }: { me: Me }) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const update = useUpdateInfo();
  const [pending, setPending] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [changed, setChanged] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<NicknameValues>({ resolver: nicknameResolver, defaultValues: { nickname: '' } });

  const nextChangeAt = me.nicknameChangeableAt ?? (refusal?.code === 'NICKNAME_CHANGE_TOO_SOON' ? refusal.nextChangeAt : null);
  const locked = me.nicknameChangeableAt !== null;

  const ask = ({ nickname }: NicknameValues) => {
    setChanged(null);
    if (nickname === me.nickname) {
      setRefusal({ code: 'NICKNAME_UNCHANGED', nextChangeAt: null });
      return;
    }
    setRefusal(null);
    setPending(nickname);
  };

  const confirm = () => {
    if (pending === null) return;
    update.mutate(
      { nickname: pending },
      {
        onSuccess: (updated) => {
          setPending(null);
          setChanged(updated.nickname);
          reset({ nickname: '' });
        },
        onError: (error) => {
          setPending(null);
          const details = nicknameTooSoonDetailsSchema.safeParse(error instanceof ApiError ? error.details : undefined);
          setRefusal({
            code: error instanceof ApiError ? error.code : 'TEMPORARY_ERROR',
            nextChangeAt: details.success ? details.data.nextChangeAt : null,
          });
        },
      },
    );
  };

  const fieldCode = errors.nickname?.message ?? refusal?.code ?? null;
  const describedBy = ['nickname-hint', fieldCode ? 'nickname-error' : null, nextChangeAt ? 'nickname-next' : null].filter(Boolean).join(' ');

  return (
    <section css={sectionStyle} aria-labelledby="nickname-form-title">
      <h2 id="nickname-form-title" css={sectionTitleStyle}>
        {t('profile.nickname.title')}
      </h2>
      <form noValidate onSubmit={(event) => void handleSubmit(ask)(event)} data-testid="nickname-form">
        <label
          htmlFor="nickname-input"
          css={css`
            display: block;
            margin: 0 0 6px;
            font-size: 14px;
            font-weight: 600;
          `}
        >
          {t('profile.nickname.label')}
        </label>
        <div
          css={css`
            display: flex;
            flex-wrap: wrap;
            gap: 8px;
          `}
        >
          <input
            id="nickname-input"
            type="text"
            autoComplete="nickname"
            placeholder={me.nickname ?? ''}
            // One character over the limit can be typed so the "at most 20" message can show.
            maxLength={NICKNAME_MAX_LENGTH + 10}
            disabled={locked}
            css={textInputStyle}
            {...register('nickname', { onChange: () => setRefusal(null) })}
            aria-invalid={fieldCode ? true : undefined}
            aria-describedby={describedBy}
            data-testid="nickname-input"
          />
          <Button type="submit" disabled={locked || update.isPending} data-testid="nickname-submit">
            {t('profile.nickname.submit')}
          </Button>
        </div>
        <p id="nickname-hint" css={hintStyle}>
          {t('profile.nickname.hint')}
        </p>
        <div aria-live="polite">
          {fieldCode ? (
            <p id="nickname-error" role="alert" css={errorTextStyle} data-testid="nickname-error">
              {errorMessage(fieldCode, language)}
            </p>
          ) : null}
          {nextChangeAt ? (
            <p
              id="nickname-next"
              css={css`
                margin: 6px 0 0;
                font-size: 14px;
                font-weight: 600;
                color: ${theme.colors.gray800};
              `}
              data-testid="nickname-next-change"
            >
              {t('profile.nickname.nextChange', { date: formatKst(nextChangeAt, 'date', language) })}
            </p>
          ) : null}
          {changed ? (
            <p css={successTextStyle} data-testid="nickname-changed">
              {t('profile.nickname.changed', { nickname: changed })}
            </p>
          ) : null}
        </div>
      </form>
      <Dialog
        open={pending !== null}
        title={t('profile.nickname.confirmTitle')}
        confirmLabel={t('profile.nickname.confirm')}
        cancelLabel={t('profile.nickname.cancel')}
        onConfirm={confirm}
        onClose={() => setPending(null)}
        busy={update.isPending}
        data-testid="nickname-confirm"
      >
        {t('profile.nickname.confirmBody', { nickname: pending ?? '' })}
      </Dialog>
    </section>
  );
}
