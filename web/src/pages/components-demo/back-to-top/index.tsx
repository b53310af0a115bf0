import { Card, H5 } from '@blueprintjs/core';
import { BackToTop } from '@/demos/back-to-top';
import { DemoPage } from '@/demos/common';
import { backToTop } from '@/i18n/demo-messages';

const texts = backToTop;

const SECTIONS = Array.from({ length: 30 }, (_, index) => index + 1);

/** The back-to-top demo: a long page with the floating button. */
export default function BackToTopPage() {
  return (
    <DemoPage title={texts.title} description={texts.description}>
      {SECTIONS.map((section) => (
        <Card key={section}>
          <H5>{texts.section(section)}</H5>
          <p>{texts.paragraph}</p>
        </Card>
      ))}
      <BackToTop threshold={400} label={texts.backToTop} />
    </DemoPage>
  );
}
