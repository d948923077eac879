import type { SerializedStyles } from '@emotion/react';

/**
 * A style made from its arguments, serialized once per distinct arguments: emotion serializes and hashes a style made
 * in render on every render, which a page of cards does hundreds of times while the app starts.
 */
export function stylePer<Args extends Array<string | number>>(make: (...args: Args) => SerializedStyles): (...args: Args) => SerializedStyles {
  const made = new Map<string, SerializedStyles>();
  return (...args) => {
    const key = args.join('\u0000');
    let style = made.get(key);
    if (!style) {
      style = make(...args);
      made.set(key, style);
    }
    return style;
  };
}
