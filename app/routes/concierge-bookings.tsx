import { useTitle } from '@app/components/layout/use-title';
import { BookingsPage } from '@app/features/concierge/components/bookings/bookings-page';

export default function ConciergeBookingsRoute() {
  useTitle('Bookings · Concierge');
  return <BookingsPage />;
}
