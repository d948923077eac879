import { css } from '@emotion/react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { pickLanguage, type CabinetKey } from 'shared-contract';
import { useSessionStore } from 'shared-session';
import { formatGold, formatKst, KeyLockCountdown, mq, theme } from 'shared-ui';
import { iconButtonStyle } from '../../../components/styles';
import { NAMESPACE } from '../../../namespace';
import { cabinetQueryKey } from '../api/get-cabinet';

export type KeyCardActions = {
  onFavorite: (key: CabinetKey) => void;
  onHide: (key: CabinetKey) => void;
  onMove: (key: CabinetKey, direction: -1 | 1) => void;
};

const cardStyle = (hidden: boolean) => css`
  display: grid;
  gap: 6px;
  align-content: start;
  min-width: 0;
  padding: 6px;
  border: 1px solid ${theme.colors.gray200};
  border-radius: ${theme.radius.md}px;
  background: ${theme.colors.white};
  opacity: ${hidden ? 0.6 : 1};
  ${mq.desktop} {
    padding: 8px;
  }
`;

const actionLinkStyle = css`
  display: inline-flex;
  align-items: center;
  min-height: 24px;
  ${mq.mobile} {
    min-height: ${theme.layout.touchTarget}px;
  }
  color: ${theme.colors.gray800};
  font-weight: 600;
`;

/** One KEY of the cabinet: its art (to its details), serial, state, and the member's star, hide and move buttons. */
export function KeyCard({ item, first, last, actions }: { item: CabinetKey; first: boolean; last: boolean; actions: KeyCardActions }) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const language = pickLanguage(i18n.language);
  const queryClient = useQueryClient();
  const userId = useSessionStore((state) => state.user?.id ?? null);
  const name = item.design.name[language];
  // Two KEYs of one design share a name: the serial tells their buttons apart.
  const label = `${name} #${item.serialNo}`;
  const state =
    item.state === 'LOCKED' && item.lockedUntil
      ? t('cabinet.grid.states.LOCKED', { time: formatKst(item.lockedUntil, 'dateTime', language) })
      : item.state === 'LISTED'
        ? t('cabinet.grid.states.LISTED', { price: formatGold(item.listing?.priceGold ?? 0, language) })
        : t(`cabinet.grid.states.${item.state}`);
  return (
    <li css={cardStyle(item.hidden)} data-testid="cabinet-key" data-key-item-id={item.keyItemId}>
      <Link
        to={`/key/details?id=${item.design.id}`}
        css={css`
          display: grid;
          gap: 6px;
          color: inherit;
          text-decoration: none;
          min-width: 0;
        `}
      >
        <img
          src={item.imageUrl}
          alt={name}
          width={300}
          height={420}
          loading="lazy"
          draggable={false}
          css={css`
            display: block;
            width: 100%;
            height: auto;
            aspect-ratio: 300 / 420;
            border-radius: ${theme.radius.sm}px;
            background: ${theme.colors.gray100};
          `}
        />
        <span
          css={css`
            font-weight: 700;
            font-size: 14px;
            overflow-wrap: anywhere;
          `}
          data-testid="cabinet-key-name"
        >
          {name}
        </span>
      </Link>
      <span
        css={css`
          font-size: 12px;
          color: ${theme.colors.gray600};
        `}
      >
        {t('cabinet.grid.serial', { serial: item.serialNo, total: item.design.supplyTotal })}
        {item.hidden ? ` · ${t('cabinet.grid.hiddenBadge')}` : ''}
      </span>
      <span
        css={css`
          font-size: 12px;
          color: ${item.state === 'AVAILABLE' ? theme.colors.gray600 : theme.colors.gray800};
          overflow-wrap: anywhere;
        `}
        data-testid="cabinet-key-state"
      >
        {state}
      </span>
      {item.state === 'LOCKED' && item.lockedUntil ? (
        <KeyLockCountdown
          compact
          until={item.lockedUntil}
          onUnlocked={() => void queryClient.invalidateQueries({ queryKey: cabinetQueryKey(userId) })}
          data-testid="cabinet-key-lock"
        />
      ) : null}
      <div
        css={css`
          display: flex;
          flex-wrap: wrap;
          gap: 3px;
          ${mq.desktop} {
            gap: 4px;
          }
        `}
      >
        <button
          type="button"
          css={iconButtonStyle}
          aria-pressed={item.favorite}
          aria-label={t('cabinet.grid.favoriteOf', { name: label })}
          title={item.favorite ? t('cabinet.grid.unfavorite') : t('cabinet.grid.favorite')}
          onClick={() => actions.onFavorite(item)}
        >
          {item.favorite ? '★' : '☆'}
        </button>
        <button
          type="button"
          css={[
            iconButtonStyle,
            css`
              font-size: 12px;
            `,
          ]}
          aria-label={item.hidden ? t('cabinet.grid.unhideOf', { name: label }) : t('cabinet.grid.hideOf', { name: label })}
          onClick={() => actions.onHide(item)}
        >
          {item.hidden ? t('cabinet.grid.unhide') : t('cabinet.grid.hide')}
        </button>
        <button
          type="button"
          css={iconButtonStyle}
          aria-label={t('cabinet.grid.moveUpOf', { name: label })}
          title={t('cabinet.grid.moveUp')}
          disabled={first}
          onClick={() => actions.onMove(item, -1)}
        >
          ↑
        </button>
        <button
          type="button"
          css={iconButtonStyle}
          aria-label={t('cabinet.grid.moveDownOf', { name: label })}
          title={t('cabinet.grid.moveDown')}
          disabled={last}
          onClick={() => actions.onMove(item, 1)}
        >
          ↓
        </button>
      </div>
      {item.state === 'AVAILABLE' ? (
        <div
          css={css`
            display: flex;
            flex-wrap: wrap;
            gap: 4px 12px;
            font-size: 13px;
          `}
        >
          <Link to={`/cabinet/transfer?keyItemId=${item.keyItemId}`} aria-label={t('cabinet.grid.transferOf', { name: label })} css={actionLinkStyle}>
            {t('cabinet.grid.transfer')}
          </Link>
          <Link to={`/market/register?keyItemId=${item.keyItemId}`} aria-label={t('cabinet.grid.sellOf', { name: label })} css={actionLinkStyle}>
            {t('cabinet.grid.sell')}
          </Link>
        </div>
      ) : null}
    </li>
  );
}
