import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { useMe, useSessionStore } from 'shared-session';
import { formatGold, useLanguage } from 'shared-ui';
import { CartIcon, CoinIcon } from './icons';
import { badge, shown } from './notifications-entry';
import { iconButton, navLink, visuallyHidden, wideLabel } from './styles';

export const CART_PATH = '/cart';
export const GOLD_PATH = '/my/coins';

/** The signed-in member's cart count and Gold balance from `GET /api/user/me`; null for a visitor and until it answers. */
function useMemberFigures() {
  const userId = useSessionStore((state) => state.user?.id ?? null);
  const { me } = useMe();
  return me && me.id === userId && typeof me.goldBalance === 'number' ? me : null;
}

type Variant = 'bar' | 'icon' | 'row';
const linkCss = (variant: Variant) =>
  variant === 'icon' ? { ...iconButton, position: 'relative' as const } : variant === 'row' ? { ...navLink, display: 'flex', fontSize: 16 } : navLink;

/** A list item: the cart with its count ("Cart, 2 items"); `icon` is the mobile top bar's button, the count on its corner. */
export function CartLink({ variant }: { variant: Variant }) {
  const { t } = useTranslation('shell');
  const member = useMemberFigures();
  if (!member) return null;
  const count = member.cartItemCount;
  return (
    <li>
      <NavLink to={CART_PATH} end data-testid="cart-link" css={linkCss(variant)}>
        <CartIcon width={variant === 'icon' ? 24 : 20} height={variant === 'icon' ? 24 : 20} />
        {/* The name comes from the hidden text ("Cart, 2 items"); what shows is the label and the count. */}
        {variant !== 'icon' && (
          <span aria-hidden="true" css={variant === 'bar' ? wideLabel : undefined}>
            {t('nav.cart')}
          </span>
        )}
        {count > 0 && (
          <span
            aria-hidden="true"
            data-testid="cart-count"
            css={variant === 'icon' ? { ...badge, position: 'absolute', top: 4, right: 2, minWidth: 16, height: 16, fontSize: 10 } : badge}
          >
            {shown(count)}
          </span>
        )}
        <span css={visuallyHidden}>{count > 0 ? t('nav.cartItems', { count }) : t('nav.cart')}</span>
      </NavLink>
    </li>
  );
}

/** A list item: the member's Gold balance ("Gold balance 1,200"), leading to the Gold page. */
export function GoldLink({ variant }: { variant: Exclude<Variant, 'icon'> }) {
  const { t } = useTranslation('shell');
  const language = useLanguage();
  const member = useMemberFigures();
  if (!member) return null;
  const amount = formatGold(member.goldBalance, language);
  return (
    <li>
      <NavLink to={GOLD_PATH} end data-testid="gold-link" aria-label={t('nav.goldBalance', { amount })} css={linkCss(variant)}>
        <CoinIcon width={20} height={20} />
        {amount}
      </NavLink>
    </li>
  );
}
