import { DemoPage } from '../../../features/demo-common/demo-page';
import { FormBuilder } from '../../../features/demo-form-generator/form-builder';
import { texts } from '../../../features/demo-form-generator/texts';

/** The form generator demo page. */
export default function ElFormGeneratorPage() {
  return (
    <DemoPage title={texts.title} description={texts.description}>
      <FormBuilder />
    </DemoPage>
  );
}
