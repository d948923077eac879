import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { communityPaths, type CommunityDetail } from 'shared-contract';
import { mq, theme, useLanguage } from 'shared-ui';
import { NAMESPACE } from '../namespace';
import { projectPath } from '../utils/paths';
import { StateBadge } from './state-badge';
import { smallTextStyle, textLinkStyle } from './styles';

const artStyle = css`
  flex: none;
  width: 72px;
  height: 72px;
  border-radius: ${theme.radius.md}px;
  object-fit: cover;
  background: ${theme.colors.gray100};
  ${mq.desktop} {
    width: 96px;
    height: 96px;
  }
`;

/**
 * A community's header: art, the project title as the page heading, creator and state, a link to the project page
 * (where its KEYs are sold) and back to every community.
 */
export function CommunityHeader({ community, children }: { community: CommunityDetail; children?: ReactNode }) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  return (
    <header
      css={css`
        display: grid;
        gap: 8px;
        margin-bottom: 16px;
      `}
      data-testid="community-header"
    >
      <nav>
        <Link to={communityPaths.list} css={textLinkStyle}>
          <span aria-hidden="true">‹&nbsp;</span>
          {t('header.allCommunities')}
        </Link>
      </nav>
      <div
        css={css`
          display: flex;
          gap: 12px;
          align-items: center;
          min-width: 0;
        `}
      >
        <img src={community.artUrl} alt="" width={96} height={96} css={artStyle} />
        <div
          css={css`
            display: grid;
            gap: 4px;
            min-width: 0;
          `}
        >
          <h1
            css={css`
              margin: 0;
              font-size: 22px;
              line-height: 1.3;
              color: ${theme.colors.gray900};
              overflow-wrap: anywhere;
              ${mq.desktop} {
                font-size: 26px;
              }
            `}
          >
            {community.title[language]}
          </h1>
          <p css={smallTextStyle}>{t('list.creator', { creator: community.creator[language] })}</p>
          <div
            css={css`
              display: flex;
              flex-wrap: wrap;
              align-items: center;
              gap: 4px 12px;
            `}
          >
            <StateBadge state={community.state} opensAt={community.opensAt} />
            <Link to={projectPath(community.projectId)} css={textLinkStyle} data-testid="project-link">
              {t('header.projectLink')}
            </Link>
          </div>
        </div>
      </div>
      {children}
    </header>
  );
}
