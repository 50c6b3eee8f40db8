import { Link } from 'react-router-dom';
import { useTitle } from '@app/components/layout/use-title';
import { Button } from '@app/components/ui/button';
import { Container } from '@app/components/ui/container';

/** Spec 2.1: any other path gets a 404 page with an informal message. */
export default function NotFoundRoute() {
  useTitle('Page not found');
  return (
    <section className="relative overflow-hidden py-28 sm:py-36">
      <div
        aria-hidden
        className="absolute inset-0 bg-[radial-gradient(ellipse_at_center,rgb(198_161_91/0.12),transparent_60%)]"
      />
      <Container className="relative text-center">
        <p
          aria-hidden
          className="font-display text-[clamp(7rem,22vw,15rem)] leading-none font-medium text-gold-gradient opacity-90"
        >
          404
        </p>
        <h1 className="mx-auto mt-4 max-w-2xl text-display-md text-balance">
          Looks like this flight took a detour.
        </h1>
        <p className="mx-auto mt-5 max-w-md leading-relaxed text-stone-300">
          The page you were after isn't on our itinerary. Let us take you somewhere far more
          beautiful.
        </p>
        <div className="mt-10 flex flex-col items-center justify-center gap-4 sm:flex-row">
          <Button asChild size="lg">
            <Link to="/">Back to Home</Link>
          </Button>
          <Button asChild variant="outline" size="lg">
            <Link to="/destinations">Explore Destinations</Link>
          </Button>
        </div>
      </Container>
    </section>
  );
}
