import { DemoPage } from '../../../features/demo-common';
import { FormBuilder } from '../../../features/demo-form-generator';
import { demoFormGenerator } from '../../../i18n/demo-messages';

const texts = demoFormGenerator;

/** The form generator demo page. */
export default function ElFormGeneratorPage() {
  return (
    <DemoPage title={texts.title} description={texts.description}>
      <FormBuilder />
    </DemoPage>
  );
}
