import { Link } from 'react-router-dom';
import { Button } from '@app/components/ui/button';
import { Container } from '@app/components/ui/container';
import { Prose } from '@app/components/ui/prose';
import { CASE_STUDY_PAGE, type CaseStudy } from '@app/content/case-studies';
import { StoryClosing, StoryHeader, StoryResults } from './story-sections';

/** /stories/{slug}: one long-form case study with its results and the challenge call to action. */
export function StoryPage({ study }: { study: CaseStudy }) {
  return (
    <article>
      <StoryHeader study={study} />
      <StoryResults study={study} />
      <Container className="py-16 sm:py-24">
        <Prose blocks={study.body} dropCap className="mx-auto" />
        <StoryClosing />
      </Container>
    </article>
  );
}

/** An unknown slug: an informal message inside the page frame. */
export function StoryNotFound() {
  return (
    <Container className="py-28 text-center sm:py-36">
      <p className="text-eyebrow font-semibold tracking-[0.28em] text-gold-500 uppercase">
        Case Studies
      </p>
      <h1 className="mx-auto mt-5 max-w-2xl text-display-md text-balance">
        We couldn’t find that story.
      </h1>
      <p className="mx-auto mt-5 max-w-md leading-relaxed text-stone-300">
        It may have moved, or the link has a typo. Our members’ best stories are a click away.
      </p>
      <Button asChild size="lg" className="mt-10">
        <Link to={CASE_STUDY_PAGE.back.href}>{CASE_STUDY_PAGE.back.label}</Link>
      </Button>
    </Container>
  );
}
