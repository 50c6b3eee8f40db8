import { Link } from 'react-router-dom';
import { buttonClasses } from '@app/components/ui/button';
import { Container } from '@app/components/ui/container';

/** Spec 8: an unknown product id. */
export function ProductNotFound() {
  return (
    <Container className="flex flex-col items-center py-28 text-center">
      <div className="hairline w-24" aria-hidden="true" />
      <h1 className="mt-8 text-display-lg">Product not found</h1>
      <p className="mt-4 max-w-md text-stone-300">
        This piece is no longer in the collection, or the link is mistyped.
      </p>
      <Link to="/shop" className={buttonClasses('outline', 'lg', 'mt-10')}>
        Back to Shop
      </Link>
    </Container>
  );
}
