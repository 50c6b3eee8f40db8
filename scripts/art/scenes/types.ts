import type { Defs } from '../lib/svg';

/** Draws one destination into an 800 x 600 canvas, registering gradients on `d`. */
export type Scene = (d: Defs) => string;
