import { css } from '@emotion/react';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, type Popup } from 'shared-contract';
import { ApiError } from 'shared-session';
import { Button, mq, noticeStyle, theme, useLanguage, useLocalized } from 'shared-ui';
import { NAMESPACE } from '../../../namespace';
import { useClaimPopupReward } from '../api/claim-popup-reward';

const MAIN_PATH = '/main';
export const popupSignInPath = `/user/login?${new URLSearchParams({ error: 'SessionRequired', callbackUrl: MAIN_PATH })}`;

/** The image box: its size is reserved before the image loads (4:3), so nothing below it moves. */
const IMAGE_WIDTH = 640;
const IMAGE_HEIGHT = 480;

const panelStyle = css`
  box-sizing: border-box;
  width: min(calc(100vw - 24px), 480px);
  max-width: none;
  max-height: calc(100dvh - 24px);
  margin: auto;
  padding: 0;
  border: none;
  border-radius: ${theme.radius.lg}px;
  overflow: auto;
  color: ${theme.colors.gray900};
  background: ${theme.colors.white};
  box-shadow: 0 12px 40px rgba(0, 0, 0, 0.3);
  &::backdrop {
    background: rgba(0, 0, 0, 0.55);
  }
`;
const imageBoxStyle = css`
  display: block;
  width: 100%;
  aspect-ratio: ${IMAGE_WIDTH} / ${IMAGE_HEIGHT};
  background: ${theme.colors.gray100};
  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;
const contentStyle = css`
  display: grid;
  gap: 12px;
  padding: 20px 16px 16px;
  ${mq.desktop} {
    padding: 24px;
  }
`;
const titleStyle = css`
  margin: 0;
  font-size: 20px;
  line-height: 1.4;
  overflow-wrap: anywhere;
  &:focus {
    outline: none;
  }
`;
const bodyStyle = css`
  margin: 0;
  font-size: 15px;
  line-height: 1.6;
  color: ${theme.colors.gray700};
  white-space: pre-line;
  overflow-wrap: anywhere;
  word-break: keep-all;
`;
const mutedStyle = css`
  margin: 0;
  font-size: 14px;
  color: ${theme.colors.gray600};
`;
const rowStyle = css`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  & > * {
    flex: 1 1 auto;
  }
`;
const footerStyle = css`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: 8px;
  padding: 12px 16px 16px;
  border-top: 1px solid ${theme.colors.gray100};
  ${mq.desktop} {
    padding: 12px 24px 20px;
  }
  & > * {
    flex: 1 1 auto;
  }
