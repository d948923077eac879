import { css } from '@emotion/react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { cabinetPasswordPairSchema, errorMessage, type CabinetPasswordPair, type SignUpConsents } from 'shared-contract';
import { ApiError, ME_QUERY_KEY, refreshSession } from 'shared-session';
import { Button, useLanguage } from 'shared-ui';
import { NAMESPACE } from '../../../namespace';
import { postSignUp } from '../api/sign-up';
import { schemaResolver } from '../../../utils/schema-resolver';
import { clearConsents, clearSignUpCookie } from '../utils/sign-up-storage';
import { noticeStyle } from '../../../components/form-styles';
import { PinField } from '../../../components/pin-field';
import { leadStyle } from './form-styles';

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

  const field = (name: keyof CabinetPasswordPair, label: string) => (
    <PinField
      id={`cabinet-${name}`}
      label={label}
      registration={register(name)}
      errorCode={errors[name]?.message}
      language={language}
      errorTestId={`${name}-error`}
    />
  );

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(submit)(event)} data-testid="cabinet-password-form">
      <p css={leadStyle}>{t('signUp.password.lead')}</p>
      <div
        css={css`
          display: grid;
          gap: 16px;
          margin-bottom: 24px;
        `}
      >
        {field('password', t('signUp.password.password'))}
        {field('passwordConfirm', t('signUp.password.confirm'))}
      </div>
      {apiError ? (
        <p
          role="alert"
          data-testid="sign-up-error"
          css={[
            noticeStyle('error'),
            css`
              margin: 0 0 16px;
            `,
          ]}
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
