import { Global } from '@emotion/react';
import { theme } from 'shared-ui';

export function GlobalStyles() {
  return (
    <Global
      styles={{
        '*, *::before, *::after': { boxSizing: 'border-box' },
        html: { WebkitTextSizeAdjust: '100%' },
        body: {
          margin: 0,
          minWidth: 320,
          fontFamily: theme.font,
          color: theme.colors.gray900,
          background: theme.colors.white,
          WebkitFontSmoothing: 'antialiased',
          wordBreak: 'keep-all',
        },
        // Drag is blocked (spec section 2); images never start a drag.
        img: { WebkitUserDrag: 'none', userSelect: 'none' },
        'button, input, select, textarea': { font: 'inherit' },
        // The footer starts below the fold, so a page's content arriving late does not shift it (CLS).
        '#main-content': { minHeight: '100vh' },
      }}
    />
  );
}
