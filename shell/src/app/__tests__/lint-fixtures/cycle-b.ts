// The other half of the cycle: it imports cycle-a, which imports it.
import { cycleA } from './cycle-a';

export const cycleB = () => cycleA.length;
