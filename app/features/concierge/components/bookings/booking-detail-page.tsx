import type { ConciergeBooking, ConciergeBookingDetail } from '@shared/api';
import { consoleApi } from '../../data/console-api';
import { useBookingStep } from '../../data/use-booking-step';
import { useConsoleQuery } from '../../data/use-console-query';
import { useBackToList } from '../../lib/back-to-list';
import { PageHeader } from '../common/page-header';
import { RecordPending } from '../common/record-pending';
import { ItinerarySection } from '../itinerary/itinerary-section';
import { BookingActions } from './booking-actions';
import { BookingConflict } from './booking-conflict';
import { BookingFacts, LastWord } from './booking-facts';
import { BookingMemberPanel } from './booking-member';

type Back = { to: string; label: string };

/** /concierge/bookings/:id: everything about one booking, and its next step. */
export function BookingDetailPage({ id }: { id: string }) {
  const back = { to: useBackToList('/concierge/bookings'), label: 'Bookings' };
  const detail = useConsoleQuery(`booking ${id}`, (signal) => consoleApi.booking(id, signal), {
    keep: false,
  });
  if (!detail.data) return <RecordPending query={detail} title="Booking" back={back} />;
  return (
    <BookingScreen
      detail={detail.data}
      back={back}
      onChanged={(booking) => detail.update((d) => ({ ...d, booking }))}
    />
  );
}

interface BookingScreenProps {
  detail: ConciergeBookingDetail;
  back: Back;
  /** the booking as the server now has it (after a step, or found changed) */
  onChanged: (booking: ConciergeBooking) => void;
}

/**
 * The booking's facts beside its next step. A colleague's change met while sending shows across
 * the page, above both: the two versions side by side need the room.
 */
function BookingScreen({ detail, back, onChanged }: BookingScreenProps) {
  const { booking } = detail;
  const step = useBookingStep(booking, onChanged);
  return (
    <>
      <PageHeader
        title={booking.guestName}
        description={`${booking.destinationName} · booking ${booking.id.slice(0, 8)}`}
        back={back}
      />
      {step.conflict && <BookingConflict step={step} />}
      <div className="grid items-start gap-5 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="flex flex-col gap-5">
          <BookingFacts booking={booking} />
          <ItinerarySection bookingId={booking.id} />
          <BookingMemberPanel member={detail.member} otherBookings={detail.otherBookings} />
        </div>
        <div className="flex flex-col gap-5 lg:sticky lg:top-6">
          <BookingActions booking={booking} step={step} />
          <LastWord booking={booking} />
        </div>
      </div>
    </>
  );
}
