import { FEATURED_MEMBERS, type FeaturedMember } from '@app/content/dashboard';
import { Panel } from '../shared/panel';

/** A few members in their own words: static copy shipped with the app. */
export function FeaturedMembers() {
  return (
    <Panel eyebrow="The circle" title="Featured members">
      <ul className="grid gap-4 md:grid-cols-3">
        {FEATURED_MEMBERS.map((m) => (
          <MemberCard key={m.name} member={m} />
        ))}
      </ul>
    </Panel>
  );
}

const initials = (name: string) =>
  name
    .split(' ')
    .map((part) => part[0])
    .join('');

function MemberCard({ member }: { member: FeaturedMember }) {
  return (
    <li className="flex flex-col rounded-2xl border border-white/6 bg-ink-850/70 p-5">
      <blockquote className="flex-1 font-display text-lg leading-snug text-sand-100 italic">
        “{member.quote}”
      </blockquote>
      <div className="mt-5 flex items-start gap-3">
        <span
          aria-hidden
          className="grid size-10 shrink-0 place-items-center rounded-full bg-linear-to-br from-gold-300 to-gold-600 font-display text-sm font-semibold text-ink-950"
        >
          {initials(member.name)}
        </span>
        <div className="min-w-0 leading-tight">
          <p className="text-sm font-semibold text-ivory-50">{member.name}</p>
          <p className="text-xs leading-snug text-stone-400">
            {member.role} · {member.city}
          </p>
        </div>
      </div>
    </li>
  );
}
