import { css } from '@emotion/react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { cabinetPasswordPairSchema, errorMessage, type CabinetPasswordPair, type SignUpConsents } from 'shared-contract';
import { ApiError, ME_QUERY_KEY, refreshSession } from 'shared-session';
import { Button, theme } from 'shared-ui';
import { NAMESPACE } from '../../../namespace';
import { postSignUp } from '../api/sign-up';
import { useLanguage } from '../hooks/use-language';
import { schemaResolver } from '../utils/schema-resolver';
import { clearConsents, clearSignUpCookie } from '../utils/sign-up-storage';
import { fieldErrorStyle, leadStyle } from './form-styles';

const inputStyle = css`
  box-sizing: border-box;
  width: 100%;
  min-height: 48px;
  padding: 0 14px;
  font: inherit;
  font-size: 18px;
  letter-spacing: 0.3em;
  border: 1px solid ${theme.colors.gray300};
  border-radius: ${theme.radius.md}px;
  background: ${theme.colors.white};
  color: ${theme.colors.gray900};
  &[aria-invalid='true'] { border-color: ${theme.colors.red}; }
  &:focus-visible { outline: 3px solid ${theme.colors.green}; outline-offset: 1px; }
`;

const labelStyle = css`
  display: block;
  margin: 0 0 6px;
  font-size: 14px;
  font-weight: 600;
  color: ${theme.colors.gray800};
`;

export type CabinetPasswordFormProps = {
  consents: SignUpConsents;
  /** Called once the sign-up is stored, before the session refresh (the page stops checking the sign-up state). */
  onFinishing: () => void;
  /** Called when everything is done: the page moves on. */
  onDone: () => void;
};

/** Sign-up's last step: the 6-digit cabinet password twice (`cabinetPasswordPairSchema`), then `POST /api/auth/sign-up`. */
export function CabinetPasswordForm({ consents, onFinishing, onDone }: CabinetPasswordFormProps) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const queryClient = useQueryClient();
  const [apiError, setApiError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<CabinetPasswordPair, unknown, CabinetPasswordPair>({
    resolver: schemaResolver(cabinetPasswordPairSchema),
    defaultValues: { password: '', passwordConfirm: '' },
  });

  const submit = async (pair: CabinetPasswordPair) => {
    setApiError(null);
    try {
      await postSignUp({ ...consents, ...pair, languageType: language });
    } catch (error) {
      setApiError(error instanceof ApiError ? error.message : errorMessage('TEMPORARY_ERROR', language));
      return;
    }
    onFinishing();
    clearSignUpCookie();
    clearConsents();
    // The session re-reads the member: signUpRequired becomes false everywhere.
    await refreshSession();
    await queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
    onDone();
  };

  const field = (name: keyof CabinetPasswordPair, label: string) => {
    const error = errors[name]?.message;
    const id = `cabinet-${name}`;
    return (
      <div>
        <label htmlFor={id} css={labelStyle}>
          {label}
        </label>
        <input
          id={id}
          type="password"
          inputMode="numeric"
          autoComplete="new-password"
          maxLength={6}
          pattern="[0-9]*"
          css={inputStyle}
          {...register(name)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        {error ? (
          <p id={`${id}-error`} role="alert" css={fieldErrorStyle} data-testid={`${name}-error`}>
            {errorMessage(error, language)}
          </p>
        ) : null}
      </div>
    );
  };

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(submit)(event)} data-testid="cabinet-password-form">
      <p css={leadStyle}>{t('signUp.password.lead')}</p>
      <div css={css`display: grid; gap: 16px; margin-bottom: 24px;`}>
        {field('password', t('signUp.password.password'))}
        {field('passwordConfirm', t('signUp.password.confirm'))}
      </div>
      {apiError ? (
        <p
          role="alert"
          data-testid="sign-up-error"
          css={css`
            margin: 0 0 16px;
            padding: 12px 14px;
            border-radius: ${theme.radius.md}px;
            background: ${theme.colors.pinkSoft};
            color: ${theme.colors.gray900};
            font-size: 14px;
          `}
        >
          {apiError}
        </p>
      ) : null}
      <Button type="submit" fullWidth size="lg" disabled={isSubmitting} data-testid="sign-up-submit">
        {isSubmitting ? t('signUp.password.submitting') : t('signUp.password.submit')}
      </Button>
    </form>
  );
}
