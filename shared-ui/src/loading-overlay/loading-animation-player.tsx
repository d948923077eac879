import { LottieLight } from 'lottie-react';
import animationData from './loading-animation.json';

/**
 * The lottie player, in its own chunk so the engine is in no initial bundle. The light build
 * (svg renderer, no expression engine: our animation has no expressions) is ~16 KB gz smaller.
 */
export default function LoadingAnimationPlayer() {
  return <LottieLight src={animationData} autoplay loop aria-hidden="true" css={{ width: '100%', height: '100%' }} />;
}
