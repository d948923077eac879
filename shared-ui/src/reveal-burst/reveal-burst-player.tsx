import { LottieLight } from 'lottie-react';
import animationData from './reveal-burst.json';

/** The lottie player of the reveal burst, in its own chunk (the engine loads only when a KEY is revealed). */
export default function RevealBurstPlayer() {
  return <LottieLight src={animationData} autoplay loop={false} aria-hidden="true" css={{ width: '100%', height: '100%' }} />;
}
