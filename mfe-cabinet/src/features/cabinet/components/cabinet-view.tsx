import { css } from '@emotion/react';
import { useCallback, useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, useSessionStore } from 'shared-session';
import { Button, ErrorState, PageContainer, Skeleton, tabPanelProps, Tabs, theme, useIsDesktop } from 'shared-ui';
import { NAMESPACE } from '../../../namespace';
import { useCabinet } from '../api/get-cabinet';
import { CABINET_TABS, useCabinetTab, type CabinetTab } from '../hooks/use-cabinet-tab';
import { useCabinetUnlock } from '../hooks/use-cabinet-unlock';
import { ActivitiesList } from './activities-list';
import { CabinetGate } from './cabinet-gate';
import { CommentsList } from './comments-list';
import { KeyGrid } from './key-grid';
import { LikesList } from './likes-list';
import { WalletAddress } from './wallet-address';

const TAB_PREFIX = 'cabinet';

const isLockedError = (error: unknown) => error instanceof ApiError && error.code === 'CABINET_LOCKED';

function Loading() {
  return (
    <div
      aria-busy="true"
      data-testid="cabinet-loading"
      css={css`
        display: grid;
        grid-template-columns: repeat(2, minmax(0, 1fr));
        gap: 10px;
        margin-top: 16px;
      `}
    >
      <Skeleton height={220} />
      <Skeleton height={220} />
    </div>
  );
}

/**
 * `/cabinet` and `/my/cabinet`: the cabinet password first, then the tabs (cabinet, comments, likes, activities)
 * with the wallet address. `/my/cabinet` shows the address prominently.
 */
export function CabinetView({ variant }: { variant: 'cabinet' | 'my' }) {
  const { t } = useTranslation(NAMESPACE);
  const status = useSessionStore((state) => state.status);
  const userId = useSessionStore((state) => state.user?.id ?? null);
  const { token, reason, open, lock } = useCabinetUnlock(status === 'authenticated' ? userId : null);
  const cabinet = useCabinet(status === 'authenticated' ? userId : null, token);
  const { tab, setTab } = useCabinetTab();
  // At 360 px four equal tabs would break words: they scroll sideways instead.
  const isDesktop = useIsDesktop();
  /** A refused unlock (expired, or a new session) asks for the password again; answers whether it did. */
  const onLocked = useCallback(
    (error: unknown) => {
      if (!isLockedError(error)) return false;
      lock('expired');
      return true;
    },
    [lock],
  );
  const lockedOut = cabinet.isError && isLockedError(cabinet.error);
  useEffect(() => {
    if (lockedOut) lock('expired');
  }, [lockedOut, lock]);
  const frame = { title: variant === 'my' ? t('cabinet.myTitle') : t('cabinet.title'), subtitle: t('cabinet.subtitle') };

  if (status !== 'authenticated' || userId === null) {
    return (
      <PageContainer {...frame}>
        <Loading />
      </PageContainer>
    );
  }
  if (!token) {
    return (
      <PageContainer {...frame}>
        <CabinetGate reason={reason} onOpen={open} />
      </PageContainer>
    );
  }
  if (cabinet.isPending || lockedOut) {
    return (
      <PageContainer {...frame}>
        <Loading />
      </PageContainer>
    );
  }
  if (cabinet.isError) {
    return (
      <PageContainer {...frame}>
        <ErrorState error={cabinet.error} title={t('cabinet.grid.loadFailed')} onRetry={() => void cabinet.refetch()} />
      </PageContainer>
    );
  }

  const panels: Record<CabinetTab, () => ReactNode> = {
    cabinet: () => <KeyGrid cabinet={cabinet.data} userId={userId} token={token} onLocked={onLocked} />,
    comments: () => <CommentsList userId={userId} />,
    likes: () => <LikesList userId={userId} />,
    activities: () => <ActivitiesList userId={userId} token={token} onLocked={onLocked} />,
  };
  return (
    <PageContainer {...frame}>
      <div
        css={css`
          margin-bottom: 16px;
          display: grid;
          gap: 12px;
        `}
      >
        <WalletAddress address={cabinet.data.cabinet.walletAddress} prominent={variant === 'my'} />
        <div
          css={css`
            display: flex;
            flex-wrap: wrap;
            gap: 8px;
          `}
        >
          <Button variant="secondary" to="/cabinet/offers" data-testid="cabinet-to-offers">
            {t('offers.toOffers')}
          </Button>
          <Button variant="secondary" to="/cabinet/showcase" data-testid="cabinet-to-showcase">
            {t('showcase.title')}
          </Button>
        </div>
      </div>
      <Tabs
        items={CABINET_TABS.map((id) => ({ id, label: t(`cabinet.tabs.${id}`) }))}
        value={tab}
        onChange={setTab}
        aria-label={t('cabinet.tabs.label')}
        idPrefix={TAB_PREFIX}
        stretch={isDesktop}
        data-testid="cabinet-tabs"
      />
      <div
        {...tabPanelProps(TAB_PREFIX, tab)}
        css={css`
          border-radius: ${theme.radius.md}px;
          &:focus-visible {
            outline: 3px solid ${theme.colors.focus};
            outline-offset: 2px;
          }
        `}
      >
        {panels[tab]()}
      </div>
    </PageContainer>
  );
}
