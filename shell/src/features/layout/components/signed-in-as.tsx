import { useTranslation } from 'react-i18next';
import { useMe, type SessionUser } from 'shared-session';

/**
 * "<name> signed in": the member's nickname once `GET /api/user/me` has answered, until then
 * (or without one) the provider's name, else the e-mail.
 */
export function SignedInAs({ user }: { user: SessionUser }) {
  const { t } = useTranslation('shell');
  const { me } = useMe();
  const nickname = me && me.id === user.id ? me.nickname?.trim() : '';
  const name = nickname || user.name?.trim() || user.email || '';
  return <>{t('session.signedInAs', { name })}</>;
}
