import { Link } from 'react-router-dom';
import { theme } from '../theme';
import { useCommonTranslation } from '../locales/use-common-translation';

export type ErrorPageProps = {
  title?: string;
  message?: string;
  /** Called by "Retry"; reloads the page when absent. */
  onRetry?: () => void;
  homeHref?: string;
};

const button = {
  minWidth: 140,
  minHeight: 44,
  padding: '0 20px',
  borderRadius: theme.radius.md,
  fontSize: 15,
  fontWeight: 600,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  cursor: 'pointer',
  textDecoration: 'none',
  '&:focus-visible': { outline: `3px solid ${theme.colors.pink}`, outlineOffset: 2 },
} as const;

/** The spec's generic error page: retry and back to home. Used by the shell and every remote. */
export function ErrorPage({ title, message, onRetry, homeHref = '/main' }: ErrorPageProps) {
  const { t } = useCommonTranslation();
  const retry = onRetry ?? (() => window.location.reload());
  return (
    <section
      role="alert"
      aria-labelledby="error-page-title"
      data-testid="error-page"
      css={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 16,
        minHeight: theme.layout.minHeight,
        padding: '48px 24px',
        textAlign: 'center',
        color: theme.colors.gray900,
      }}
    >
      <div
        aria-hidden="true"
        css={{
          width: 72,
          height: 72,
          borderRadius: '50%',
          display: 'grid',
          placeItems: 'center',
          fontSize: 36,
          fontWeight: 700,
          color: theme.colors.white,
          background: theme.colors.red,
        }}
      >
        !
      </div>
      <h1 id="error-page-title" css={{ margin: 0, fontSize: 22, lineHeight: 1.4 }}>
        {title ?? t('errorPage.title')}
      </h1>
      <p css={{ margin: 0, maxWidth: 360, color: theme.colors.gray600, lineHeight: 1.6 }}>
        {message ?? t('errorPage.message')}
      </p>
      <div css={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: 12, marginTop: 8 }}>
        <button
          type="button"
          onClick={retry}
          css={{ ...button, border: 'none', color: theme.colors.white, background: theme.colors.pink }}
        >
          {t('retry')}
        </button>
        <Link
          to={homeHref}
          css={{ ...button, color: theme.colors.gray900, border: `1px solid ${theme.colors.gray300}` }}
        >
          {t('backHome')}
        </Link>
      </div>
    </section>
  );
}
