import { Accordion } from '@app/components/ui/accordion';
import { Container } from '@app/components/ui/container';
import { SectionHeading } from '@app/components/ui/section-heading';
import { PREORDER_FAQ, PREORDER_PAGE } from '@app/content/preorder';

const ITEMS = PREORDER_FAQ.map((item) => ({
  title: item.question,
  content: <p>{item.answer}</p>,
}));

export function PreorderFaq() {
  return (
    <section aria-labelledby="faq-title" className="py-20 sm:py-28">
      <Container className="max-w-3xl">
        <SectionHeading
          align="center"
          eyebrow="Questions"
          title={<span id="faq-title">{PREORDER_PAGE.faqTitle}</span>}
        />
        <Accordion items={ITEMS} className="mt-12" />
      </Container>
    </section>
  );
}
