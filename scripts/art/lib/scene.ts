/** Landscape primitives shared by the destination scenes, gathered in one import. */
export * from './atmosphere';
export * from './canvas';
export * from './sky';
export * from './terrain';
export * from './water';
