export type { Catalogue, CatalogueOf, DemoPagesCatalogue } from './catalogue';
export { format, type TemplateParams } from './format';
export { locale, menuTitle, messages } from './active';
export { loadLanguage } from './load-language';
export {
  LANGUAGES,
  LANGUAGE_NAMES,
  type Language,
  LANGUAGE_STORAGE_KEY,
  chooseLanguage,
  storedLanguage,
} from './language';
