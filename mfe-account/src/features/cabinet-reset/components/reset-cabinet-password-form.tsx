import { css } from '@emotion/react';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { cabinetResetSchema, errorMessage, type CabinetResetInput, type Language } from 'shared-contract';
import { ApiError } from 'shared-session';
import { Button, ErrorState, PageContainer, Skeleton, useLanguage } from 'shared-ui';
import { NAMESPACE } from '../../../namespace';
import { checkResetLink, resetCabinetPassword, type ResetLinkIds } from '../api/cabinet-reset';
import { schemaResolver } from '../../../utils/schema-resolver';
import { headingStyle, leadStyle, noticeStyle, sectionStyle } from '../../../components/form-styles';
import { PinField } from '../../../components/pin-field';

type PasswordFields = Pick<CabinetResetInput, 'newPassword' | 'newPasswordConfirm'>;

/** Link codes that end the reset: the page then explains and offers the way on. */
const DEAD_LINK_CODES = new Set(['RESET_LINK_EXPIRED', 'NO_MATCHING_ACCOUNT']);

const codeOf = (error: unknown) => (error instanceof ApiError ? error.code : 'TEMPORARY_ERROR');

/** The link's ids from the URL; a malformed id is sent as is, so the api answers NO_MATCHING_ACCOUNT. */
function useLinkIds(): ResetLinkIds {
  const [params] = useSearchParams();
  return { userId: Number(params.get('userId') ?? ''), uuid: params.get('uuid') ?? '' };
}

function DeadLink({ code, language }: { code: string; language: Language }) {
  const { t } = useTranslation(NAMESPACE);
  const expired = code === 'RESET_LINK_EXPIRED';
  return (
    <section css={sectionStyle} aria-labelledby="cabinet-reset-dead-title" data-testid={expired ? 'reset-link-expired' : 'reset-link-no-match'}>
      <h2 id="cabinet-reset-dead-title" css={headingStyle}>
        {expired ? t('cabinetReset.reset.expiredTitle') : t('cabinetReset.reset.noMatchTitle')}
      </h2>
      <p role="alert" css={leadStyle}>
        {errorMessage(code, language)}
      </p>
      {expired ? (
        <Button to="/my/settings" fullWidth size="lg">
          {t('cabinetReset.reset.restart')}
        </Button>
      ) : (
        <Button to="/main" fullWidth size="lg" variant="secondary">
          {t('cabinetReset.reset.goMain')}
        </Button>
      )}
    </section>
  );
}

function Done() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <section css={sectionStyle} aria-labelledby="cabinet-reset-done-title" data-testid="cabinet-reset-done">
      <h2 id="cabinet-reset-done-title" css={headingStyle}>
        {t('cabinetReset.reset.doneTitle')}
      </h2>
      <p role="status" css={noticeStyle('success')}>
        {t('cabinetReset.reset.done')}
      </p>
      <Button to="/main" fullWidth size="lg">
        {t('cabinetReset.reset.goMain')}
      </Button>
    </section>
  );
}

function NewPasswordForm({
  ids,
  language,
  onDone,
  onDeadLink,
}: {
  ids: ResetLinkIds;
  language: Language;
  onDone: () => void;
  onDeadLink: (code: string) => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const [apiError, setApiError] = useState<string | null>(null);
  const resolver = useMemo(() => schemaResolver<PasswordFields, CabinetResetInput>(cabinetResetSchema, ids), [ids]);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<PasswordFields, unknown, CabinetResetInput>({ resolver, defaultValues: { newPassword: '', newPasswordConfirm: '' } });

  const submit = async (input: CabinetResetInput) => {
    setApiError(null);
    try {
      await resetCabinetPassword(input);
    } catch (error) {
      const code = codeOf(error);
      if (DEAD_LINK_CODES.has(code)) onDeadLink(code);
      else setApiError(code);
      return;
    }
    onDone();
  };

  const field = (name: keyof PasswordFields, label: string) => (
    <PinField
      id={`cabinet-reset-${name}`}
      label={label}
      registration={register(name)}
      errorCode={errors[name]?.message}
      language={language}
      errorTestId={`${name}-error`}
    />
  );

  return (
    <form
      noValidate
      onSubmit={(event) => void handleSubmit(submit)(event)}
      data-testid="cabinet-reset-form"
      css={css`
        display: grid;
        gap: 16px;
      `}
    >
      <p css={leadStyle}>{t('cabinetReset.reset.lead')}</p>
      {field('newPassword', t('cabinetReset.reset.password'))}
      {field('newPasswordConfirm', t('cabinetReset.reset.confirm'))}
      {apiError ? (
        <p role="alert" css={noticeStyle('error')} data-testid="cabinet-reset-submit-error">
          {errorMessage(apiError, language)}
        </p>
      ) : null}
      <Button type="submit" fullWidth size="lg" disabled={isSubmitting} data-testid="cabinet-reset-submit">
        {isSubmitting ? t('cabinetReset.reset.submitting') : t('cabinetReset.reset.submit')}
      </Button>
    </form>
  );
}

/**
 * `/user/cabinetPassword?userId=…&uuid=…` (the mailed link): checks the link first, then takes the
 * new cabinet password twice. Works signed out: the link is the proof.
 */
export function ResetCabinetPasswordForm() {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const { userId, uuid } = useLinkIds();
  const ids = useMemo(() => ({ userId, uuid }), [userId, uuid]);
  const [state, setState] = useState<{ done: boolean; deadCode: string | null }>({ done: false, deadCode: null });
  const check = useQuery({
    queryKey: ['cabinet-reset', 'check', userId, uuid],
    queryFn: () => checkResetLink(ids),
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });

  const checkCode = check.isError ? codeOf(check.error) : null;
  const deadCode = state.deadCode ?? (checkCode && DEAD_LINK_CODES.has(checkCode) ? checkCode : null);

  let content;
  if (state.done) content = <Done />;
  else if (deadCode) content = <DeadLink code={deadCode} language={language} />;
  else if (check.isPending)
    content = (
      <div
        aria-busy="true"
        aria-label={t('cabinetReset.reset.checking')}
        data-testid="cabinet-reset-checking"
        css={css`
          display: grid;
          gap: 16px;
        `}
      >
        <Skeleton height={20} width="70%" />
        <Skeleton height={48} />
        <Skeleton height={48} />
        <Skeleton height={52} />
      </div>
    );
  else if (check.isError) content = <ErrorState error={check.error} onRetry={() => void check.refetch()} />;
  else
    content = (
      <NewPasswordForm
        ids={ids}
        language={language}
        onDone={() => setState({ done: true, deadCode: null })}
        onDeadLink={(code) => setState({ done: false, deadCode: code })}
      />
    );

  return (
    <PageContainer title={t('cabinetReset.reset.title')} width="narrow">
      {content}
    </PageContainer>
  );
}
