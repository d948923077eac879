import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { errorMessage, isErrorCode, type ErrorCode } from 'shared-contract';
import { ApiError, ME_QUERY_KEY, useSessionStore } from 'shared-session';
import { Button, PageContainer, useLanguage } from 'shared-ui';
import { applyVerification, checkVerification } from '../features/verification/api/verification';
import { listStyle, mutedStyle, noticeStyle, rowStyle } from '../features/verification/components/styles';
import { verificationStorage, type StartedVerification, type VerificationOutcome } from '../features/verification/utils/verification-storage';
import { NAMESPACE } from '../namespace';

type State = { kind: 'working' } | { kind: 'failed'; code: ErrorCode } | { kind: 'done'; outcome: Extract<VerificationOutcome, { kind: 'account' }> };

const codeOf = (error: unknown): ErrorCode => (error instanceof ApiError && isErrorCode(error.code) ? error.code : 'TEMPORARY_ERROR');

/** Runs once per request id: checks the provider's result, then applies it (account) or hands it to find IDs. */
async function settle(requestId: string, token: string, started: StartedVerification): Promise<VerificationOutcome> {
  const identity = await checkVerification(requestId, token);
  if (started.purpose === 'find') return { kind: 'find', requestId, di: identity.di };
  const result = await applyVerification(requestId);
  return { kind: 'account', name: identity.name, result };
}

/**
 * `/callback/verification`: where the verification provider sends the browser back
 * (`request_id`, `token`, or `error=cancelled`). The result is checked by the api with the provider.
 */
export default function VerificationCallbackPage() {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const sessionStatus = useSessionStore((state) => state.status);
  const requestId = params.get('request_id') ?? '';
  const token = params.get('token') ?? '';
  const providerError = params.get('error');
  const started = useMemo(() => (requestId ? verificationStorage.started(requestId) : null), [requestId]);
  const returnTo = started?.returnTo ?? (started?.purpose === 'find' ? '/user/findIds' : '/my/settings');
  const [state, setState] = useState<State>({ kind: 'working' });
  const ran = useRef<string | null>(null);

  useEffect(() => {
    if (ran.current === requestId) return;
    const previous = requestId ? verificationStorage.outcome(requestId) : null;
    if (previous?.kind === 'account') {
      ran.current = requestId;
      setState({ kind: 'done', outcome: previous });
      return;
    }
    if (previous?.kind === 'find') {
      ran.current = requestId;
      void navigate('/user/findIds', { replace: true });
      return;
    }
    if (!requestId || !started) {
      ran.current = requestId;
      setState({ kind: 'failed', code: 'VERIFICATION_NOT_FOUND' });
      return;
    }
    if (!token) {
      ran.current = requestId;
      setState({ kind: 'failed', code: providerError === 'cancelled' ? 'VERIFICATION_CANCELLED' : 'VERIFICATION_FAILED' });
      return;
    }
    // Applying to the account needs the session's token: wait until the session is known.
    if (started.purpose === 'account' && sessionStatus === 'loading') return;
    if (started.purpose === 'account' && sessionStatus !== 'authenticated') {
      ran.current = requestId;
      setState({ kind: 'failed', code: 'LOGIN_NEEDED' });
      return;
    }
    ran.current = requestId;
    settle(requestId, token, started).then(
      (outcome) => {
        verificationStorage.saveOutcome(requestId, outcome);
        if (outcome.kind === 'find') {
          verificationStorage.saveFind({ requestId: outcome.requestId, di: outcome.di });
          void navigate('/user/findIds', { replace: true });
          return;
        }
        void queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
        setState({ kind: 'done', outcome });
      },
      (error: unknown) => setState({ kind: 'failed', code: codeOf(error) }),
    );
  }, [requestId, token, providerError, started, sessionStatus, navigate, queryClient]);

  return (
    <PageContainer title={t('verification.callback.title')} width="narrow">
      <div css={{ display: 'grid', gap: 16 }} aria-live="polite">
        {state.kind === 'working' ? (
          <p role="status" aria-busy="true" css={noticeStyle('info')} data-testid="verification-checking">
            {started?.purpose === 'find' ? t('verification.callback.toFindIds') : t('verification.callback.checking')}
          </p>
        ) : null}
        {state.kind === 'failed' ? (
          <>
            <p role="alert" css={noticeStyle('error')} data-testid="verification-error">
              {errorMessage(state.code, language)}
            </p>
            <Button to={state.code === 'LOGIN_NEEDED' ? `/user/login?callbackUrl=${encodeURIComponent(returnTo)}` : returnTo} fullWidth size="lg">
              {t('verification.callback.tryAgain')}
            </Button>
            <Button to="/main" fullWidth size="lg" variant="secondary">
              {t('verification.callback.goHome')}
            </Button>
          </>
        ) : null}
        {state.kind === 'done' ? (
          <>
            <div
              role="status"
              css={noticeStyle(state.outcome.result.isAdult || state.outcome.result.isAdultKr ? 'success' : 'info')}
              data-testid="verification-result"
            >
              <p css={{ margin: '0 0 4px', fontWeight: 700 }}>{t('verification.callback.done')}</p>
              <p css={{ margin: 0 }}>
                {state.outcome.result.isAdult || state.outcome.result.isAdultKr ? t('verification.callback.adult') : t('verification.callback.notAdult')}
              </p>
            </div>
            <ul css={listStyle}>
              {(
                [
                  ['ko', t('verification.callback.ruleKo'), state.outcome.result.adultVerification.ko],
                  ['en', t('verification.callback.ruleEn'), state.outcome.result.adultVerification.en],
                ] as const
              ).map(([key, label, adult]) => (
                <li key={key} css={rowStyle} data-testid={`verification-rule-${key}`}>
                  <span>{label}</span>
                  <span css={adult ? { fontWeight: 700 } : mutedStyle}>{adult ? t('verification.callback.adultYes') : t('verification.callback.adultNo')}</span>
                </li>
              ))}
            </ul>
            <Button to={returnTo} fullWidth size="lg" data-testid="verification-back">
              {t('verification.callback.back')}
            </Button>
          </>
        ) : null}
      </div>
    </PageContainer>
  );
}
