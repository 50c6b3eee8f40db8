import { useParams } from 'react-router-dom';
import { useTitle } from '@app/components/layout/use-title';
import { findCaseStudy } from '@app/content/case-studies';
import { StoryNotFound, StoryPage } from '@app/features/stories/components/story-page';

export default function StoryRoute() {
  const study = findCaseStudy(useParams().slug);
  useTitle(study ? study.title : 'Story not found');
  return study ? <StoryPage study={study} /> : <StoryNotFound />;
}
