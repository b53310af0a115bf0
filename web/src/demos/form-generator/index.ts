/** The form generator demo. */
export { FormBuilder, type FormBuilderProps } from './form-builder';
