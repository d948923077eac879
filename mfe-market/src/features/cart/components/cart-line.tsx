import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { errorMessage, type CartItem } from 'shared-contract';
import { Button, formatGold, formatKst, mq, theme, useLanguage } from 'shared-ui';
import { ArtThumbnail } from '../../../components/art-image';
import { NAMESPACE } from '../../../namespace';
import { QuantityStepper } from './quantity-stepper';

interface CartLineProps {
  item: CartItem;
  maxQuantity: number;
  busy: boolean;
  onQuantity: (quantity: number) => void;
  onRemove: () => void;
}

/** One project in the cart: image, title, unit price, quantity, line total, how long it is kept, remove. */
export function CartLine({ item, maxQuantity, busy, onQuantity, onRemove }: CartLineProps) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const project = item.projectTitle[language];
  const max = Math.max(1, Math.min(maxQuantity, item.supplyRemaining));
  const onSale = item.saleStatus === 'on_sale';
  return (
    <li
      data-testid="cart-line"
      aria-busy={busy || undefined}
      css={css`
        display: grid;
        grid-template-columns: 72px minmax(0, 1fr);
        gap: 12px;
        padding: 14px 0;
        border-bottom: 1px solid ${theme.colors.gray200};
        ${mq.desktop} {
          grid-template-columns: 96px minmax(0, 1fr) auto;
          align-items: center;
          gap: 16px;
        }
      `}
    >
      <Link to={`/project?id=${item.projectId}`} tabIndex={-1} aria-hidden="true">
        <ArtThumbnail
          src={item.imageUrl}
          width={96}
          css={css`
            display: block;
            width: 72px;
            height: 72px;
            ${mq.desktop} {
              width: 96px;
              height: 96px;
            }
          `}
        />
      </Link>
      <div
        css={css`
          min-width: 0;
          display: grid;
          gap: 4px;
        `}
      >
        <Link
          to={`/project?id=${item.projectId}`}
          css={css`
            display: inline-block;
            min-height: 24px;
            line-height: 24px;
            color: ${theme.colors.gray900};
            font-weight: 700;
            font-size: 15px;
            text-decoration: none;
            overflow-wrap: anywhere;
          `}
          data-testid="cart-line-title"
        >
          {project}
        </Link>
        <span
          css={css`
            font-size: 13px;
            color: ${theme.colors.gray600};
          `}
          data-testid="cart-line-price"
        >
          {t('cart.unitPrice', { amount: formatGold(item.unitPriceGold, language) })}
        </span>
        <span
          css={css`
            font-size: 12px;
            color: ${theme.colors.gray500};
          `}
          data-testid="cart-line-kept"
        >
          {t('cart.keepNote', { date: formatKst(item.expiresAt, 'date', language) })}
        </span>
        {!onSale ? (
          <span
            role="note"
            css={css`
              font-size: 13px;
              font-weight: 700;
              color: ${theme.colors.red};
            `}
            data-testid="cart-line-warning"
          >
            {item.saleStatus === 'sold_out' ? errorMessage('INSUFFICIENT_KEYS', language) : t('cart.notOnSale')}
          </span>
        ) : item.supplyRemaining < item.quantity ? (
          <span
            role="note"
            css={css`
              font-size: 13px;
              font-weight: 700;
              color: ${theme.colors.red};
            `}
            data-testid="cart-line-warning"
          >
            {errorMessage('INSUFFICIENT_KEYS', language)} · {t('cart.remaining', { count: item.supplyRemaining })}
          </span>
        ) : (
          <span
            css={css`
              font-size: 12px;
              color: ${theme.colors.gray500};
            `}
          >
            {t('cart.remaining', { count: item.supplyRemaining })}
          </span>
        )}
      </div>
      <div
        css={css`
          grid-column: 1 / -1;
          display: flex;
          align-items: center;
          gap: 12px;
          flex-wrap: wrap;
          ${mq.desktop} {
            grid-column: auto;
            flex-direction: column;
            align-items: flex-end;
          }
        `}
      >
        <QuantityStepper
          value={item.quantity}
          max={max}
          label={t('cart.quantity', { project })}
          decreaseLabel={t('cart.decrease', { project })}
          increaseLabel={t('cart.increase', { project })}
          onChange={onQuantity}
          testId="cart-line-quantity"
        />
        <strong
          css={css`
            margin-left: auto;
            font-size: 16px;
            font-variant-numeric: tabular-nums;
            ${mq.desktop} {
              margin-left: 0;
            }
          `}
          data-testid="cart-line-total"
        >
          {t('cart.lineTotal', { amount: formatGold(item.lineTotalGold, language) })}
        </strong>
        <Button
          type="button"
          variant="ghost"
          size="sm"
          aria-label={t('cart.removeLabel', { project })}
          onClick={onRemove}
          data-testid="cart-line-remove"
          css={css`
            min-height: ${theme.layout.touchTarget}px;
          `}
        >
          {t('cart.remove')}
        </Button>
      </div>
    </li>
  );
}
