import { useOutletContext } from 'react-router-dom';
import type { CurrentUser } from '@shared/api';

/** What the console's layout hands every screen: the signed-in staff member. */
export interface ConsoleContext {
  staff: CurrentUser;
}

export const useConsoleStaff = () => useOutletContext<ConsoleContext>().staff;
