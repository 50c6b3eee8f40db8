/** The destination canvas: 800 x 600, landscape 4:3. */
export const W = 800;
export const H = 600;
