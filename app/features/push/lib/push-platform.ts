import { isIosDevice, type DeviceFacts } from '@app/lib/ios-device';

/**
 * Where notifications can be turned on: here ('supported'), only once the club is on the home
 * screen (an iPhone or iPad in a browser tab: Apple gives Web Push to installed web apps alone),
 * or not in this browser at all.
 */
export type PushPlatform = 'supported' | 'install-first' | 'unsupported';

export interface PlatformFacts {
  device: DeviceFacts;
  /** opened from the home screen (standalone display mode) */
  installed: boolean;
  /** the browser has a service worker, PushManager and Notification */
  pushApis: boolean;
}

export function pushPlatform({ device, installed, pushApis }: PlatformFacts): PushPlatform {
  if (isIosDevice(device) && !installed) return 'install-first';
  return pushApis ? 'supported' : 'unsupported';
}
