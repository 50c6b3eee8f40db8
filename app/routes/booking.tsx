import { useParams } from 'react-router-dom';
import { useTitle } from '@app/components/layout/use-title';
import { BookingPage } from '@app/features/booking/components/booking-page';

export default function BookingRoute() {
  const { destinationId } = useParams();
  useTitle('Book Your Journey');
  return <BookingPage destinationId={destinationId} />;
}
