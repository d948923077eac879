import { css } from '@emotion/react';
import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DEACTIVATION_REASONS, deactivateSchema, errorMessage, isErrorCode, type DeactivateInput, type ErrorCode } from 'shared-contract';
import { ApiError, signOut } from 'shared-session';
import { Button, Dialog, theme, useLanguage } from 'shared-ui';
import { choiceInputStyle } from '../../../components/form-styles';
import { NAMESPACE } from '../../../namespace';
import { deactivateAccount } from '../api/deactivate';

type Reason = (typeof DEACTIVATION_REASONS)[number];
type FieldErrors = Partial<Record<'reason' | 'otherReason' | 'agree' | 'password', ErrorCode>>;

/** Refusals of the cabinet password, shown at its field. */
const PASSWORD_REFUSALS = new Set<string>(['PASSWORD_MISMATCH', 'CABINET_PASSWORD_LOCKED', 'CABINET_PASSWORD_FORMAT']);

const boxStyle = css`
  display: grid;
  gap: 8px;
  margin: 0;
  padding: 16px;
  border: 1px solid ${theme.colors.gray200};
  border-radius: ${theme.radius.md}px;
  background: ${theme.colors.white};
`;
const legendStyle = css`
  padding: 0 4px;
  font-size: 16px;
  font-weight: 700;
  color: ${theme.colors.gray900};
`;
const choiceStyle = css`
  display: flex;
  align-items: center;
  gap: 10px;
  min-height: 44px;
  font-size: 15px;
  color: ${theme.colors.gray900};
  cursor: pointer;
  word-break: keep-all;
  ${choiceInputStyle};
`;
const textareaStyle = css`
  box-sizing: border-box;
  width: 100%;
  min-height: 96px;
  padding: 12px 14px;
  font: inherit;
  font-size: 15px;
  border: 1px solid ${theme.colors.gray300};
  border-radius: ${theme.radius.md}px;
  resize: vertical;
  &[aria-invalid='true'] {
    border-color: ${theme.colors.red};
  }
  &:focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 1px;
  }
`;
const passwordStyle = css`
  box-sizing: border-box;
  width: 100%;
  max-width: 240px;
  min-height: 48px;
  padding: 0 14px;
  font: inherit;
  font-size: 18px;
  letter-spacing: 0.3em;
  border: 1px solid ${theme.colors.gray400};
  border-radius: ${theme.radius.md}px;
  &[aria-invalid='true'] {
    border-color: ${theme.colors.red};
  }
  &:focus-visible {
    outline: 3px solid ${theme.colors.gray900};
    outline-offset: 1px;
  }
`;
const errorStyle = css`
  margin: 0;
  font-size: 13px;
  color: ${theme.colors.red};
`;
const listStyle = css`
  display: grid;
  gap: 6px;
  margin: 0;
  padding-left: 20px;
  font-size: 14px;
  line-height: 1.55;
  color: ${theme.colors.gray700};
  word-break: keep-all;
  overflow-wrap: anywhere;
`;
const bannerStyle = (tone: 'success' | 'error') => css`
  margin: 0;
  padding: 12px 14px;
  border-radius: ${theme.radius.md}px;
  background: ${tone === 'success' ? theme.colors.greenSoft : theme.colors.pinkSoft};
  color: ${theme.colors.gray900};
  font-size: 14px;
  line-height: 1.5;
`;

const NOTICES = ['personalData', 'records', 'signIn', 'notifications'] as const;

/** Fields the schema's issue codes belong to. */
function fieldErrorsOf(input: DeactivateInput): FieldErrors {
  const parsed = deactivateSchema.safeParse(input);
  if (parsed.success) return {};
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? '') as keyof FieldErrors;
    if (!['reason', 'otherReason', 'agree', 'password'].includes(field) || errors[field]) continue;
    errors[field] = isErrorCode(issue.message) ? issue.message : 'VALIDATION_FAILED';
  }
  return errors;
}

