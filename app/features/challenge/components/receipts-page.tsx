import { Container } from '@app/components/ui/container';
import { ExternalEmbed } from '@app/components/ui/external-embed';
import { LINKS } from '@app/config/external-links';
import { BRAND } from '@shared/brand';

/** /receipts: a blank branded page whose only job is to host the forms provider's script. */
export function ReceiptsPage() {
  return (
    <Container className="min-h-[60svh] max-w-3xl py-16 sm:py-24">
      <h1 className="sr-only">{BRAND.name} receipts</h1>
      <div aria-hidden className="hairline mx-auto mb-10 max-w-xs opacity-70" />
      <div id="external-form-root" />
      <ExternalEmbed scriptSrc={LINKS.APPLY_FORM_SCRIPT_URL} loadingLabel="Loading…" />
    </Container>
  );
}
