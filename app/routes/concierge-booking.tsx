import { useParams } from 'react-router-dom';
import { useTitle } from '@app/components/layout/use-title';
import { BookingDetailPage } from '@app/features/concierge/components/bookings/booking-detail-page';

export default function ConciergeBookingRoute() {
  useTitle('Booking · Concierge');
  const { id = '' } = useParams();
  return <BookingDetailPage key={id} id={id} />;
}
