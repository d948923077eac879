import { css, type SerializedStyles } from '@emotion/react';
import { Button } from 'shared-ui';
import { FocusedHeading } from '../../components/focused-heading';
import { sectionTitleStyle } from './console-styles';

type Props = {
  /** The heading's id (the detail is labelled by it). */
  titleId: string;
  /** h2 for a detail that replaces its section, h3 for one inside a section's panel. */
  level: 2 | 3;
  title: string;
  /** Extra look for the heading (e.g. a smaller size). */
  titleCss?: SerializedStyles;
  backLabel: string;
  onBack: () => void;
};

/** A detail's title, which takes the focus when the detail opens, with the way back to its list beside it. */
export function DetailHeader({ titleId, level, title, titleCss, backLabel, onBack }: Props) {
  return (
    <div
      css={css`
        display: flex;
        flex-wrap: wrap;
        gap: 12px;
        align-items: center;
        justify-content: space-between;
      `}
    >
      <FocusedHeading id={titleId} level={level} css={[sectionTitleStyle, titleCss]}>
        {title}
      </FocusedHeading>
      <Button variant="secondary" onClick={onBack}>
        {backLabel}
      </Button>
    </div>
  );
}
