import { NavLink } from 'react-router-dom';
import type { UserRole } from '@shared/api';
import { cn } from '@app/components/ui/cn';
import { CONSOLE_HOME, navFor } from '../../lib/console-nav';
import { NavGlyph } from './nav-glyph';

interface ConsoleNavProps {
  role: UserRole;
  /** after following a link (the phone's menu closes) */
  onNavigate?: () => void;
}

/** The console's screens; the current one is marked for the eye and for assistive technology. */
export function ConsoleNav({ role, onNavigate }: ConsoleNavProps) {
  return (
    <nav aria-label="Console">
      <ul className="flex flex-col gap-0.5">
        {navFor(role).map((item) => (
          <li key={item.to}>
            <NavLink
              to={item.to}
              end={item.to === CONSOLE_HOME}
              onClick={onNavigate}
              className={({ isActive }) =>
                cn(
                  'group flex items-center gap-3 rounded-lg px-3 py-2.5 text-sm transition duration-200',
                  isActive
                    ? 'bg-gold-500/10 text-gold-200 shadow-[inset_2px_0_0_var(--color-gold-500)]'
                    : 'text-sand-200 hover:bg-white/4 hover:text-ivory-50',
                )
              }
            >
              <NavGlyph glyph={item.glyph} />
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
