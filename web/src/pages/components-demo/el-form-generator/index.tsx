import { demoPageOf } from '@/demos/common';
import { FormBuilder } from '@/demos/form-generator';
import { demoFormGenerator } from '@/i18n/demo-messages';

/** The form generator demo page. */
export default demoPageOf(demoFormGenerator, FormBuilder);
