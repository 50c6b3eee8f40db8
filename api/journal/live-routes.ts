/**
 * The pre-rendered routes of now (issue 39): the fixed ones and a page per public post, so a post
 * published (or falling due) has its page and an archived one has none, answered 404. Kept while
 * the journal's stamp holds: the server asks on every page request.
 */
import { prerenderedRoutes } from '@shared/public-routes';
import type { Db } from '../db/client';
import { journalStamp, publicPosts } from './public-posts';

interface LiveRoutes {
  stamp: string;
  list: string[];
  set: ReadonlySet<string>;
}

const kept = new WeakMap<Db, LiveRoutes>();

function liveRoutes(db: Db, now: Date): LiveRoutes {
  const stamp = journalStamp(db, now);
  const last = kept.get(db);
  if (last?.stamp === stamp) return last;
  const list = prerenderedRoutes(publicPosts(db, now).map((post) => post.slug));
  const next = { stamp, list, set: new Set(list) };
  kept.set(db, next);
  return next;
}

/** Every pre-rendered route of now, in the order the build renders them. */
export const liveRouteList = (db: Db, now: Date): readonly string[] => liveRoutes(db, now).list;

/** The same, to look a request's path up in. */
export const liveRouteSet = (db: Db, now: Date): ReadonlySet<string> => liveRoutes(db, now).set;
