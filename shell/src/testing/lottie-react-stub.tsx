/** Jest stand-in for lottie-react (jsdom cannot run lottie-web): an empty svg of the same size. */
export const LottieLight = ({ src }: { src: { w: number; h: number } }) => <svg data-testid="lottie-player" viewBox={`0 0 ${src.w} ${src.h}`} />;
