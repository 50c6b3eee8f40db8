/**
 * iPhone, iPod and iPad, whose browsers can add a site to the home screen but not install it by
 * prompt, and give Web Push only to the installed app. iPadOS reports itself as a Mac: a "Mac"
 * with a touch screen is an iPad.
 */
export type DeviceFacts = Pick<Navigator, 'userAgent' | 'maxTouchPoints'>;

export function isIosDevice({ userAgent, maxTouchPoints }: DeviceFacts): boolean {
  return /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
}
