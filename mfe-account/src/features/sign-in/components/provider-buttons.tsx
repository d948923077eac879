import { css } from '@emotion/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuthProvider } from 'shared-contract';
import { signIn } from 'shared-session';
import { Button } from 'shared-ui';
import { NAMESPACE } from '../../../namespace';
import { loginSuccessUrl } from '../../../utils/callback-url';

const KNOWN = ['apple', 'google', 'facebook', 'kakao', 'naver', 'local'] as const;
type KnownProvider = (typeof KNOWN)[number];
const isKnown = (id: string): id is KnownProvider => (KNOWN as readonly string[]).includes(id);

export type ProviderButtonsProps = { providers: AuthProvider[]; callbackUrl: string };

/** One button per enabled provider; a click starts that provider's sign-in. */
export function ProviderButtons({ providers, callbackUrl }: ProviderButtonsProps) {
  const { t } = useTranslation(NAMESPACE);
  const [pending, setPending] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);

  const start = async (provider: AuthProvider) => {
    setPending(provider.id);
    setFailed(false);
    try {
      await signIn(provider.id, { callbackUrl: loginSuccessUrl(callbackUrl) });
    } catch {
      setPending(null);
      setFailed(true);
    }
  };

  if (providers.length === 0) {
    return <p role="status">{t('login.noProviders')}</p>;
  }
  return (
    <div
      css={css`
        display: grid;
        gap: 12px;
      `}
    >
      <ul
        css={css`
          display: grid;
          gap: 12px;
          margin: 0;
          padding: 0;
          list-style: none;
        `}
      >
        {providers.map((provider) => {
          const name = isKnown(provider.id) ? t(`login.providerNames.${provider.id}`) : provider.name;
          return (
            <li key={provider.id}>
              <Button
                variant={provider.id === 'local' ? 'primary' : 'secondary'}
                size="lg"
                fullWidth
                disabled={pending !== null}
                aria-busy={pending === provider.id}
                data-testid={`sign-in-${provider.id}`}
                onClick={() => void start(provider)}
              >
                {pending === provider.id ? t('login.redirecting') : t('login.continueWith', { name })}
              </Button>
            </li>
          );
        })}
      </ul>
      {failed ? <p role="alert">{t('login.startFailed')}</p> : null}
    </div>
  );
}
