import { useTitle } from '@app/components/layout/use-title';
import { ContactPage } from '@app/features/contact/components/contact-page';
import { BookConsultationButton } from '@app/features/consultation/components/book-consultation-button';

export default function ContactRoute() {
  useTitle('Contact');
  return <ContactPage consultation={<BookConsultationButton size="lg" className="w-full" />} />;
}
