import { demoPageOf } from '../../../features/demo-common';
import { FormBuilder } from '../../../features/demo-form-generator';
import { demoFormGenerator } from '../../../i18n/demo-messages';

/** The form generator demo page. */
export default demoPageOf(demoFormGenerator, FormBuilder);
