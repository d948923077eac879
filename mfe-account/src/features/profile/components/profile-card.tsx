import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { MEMBER_STATUS, type Me } from 'shared-contract';
import { Avatar, mq, theme, visuallyHidden } from 'shared-ui';
import { NAMESPACE } from '../../../namespace';
import { MailAgreement } from './mail-agreement';
import { PushAgreements } from './push-agreements';
import { sectionStyle } from '../../../components/card-styles';

const listStyle = css`
  display: grid;
  gap: 12px;
  margin: 20px 0 0;
  ${mq.desktop} {
    grid-template-columns: 1fr 1fr;
    column-gap: 24px;
  }
  & > div {
    min-width: 0;
  }
  & dt {
    margin: 0 0 2px;
    font-size: 13px;
    color: ${theme.colors.gray500};
  }
  & dd {
    margin: 0;
    font-size: 15px;
    color: ${theme.colors.gray900};
    overflow-wrap: anywhere;
  }
`;

export type ProfileCardProps = {
  me: Me;
  /** The name of the profile KEY in the current language, when a KEY is the profile image. */
  profileKeyName: string | null;
};

/** Who the member is: image, nickname, e-mail, provider, language, profile KEY, mail and push agreements. */
export function ProfileCard({ me, profileKeyName }: ProfileCardProps) {
  const { t } = useTranslation(NAMESPACE);
  const nickname = me.nickname ?? '';
  const row = (key: string, label: string, value: string) => (
    <div>
      <dt>{label}</dt>
      <dd data-testid={`profile-${key}`}>{value}</dd>
    </div>
  );
  return (
    <section css={sectionStyle} aria-labelledby="profile-card-title" data-testid="profile-card">
      <div
        css={css`
          display: flex;
          align-items: center;
          gap: 16px;
          min-width: 0;
        `}
      >
        <Avatar
          src={me.profileImage}
          alt={me.profileImage ? t('profile.card.imageAlt', { nickname }) : t('profile.card.noImage')}
          name={nickname || '?'}
          size={72}
          tone="pink"
          framed
          data-testid="profile-avatar"
        />
        <div
          css={css`
            min-width: 0;
          `}
        >
          <h2
            id="profile-card-title"
            css={css`
              margin: 0;
              font-size: 20px;
              line-height: 1.3;
              overflow-wrap: anywhere;
            `}
            data-testid="profile-nickname"
          >
            {nickname}
          </h2>
          <p
            css={css`
              margin: 4px 0 0;
              font-size: 14px;
              color: ${theme.colors.gray600};
              overflow-wrap: anywhere;
            `}
            data-testid="profile-email"
          >
            <span css={visuallyHidden}>{t('profile.card.email')}: </span>
            {me.email ?? t('profile.card.noEmail')}
          </p>
        </div>
      </div>
      {me.status === MEMBER_STATUS.suspended ? (
        <p
          role="note"
          css={css`
            margin: 16px 0 0;
            padding: 10px 12px;
            border-radius: ${theme.radius.md}px;
            background: ${theme.colors.pinkSoft};
            font-size: 14px;
          `}
        >
          {t('profile.card.suspended')}
        </p>
      ) : null}
      <dl css={listStyle}>
        {row('provider', t('profile.card.provider'), t(`login.providerNames.${me.snsProvider}`, { defaultValue: me.snsProvider }))}
        {row('language', t('profile.card.language'), t(`profile.card.languages.${me.languageType}`))}
        {row('key', t('profile.card.profileKey'), profileKeyName ?? t('profile.card.noProfileKey'))}
      </dl>
      <div
        css={css`
          display: grid;
          gap: 20px;
          margin-top: 24px;
          ${mq.desktop} {
            grid-template-columns: 1fr 1fr;
            gap: 24px;
          }
        `}
      >
        <MailAgreement agreed={me.isAgreeMail} />
        <PushAgreements agreePush={me.agreePush} />
      </div>
    </section>
  );
}
