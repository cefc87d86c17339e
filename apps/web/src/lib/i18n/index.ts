export { Trans, useTranslation } from "./react";
export {
  type BackendModule,
  createTranslator,
  i18n,
  type LocaleTree,
  type ReadCallback,
  type TFunction,
  type TOptions,
  type Translator,
} from "./translator";
