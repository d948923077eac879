import { Button } from '../components/button';
import { MessagePage } from '../components/message-page';
import { useCommonTranslation } from '../locales/use-common-translation';
import { theme } from '../theme';

export type ErrorPageProps = {
  title?: string;
  message?: string;
  /** Called by "Retry"; reloads the page when absent. */
  onRetry?: () => void;
  homeHref?: string;
};

const errorMark = {
  width: 72,
  height: 72,
  borderRadius: '50%',
  display: 'grid',
  placeItems: 'center',
  fontSize: 36,
  fontWeight: 700,
  color: theme.colors.white,
  background: theme.colors.red,
} as const;

/** The spec's generic error page: retry and back to home. Used by the shell and every remote. */
export function ErrorPage({ title, message, onRetry, homeHref = '/main' }: ErrorPageProps) {
  const { t } = useCommonTranslation();
  const retry = onRetry ?? (() => window.location.reload());
  return (
    <MessagePage
      role="alert"
      data-testid="error-page"
      mark={<div css={errorMark}>!</div>}
      title={title ?? t('errorPage.title')}
      message={message ?? t('errorPage.message')}
    >
      <Button onClick={retry} css={{ minWidth: 140 }}>
        {t('retry')}
      </Button>
      <Button to={homeHref} variant="secondary" css={{ minWidth: 140 }}>
        {t('backHome')}
      </Button>
    </MessagePage>
  );
}
