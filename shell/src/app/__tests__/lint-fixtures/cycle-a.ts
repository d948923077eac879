// Half of a two-file import cycle for lint-config.test.ts (lint ignores this folder; the test lints it on purpose).
import { cycleB } from './cycle-b';

export const cycleA = () => cycleB() + 1;
