import { css } from '@emotion/react';
import { Link } from 'react-router-dom';
import type { LocalizedText } from 'shared-contract';
import { useLocalized } from 'shared-ui';
import { ArtImage } from '../../../components/art-image';
import { noteStyle, panelStyle } from '../../../components/panel-styles';

export type KeyItemPanelProps = {
  design: { imageUrl: string; name: LocalizedText; projectTitle: LocalizedText };
  serialNo: number;
  /** The KEY's page, when its name links there. */
  to?: string;
  'data-testid': string;
};

const panelLayout = css`
  grid-template-columns: 88px 1fr;
  align-items: center;
`;

const textStyle = css`
  display: grid;
  gap: 4px;
  min-width: 0;
`;

const nameLinkStyle = css`
  font-weight: 700;
  color: inherit;
  min-height: 24px;
`;

/** The KEY item a market page is about: its art, its name with its serial number, and its project. */
export function KeyItemPanel({ design, serialNo, to, 'data-testid': testId }: KeyItemPanelProps) {
  const localized = useLocalized();
  const name = localized(design.name);
  return (
    <div css={[panelStyle, panelLayout]}>
      <ArtImage src={design.imageUrl} alt={name} kind="key" />
      <div css={textStyle}>
        {to ? (
          <Link to={to} css={nameLinkStyle} data-testid={testId}>
            {name} #{serialNo}
          </Link>
        ) : (
          <strong data-testid={testId}>
            {name} #{serialNo}
          </strong>
        )}
        <span css={noteStyle}>{localized(design.projectTitle)}</span>
      </div>
    </div>
  );
}
