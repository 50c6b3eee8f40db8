import { useParams } from 'react-router-dom';
import { useTitle } from '@app/components/layout/use-title';
import { useSignedIn } from '@app/features/auth/data/use-session';
import { BookConsultationButton } from '@app/features/consultation/components/book-consultation-button';
import { ProductPage } from '@app/features/shop/components/product-page';

/** /shop/product/:id (spec 2.6): the consultation product opens the consultation wizard. */
export default function ShopProductRoute() {
  useTitle('Shop');
  const { id } = useParams();
  const signedIn = useSignedIn();
  return (
    <ProductPage
      id={id}
      signedIn={signedIn}
      consultation={
        <BookConsultationButton size="lg" className="w-full">
          Book Your Consultation
        </BookConsultationButton>
      }
    />
  );
}
