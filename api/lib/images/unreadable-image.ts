/** Bytes that pass the content check but that sharp cannot decode: the caller answers 400. */
export class UnreadableImageError extends Error {}
