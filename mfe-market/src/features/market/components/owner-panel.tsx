import { css } from '@emotion/react';
import { useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { MarketOwnedItem } from 'shared-contract';
import { useActionMessage, ME_QUERY_KEY, useClosedAction, useSessionStore } from 'shared-session';
import { Button, ClosedActionNote, ErrorState, KeyLockCountdown, Skeleton, formatGold, formatKst, theme, useLanguage } from 'shared-ui';
import { NAMESPACE } from '../../../namespace';
import { cancelListing } from '../api/cancel-listing';
import { keySetQueryKey } from '../../../api/get-key-set';
import { myItemsQueryKey, useMyItems } from '../../../api/get-my-items';
import { setProfileKey } from '../api/set-profile-key';
import { alertStyle, headingStyle, listStyle, noteStyle, panelStyle } from '../../../components/panel-styles';

const stateStyle = css`
  margin: 0;
  font-size: 14px;
  line-height: 1.5;
`;

/**
 * The owner actions of `/key/details` for a signed-in member who owns KEYs of this design: each copy with its
 * state (listed, transfer in progress, locked until when) and what may be done with it; set the design as the
 * profile KEY. Nothing shows for a visitor or a member who owns none. While the service terminates, transfer and
 * sale are stopped: both stay in place disabled, with the messages saying so (cancelling a listing stays possible).
 */
export function OwnerPanel({ designId }: { designId: number }) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const status = useSessionStore((state) => state.status);
  const items = useMyItems(designId, status === 'authenticated');
  const queryClient = useQueryClient();
  const {
    busy,
    message,
    run: runAction,
  } = useActionMessage<string>(() => {
    void queryClient.invalidateQueries({ queryKey: myItemsQueryKey(designId) });
    void queryClient.invalidateQueries({ queryKey: keySetQueryKey(designId) });
  });
  const transferClosed = useClosedAction('transfer');
  const saleClosed = useClosedAction('sale');
  const ids = { transferClosed: useId(), saleClosed: useId() };

  if (status !== 'authenticated') return null;
  if (items.isPending) return <Skeleton height={96} radius={12} />;
  if (items.isError) return <ErrorState error={items.error} title={t('market.owner.loadFailed')} onRetry={() => void items.refetch()} />;
  if (items.data.items.length === 0) return null;

  const run = (id: string, action: () => Promise<unknown>, done: string) =>
    runAction(id, async () => {
      await action();
      return done;
    });
  const makeProfileKey = () =>
    run(
      'profile',
      async () => {
        await setProfileKey(designId);
        void queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
      },
      t('market.owner.profileSet'),
    );
  const cancel = (listingId: number) => run(`cancel-${listingId}`, () => cancelListing(listingId), t('market.owner.cancelled'));

  const actions = (item: MarketOwnedItem) => {
    if (item.listing) {
      const { id } = item.listing;
      return (
        <Button size="sm" variant="secondary" disabled={busy !== null} onClick={() => void cancel(id)} data-testid="owner-cancel-listing">
          {busy === `cancel-${id}` ? t('market.owner.cancelling') : t('market.owner.cancelListing')}
        </Button>
      );
    }
    if (item.transferInProgress || item.lockedUntil) return null;
    return (
      <>
        <Button
          size="sm"
          variant="secondary"
          to={`/cabinet/transfer?keyItemId=${item.keyItemId}`}
          disabled={transferClosed !== null}
          aria-describedby={transferClosed ? ids.transferClosed : undefined}
          data-testid="owner-transfer"
        >
          {t('market.owner.transfer')}
        </Button>
        <Button
          size="sm"
          to={`/market/register?keyItemId=${item.keyItemId}`}
          disabled={saleClosed !== null}
          aria-describedby={saleClosed ? ids.saleClosed : undefined}
          data-testid="owner-sell"
        >
          {t('market.owner.sell')}
        </Button>
      </>
    );
  };

  const state = (item: MarketOwnedItem) => {
    if (item.listing) return t('market.owner.listed', { amount: formatGold(item.listing.priceGold, language) });
    if (item.transferInProgress) return t('market.owner.transferring');
    if (item.lockedUntil) return t('market.owner.locked', { date: formatKst(item.lockedUntil, 'dateMinute', language) });
    return null;
  };

  return (
    <section
      aria-labelledby="owner-panel-title"
      data-testid="owner-panel"
      css={[
        panelStyle,
        css`
          margin-top: 24px;
        `,
      ]}
    >
      <div
        css={css`
          display: flex;
          flex-wrap: wrap;
          gap: 8px 12px;
          align-items: center;
          justify-content: space-between;
        `}
      >
        <h2 id="owner-panel-title" css={headingStyle}>
          {t('market.owner.title')}
        </h2>
        {items.data.isProfileKey ? (
          <span
            data-testid="owner-profile-key"
            css={css`
              font-size: 13px;
              font-weight: 700;
              color: ${theme.colors.pink};
            `}
          >
            {t('market.owner.profileKey')}
          </span>
        ) : (
          <Button size="sm" variant="ghost" disabled={busy !== null} onClick={() => void makeProfileKey()} data-testid="owner-set-profile">
            {busy === 'profile' ? t('market.owner.settingProfile') : t('market.owner.setProfile')}
          </Button>
        )}
      </div>
      {transferClosed || saleClosed ? (
        <div
          css={css`
            display: grid;
            gap: 8px;
          `}
        >
          {transferClosed && <ClosedActionNote id={ids.transferClosed} code={transferClosed} data-testid="owner-transfer-closed" />}
          {saleClosed && <ClosedActionNote id={ids.saleClosed} code={saleClosed} data-testid="owner-sale-closed" />}
        </div>
      ) : null}
      <ul css={listStyle}>
        {items.data.items.map((item) => {
          const line = state(item);
          return (
            <li
              key={item.keyItemId}
              data-testid="owner-item"
              aria-label={t('market.owner.itemActions', { serial: item.serialNo })}
              css={css`
                display: grid;
                gap: 8px;
                padding: 12px 0;
                border-top: 1px solid ${theme.colors.gray100};
                &:first-of-type {
                  border-top: 0;
                  padding-top: 0;
                }
              `}
            >
              <div
                css={css`
                  display: flex;
                  flex-wrap: wrap;
                  gap: 4px 12px;
                  align-items: baseline;
                `}
              >
                <strong>{t('market.owner.serial', { serial: item.serialNo })}</strong>
                <span css={noteStyle}>{t('market.owner.acquired', { date: formatKst(item.acquiredAt, 'date', language) })}</span>
              </div>
              {line && (
                <p css={stateStyle} data-testid="owner-item-state">
                  {line}
                </p>
              )}
              {!item.listing && !item.transferInProgress && item.lockedUntil ? (
                <KeyLockCountdown until={item.lockedUntil} onUnlocked={() => void items.refetch()} />
              ) : null}
              <div
                css={css`
                  display: flex;
                  flex-wrap: wrap;
                  gap: 8px;
                `}
              >
                {actions(item)}
              </div>
            </li>
          );
        })}
      </ul>
      {message && (
        <p role={message.failed ? 'alert' : 'status'} css={message.failed ? alertStyle : noteStyle} data-testid="owner-message">
          {message.text}
        </p>
      )}
    </section>
  );
}
