import { LottieSvg } from 'lottie-react';
import animationData from './loading-animation.json';

/** The lottie player, in its own chunk so the engine is not part of any initial bundle. */
export default function LoadingAnimationPlayer() {
  return <LottieSvg src={animationData} autoplay loop aria-hidden="true" css={{ width: '100%', height: '100%' }} />;
}
