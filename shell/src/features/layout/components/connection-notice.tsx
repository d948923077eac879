import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { startupErrorMessage } from 'shared-contract';
import { useQueryClient } from '@tanstack/react-query';
import { useConnectionStore } from 'shared-session';
import { Button, mq, noticeStyle, theme, useLanguage } from 'shared-ui';

export const MAIN_PATH = '/main';

/**
 * Spec section 8, "Connection fail, go to main": when a page cannot load its data because the api is not reachable,
 * the member is told so and taken to /main, where "Try again" reads the page's data again. The notice goes as soon
 * as a read answers.
 */
export function ConnectionNotice() {
  const { t } = useTranslation('shell');
  const language = useLanguage();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const lost = useConnectionStore((state) => state.lost);
  const lostAt = useConnectionStore((state) => state.lostAt);
  const [retrying, setRetrying] = useState(false);
  // Each failure moves the member once; browsing on from /main while it lasts is theirs to do.
  const handledAt = useRef(0);

  useEffect(() => {
    if (!lost || lostAt === handledAt.current) return;
    handledAt.current = lostAt;
    if (pathname !== MAIN_PATH) void navigate(MAIN_PATH);
  }, [lost, lostAt, pathname, navigate]);

  if (!lost) return null;

  const retry = async () => {
    setRetrying(true);
    try {
      await queryClient.refetchQueries({ type: 'active' });
    } finally {
      setRetrying(false);
    }
  };

  return (
    <div
      role="alert"
      data-testid="connection-notice"
      css={[
        noticeStyle('error'),
        {
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          gap: 12,
          borderRadius: 0,
          padding: '8px 16px',
          [mq.desktop]: { justifyContent: 'center', padding: '8px 24px' },
        },
      ]}
    >
      <p css={{ margin: 0, flex: '1 1 200px', maxWidth: theme.layout.contentMaxWidth }}>{startupErrorMessage('CONNECTION_FAILED', language)}</p>
      <Button size="sm" variant="secondary" disabled={retrying} onClick={() => void retry()} data-testid="connection-retry">
        {retrying ? t('connection.retrying') : t('connection.retry')}
      </Button>
    </div>
  );
}
