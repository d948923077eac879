import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useServicePhase } from 'shared-session';
import { formatKstLastMinute, mq, theme, useLanguage } from 'shared-ui';

export const REFUND_PATH = '/refund';

/**
 * The site-wide termination notice at the top of every page (issue 10 A): while terminating, sales have stopped
 * and refunds are open until the deadline; once closed, that they closed. Both link to `/refund` (a request in
 * progress can still be followed). Nothing while operating or before the server has answered.
 */
export function TerminationNotice() {
  const { t } = useTranslation('shell');
  const { phase, termination } = useServicePhase();
  const language = useLanguage();
  if (phase !== 'terminating' && phase !== 'closed') return null;

  const deadline = termination ? formatKstLastMinute(termination.deadline, language) : null;
  const text =
    phase === 'terminating'
      ? deadline
        ? t('termination.terminating', { deadline })
        : t('termination.terminatingUndated')
      : deadline
        ? t('termination.closed', { deadline })
        : t('termination.closedUndated');

  return (
    <div
      role="region"
      aria-label={t('termination.label')}
      data-testid="termination-notice"
      data-phase={phase}
      css={{ background: theme.colors.gray900, color: theme.colors.white }}
    >
      <div
        css={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          columnGap: 16,
          rowGap: 0,
          maxWidth: theme.layout.contentMaxWidth,
          margin: '0 auto',
          padding: '6px 16px',
          [mq.desktop]: { padding: '4px 24px' },
        }}
      >
        <p
          data-testid="termination-notice-text"
          css={{ flex: '1 1 240px', minWidth: 0, margin: '6px 0', fontSize: 14, lineHeight: 1.5, overflowWrap: 'anywhere', wordBreak: 'keep-all' }}
        >
          {text}
        </p>
        <Link
          to={REFUND_PATH}
          data-testid="termination-notice-link"
          css={{
            display: 'inline-flex',
            alignItems: 'center',
            minHeight: 44,
            padding: '0 4px',
            color: theme.colors.white,
            fontSize: 14,
            fontWeight: 700,
            textDecoration: 'underline',
            textUnderlineOffset: 3,
            whiteSpace: 'nowrap',
            '&:hover': { color: theme.colors.pinkSoft },
            '&:focus-visible': { outline: `3px solid ${theme.colors.focus}`, outlineOffset: 0, borderRadius: theme.radius.sm },
          }}
        >
          {phase === 'terminating' ? t('termination.requestRefund') : t('termination.followRefund')}
        </Link>
      </div>
    </div>
  );
}