`;

type Props = {
  popup: Popup;
  signedIn: boolean;
  index: number;
  total: number;
  /** `hideToday`: the member chose "don't show again today". */
  onClose: (hideToday: boolean) => void;
};

/** The reward part: claim once (members), the result with where to find it, a refusal in the page's language. */
function RewardAction({ popup, signedIn }: { popup: Popup; signedIn: boolean }) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const localized = useLocalized();
  const claim = useClaimPopupReward();
  const claimed = claim.data;
  const kind = popup.reward.kind;
  if (kind === 'NONE') return null;

  const rewardText =
    kind === 'KEY'
      ? t('eventPopups.reward.KEY', { project: popup.reward.project ? localized(popup.reward.project.title) : 'KEYS' })
      : t('eventPopups.reward.TICKET');

  let action;
  if (claimed) {
    action = (
      <div
        css={css`
          display: grid;
          gap: 8px;
        `}
      >
        <p css={noticeStyle('success')} data-testid="event-popup-claimed">
          {claimed.kind === 'KEY' ? t('eventPopups.reward.gotKey') : t('eventPopups.reward.gotTicket')}
        </p>
        {claimed.kind === 'KEY' && claimed.purchaseId !== null ? (
          <Button to={`/reveal?purchaseId=${claimed.purchaseId}`}>{t('eventPopups.reward.reveal')}</Button>
        ) : (
          <Button to="/ticket">{t('eventPopups.reward.tickets')}</Button>
        )}
      </div>
    );
  } else if (!signedIn) {
    action = (
      <div
        css={css`
          display: grid;
          gap: 8px;
        `}
      >
        <p css={mutedStyle}>{t('eventPopups.reward.signInHint')}</p>
        <Button to={popupSignInPath}>{t('eventPopups.reward.signIn')}</Button>
      </div>
    );
  } else if (popup.claimed) {
    action = (
      <p css={noticeStyle('info')} data-testid="event-popup-already-claimed">
        {t('eventPopups.reward.claimed')}
      </p>
    );
  } else {
    action = (
      <Button onClick={() => claim.mutate(popup.id)} disabled={claim.isPending} data-testid="event-popup-claim">
        {claim.isPending ? t('eventPopups.reward.claiming') : t('eventPopups.reward.claim')}
      </Button>
    );
  }

  return (
    <div
      css={css`
        display: grid;
        gap: 8px;
      `}
    >
      <p
        css={css`
          margin: 0;
          font-weight: 700;
          font-size: 15px;
        `}
        data-testid="event-popup-reward"
      >
        {rewardText}
      </p>
      <div
        aria-live="polite"
        css={css`
          display: grid;
          gap: 8px;
        `}
      >
        {action}
        {claim.isError ? (
          <p role="alert" css={noticeStyle('error')} data-testid="event-popup-error">
            {errorMessage(claim.error instanceof ApiError ? claim.error.code : 'TEMPORARY_ERROR', language)}
          </p>
        ) : null}
      </div>
    </div>
  );
}

/**
 * One event popup as a modal dialog on the native `<dialog>` (the browser traps the focus and puts it in the top
 * layer; Escape closes it), named by its title; the focus goes back where it was when the dialog closes.
 */
export function PopupDialog({ popup, signedIn, index, total, onClose }: Props) {
  const { t } = useTranslation(NAMESPACE);
  const localized = useLocalized();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const bodyId = useId();
  const title = localized(popup.title);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return undefined;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    }
    dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    return () => {
      if (typeof dialog.close === 'function' && dialog.open) dialog.close();
      else dialog.removeAttribute('open');
      if (previous && previous.isConnected) previous.focus();
    };
  }, []);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      aria-modal="true"
      onCancel={(event) => {
        event.preventDefault();
        onClose(false);
      }}
      css={panelStyle}
      data-testid="event-popup"
      data-popup-id={popup.id}
    >
      {popup.imageUrl ? (
        <div css={imageBoxStyle}>
          <img src={popup.imageUrl} alt={t('eventPopups.imageAlt', { title })} width={IMAGE_WIDTH} height={IMAGE_HEIGHT} decoding="async" />
        </div>
      ) : null}
      <div css={contentStyle}>
        {total > 1 ? (
          <p css={mutedStyle} data-testid="event-popup-position">
            {t('eventPopups.position', { index: index + 1, total })}
          </p>
        ) : null}
        <h2 id={titleId} css={titleStyle} tabIndex={-1} data-autofocus>
          {title}
        </h2>
        <p id={bodyId} css={bodyStyle}>
          {localized(popup.body)}
        </p>
        {popup.linkUrl ? (
          <div css={rowStyle}>
            <Button to={popup.linkUrl} variant="secondary" onClick={() => onClose(false)}>
              {t('eventPopups.open')}
            </Button>
          </div>
        ) : null}
        <RewardAction popup={popup} signedIn={signedIn} />
      </div>
      <div css={footerStyle}>
        <Button variant="ghost" onClick={() => onClose(true)} data-testid="event-popup-hide-today">
          {t('eventPopups.hideToday')}
        </Button>
        <Button variant="secondary" onClick={() => onClose(false)} data-testid="event-popup-close">
          {t('eventPopups.close')}
        </Button>
      </div>
    </dialog>
  );
}
