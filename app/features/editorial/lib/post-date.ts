/** A post's day as readers see it ("October 7, 2025"), the same on the server and every device. */
const DAY = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

export const postDay = (iso: string): string => DAY.format(new Date(iso));

/** The day for <time dateTime>. */
export const postIsoDay = (iso: string): string => iso.slice(0, 10);
