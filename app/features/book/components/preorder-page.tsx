import { PreorderBenefits } from './preorder-benefits';
import { PreorderEditions } from './preorder-editions';
import { PreorderFaq } from './preorder-faq';
import { PreorderHero } from './preorder-hero';
import { PreorderTestimonials } from './preorder-testimonials';
import { PreviewGallery } from './preview-gallery';

/** Spec 2.12: /preorder, the two editions, proof, the 9-page preview and the FAQ. */
export function PreorderPage() {
  return (
    <>
      <PreorderHero />
      <PreorderEditions />
      <PreorderBenefits />
      <PreviewGallery />
      <PreorderTestimonials />
      <PreorderFaq />
    </>
  );
}