/** `/deactivateaccount`'s form: notices, a reason (free text for Other), the agreement, then a confirm dialog. */
export function DeactivationForm() {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const ids = {
    other: useId(),
    otherError: useId(),
    reasonError: useId(),
    agreeError: useId(),
    password: useId(),
    passwordHint: useId(),
    passwordError: useId(),
  };
  const [reason, setReason] = useState<Reason | null>(null);
  const [otherReason, setOtherReason] = useState('');
  const [agree, setAgree] = useState(false);
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [confirming, setConfirming] = useState(false);
  const input = { reason: reason ?? undefined, otherReason: reason === 'OTHER' ? otherReason : undefined, agree, password } as DeactivateInput;

  const deactivate = useMutation({
    mutationFn: () => deactivateAccount(input),
    onSuccess: () => {
      setConfirming(false);
      // The server ended every session; end this one here too and leave.
      void signOut({ callbackUrl: '/main' }).catch(() => window.location.assign('/main'));
    },
    onError: (error) => {
      setConfirming(false);
      if (error instanceof ApiError && PASSWORD_REFUSALS.has(error.code) && isErrorCode(error.code))
        setErrors((current) => ({ ...current, password: error.code as ErrorCode }));
    },
  });
  const refusal = deactivate.error
    ? deactivate.error instanceof ApiError && isErrorCode(deactivate.error.code)
      ? deactivate.error.code
      : 'TEMPORARY_ERROR'
    : null;
  // A refused password is shown at its field, not again in the banner.
  const apiError = refusal && !PASSWORD_REFUSALS.has(refusal) ? refusal : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = fieldErrorsOf(input);
    setErrors(found);
    if (Object.keys(found).length === 0) setConfirming(true);
  };

  const done = deactivate.isSuccess;
  return (
    <form noValidate onSubmit={submit} css={{ display: 'grid', gap: 16 }} data-testid="deactivation-form">
      <p css={{ margin: 0, fontSize: 15, lineHeight: 1.5, color: theme.colors.gray800 }}>{t('deactivation.lead')}</p>
      <section css={boxStyle} aria-labelledby="deactivation-notices">
        <h2 id="deactivation-notices" css={[legendStyle, { margin: 0, padding: 0 }]}>
          {t('deactivation.noticeTitle')}
        </h2>
        <ul css={listStyle}>
          {NOTICES.map((notice) => (
            <li key={notice}>{t(`deactivation.notices.${notice}`)}</li>
          ))}
        </ul>
      </section>

      <fieldset css={boxStyle} aria-describedby={errors.reason ? ids.reasonError : undefined} disabled={done}>
        <legend css={legendStyle}>{t('deactivation.reasonLegend')}</legend>
        {DEACTIVATION_REASONS.map((value) => (
          <label key={value} css={choiceStyle}>
            <input
              type="radio"
              name="reason"
              value={value}
              checked={reason === value}
              onChange={() => {
                setReason(value);
                setErrors((current) => ({ ...current, reason: undefined }));
              }}
            />
            {t(`deactivation.reasons.${value}`)}
          </label>
        ))}
        {reason === 'OTHER' ? (
          <div css={{ display: 'grid', gap: 6 }}>
            <label htmlFor={ids.other} css={{ fontSize: 14, fontWeight: 600, color: theme.colors.gray800 }}>
              {t('deactivation.otherLabel')}
            </label>
            <textarea
              id={ids.other}
              css={textareaStyle}
              maxLength={500}
              value={otherReason}
              placeholder={t('deactivation.otherPlaceholder')}
              aria-invalid={errors.otherReason ? true : undefined}
              aria-describedby={errors.otherReason ? ids.otherError : undefined}
              onChange={(event) => {
                setOtherReason(event.target.value);
                setErrors((current) => ({ ...current, otherReason: undefined }));
              }}
              data-testid="deactivation-other"
            />
            {errors.otherReason ? (
              <p id={ids.otherError} role="alert" css={errorStyle}>
                {errorMessage(errors.otherReason, language)}
              </p>
            ) : null}
          </div>
        ) : null}
        {errors.reason ? (
          <p id={ids.reasonError} role="alert" css={errorStyle}>
            {errorMessage(errors.reason, language)}
          </p>
        ) : null}
      </fieldset>

      <div css={{ display: 'grid', gap: 4 }}>
        <label css={choiceStyle}>
          <input
            type="checkbox"
            checked={agree}
            disabled={done}
            aria-invalid={errors.agree ? true : undefined}
            aria-describedby={errors.agree ? ids.agreeError : undefined}
            onChange={(event) => {
              setAgree(event.target.checked);
              setErrors((current) => ({ ...current, agree: undefined }));
            }}
            data-testid="deactivation-agree"
          />
          {t('deactivation.agree')}
        </label>
        {errors.agree ? (
          <p id={ids.agreeError} role="alert" css={errorStyle}>
            {errorMessage(errors.agree, language)}
          </p>
        ) : null}
      </div>

      <div css={{ display: 'grid', gap: 6 }}>
        <label htmlFor={ids.password} css={{ fontSize: 15, fontWeight: 700, color: theme.colors.gray900 }}>
          {t('deactivation.passwordLabel')}
        </label>
        <p id={ids.passwordHint} css={{ margin: 0, fontSize: 13, color: theme.colors.gray700 }}>
          {t('deactivation.passwordHint')}
        </p>
        <input
          id={ids.password}
          type="password"
          inputMode="numeric"
          autoComplete="current-password"
          maxLength={6}
          value={password}
          disabled={done}
          css={passwordStyle}
          aria-invalid={errors.password ? true : undefined}
          aria-describedby={errors.password ? `${ids.passwordHint} ${ids.passwordError}` : ids.passwordHint}
          onChange={(event) => {
            setPassword(event.target.value.replace(/\D/g, ''));
            setErrors((current) => ({ ...current, password: undefined }));
          }}
          data-testid="deactivation-password"
        />
        {errors.password ? (
          <p id={ids.passwordError} role="alert" css={errorStyle} data-testid="deactivation-password-error">
            {errorMessage(errors.password, language)}
          </p>
        ) : null}
      </div>

      <div aria-live="polite">
        {apiError && !deactivate.isPending ? (
          <p role="alert" css={bannerStyle('error')} data-testid="deactivation-error">
            {errorMessage(apiError, language)}
          </p>
        ) : null}
        {done ? (
          <p role="status" css={bannerStyle('success')} data-testid="deactivation-done">
            {t('deactivation.done')}
          </p>
        ) : null}
      </div>

      <Button
        type="submit"
        fullWidth
        size="lg"
        disabled={deactivate.isPending || done}
        aria-busy={deactivate.isPending || undefined}
        data-testid="deactivation-submit"
      >
        {deactivate.isPending ? t('deactivation.working') : t('deactivation.submit')}
      </Button>

      <Dialog
        open={confirming}
        title={t('deactivation.confirmTitle')}
        confirmLabel={deactivate.isPending ? t('deactivation.working') : t('deactivation.confirm')}
        cancelLabel={t('deactivation.cancel')}
        onConfirm={() => deactivate.mutate()}
        onClose={() => setConfirming(false)}
        busy={deactivate.isPending}
        data-testid="deactivation-confirm"
      >
        {t('deactivation.confirmBody')}
      </Dialog>
    </form>
  );
}
