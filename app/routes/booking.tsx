import { useParams } from 'react-router-dom';
import { useTitle } from '@app/components/layout/use-title';
import { useSession } from '@app/features/auth/data/use-session';
import { BookingPage } from '@app/features/booking/components/booking-page';
import { earnPushOffer } from '@app/features/push/data/push-offer';

export default function BookingRoute() {
  const { destinationId } = useParams();
  useTitle('Book Your Journey');
  // A member's booking request is a moment that earns the notifications offer.
  const { user } = useSession();
  return (
    <BookingPage destinationId={destinationId} onRequested={user ? earnPushOffer : undefined} />
  );
}
