import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router-dom';
import { errorMessage } from 'shared-contract';
import { ApiError, useClosedAction, useMe } from 'shared-session';
import { Button, ClosedActionNote, ErrorState, formatKst, Skeleton, useLanguage } from 'shared-ui';
import { NAMESPACE } from '../../../namespace';
import { safeCallbackUrl } from '../../../utils/callback-url';
import { useStartVerification } from '../hooks/use-start-verification';
import { headingStyle, leadStyle, listStyle, mutedStyle, noticeStyle, rowStyle, sectionStyle } from './styles';

const CLOSED_NOTE_ID = 'identity-verify-closed';

/**
 * Account settings: the member's identity and adult verification (ko and en rules), and the way to verify (stopped
 * while the service terminates: the button is disabled and says so; what was verified stays shown).
 */
export function IdentitySection() {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const location = useLocation();
  const { me: member, isLoading, refetch } = useMe();
  const [params] = useSearchParams();
  // `?returnTo=` (e.g. from a purchase that needs verification): after the provider, back there instead of here.
  const returnTo = params.get('returnTo');
  const start = useStartVerification('account', returnTo ? safeCallbackUrl(returnTo) : `${location.pathname}${location.search}`);
  const startError = start.error ? (start.error instanceof ApiError ? start.error.code : 'TEMPORARY_ERROR') : null;
  const busy = start.isPending || start.isSuccess;
  const closed = useClosedAction('ageVerification');

  const verified = Boolean(member?.birthedAt);
  const rules = member
    ? [
        { key: 'ko', label: t('verification.section.adultKo'), adult: member.adultVerification.ko, at: member.authAdultAt.ko },
        { key: 'en', label: t('verification.section.adultEn'), adult: member.adultVerification.en, at: member.authAdultAt.en },
      ]
    : [];

  return (
    <section css={sectionStyle} aria-labelledby="identity-title" data-testid="identity-section">
      <h2 id="identity-title" css={headingStyle}>
        {t('verification.section.title')}
      </h2>
      <p css={leadStyle}>{t('verification.section.lead')}</p>
      {isLoading ? (
        <div aria-busy="true" aria-label={t('verification.section.loading')} css={{ display: 'grid', gap: 8 }}>
          <Skeleton height={44} />
          <Skeleton height={44} />
        </div>
      ) : !member ? (
        <ErrorState error={null} onRetry={() => void refetch()} />
      ) : (
        <div css={{ display: 'grid', gap: 8 }} data-testid="identity-status">
          <p css={noticeStyle(verified ? 'success' : 'info')} data-testid="identity-verified">
            {verified ? t('verification.section.verifiedAs', { name: member?.name ?? '' }) : t('verification.section.notVerified')}
          </p>
          {verified ? (
            <ul css={listStyle}>
              {rules.map((rule) => (
                <li key={rule.key} css={rowStyle} data-testid={`adult-${rule.key}`}>
                  <span>{rule.label}</span>
                  <span css={rule.adult ? undefined : mutedStyle}>
                    {rule.adult && rule.at > 0
                      ? t('verification.section.verifiedOn', { date: formatKst(new Date(rule.at), 'date', language) })
                      : t('verification.section.notAdult')}
                  </span>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      )}
      {startError && !busy ? (
        <p role="alert" css={noticeStyle('error')} data-testid="identity-error">
          {errorMessage(startError, language)}
        </p>
      ) : null}
      {closed ? <ClosedActionNote id={CLOSED_NOTE_ID} code={closed} data-testid="identity-closed" /> : null}
      <Button
        variant={verified ? 'secondary' : 'primary'}
        fullWidth
        disabled={busy || isLoading || closed !== null}
        aria-busy={busy || undefined}
        aria-describedby={closed ? CLOSED_NOTE_ID : undefined}
        onClick={() => {
          if (!closed) start.mutate();
        }}
        data-testid="identity-verify"
      >
        {busy ? t('verification.section.starting') : verified ? t('verification.section.verifyAgain') : t('verification.section.verify')}
      </Button>
    </section>
  );
}
