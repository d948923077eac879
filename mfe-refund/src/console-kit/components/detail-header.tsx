import { css, type SerializedStyles } from '@emotion/react';
import { useEffect, useRef } from 'react';
import { Button } from 'shared-ui';
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

/**
 * A detail's title with the way back to its list beside it. The title takes the focus when the detail opens, so
 * keyboard and screen reader users land on what they opened.
 */
export function DetailHeader({ titleId, level, title, titleCss, backLabel, onBack }: Props) {
  const heading = useRef<HTMLHeadingElement>(null);
  const Heading = level === 2 ? 'h2' : 'h3';

  useEffect(() => heading.current?.focus(), []);

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
      <Heading
        id={titleId}
        ref={heading}
        tabIndex={-1}
        css={[
          sectionTitleStyle,
          titleCss,
          css`
            &:focus {
              outline: none;
            }
          `,
        ]}
      >
        {title}
      </Heading>
      <Button variant="secondary" onClick={onBack}>
        {backLabel}
      </Button>
    </div>
  );
}
