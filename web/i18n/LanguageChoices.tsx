import { LabelledToggle } from '../components/LabelledToggle';
import { LOCALES } from './locale';
import { LANGUAGE_NAMES, useLanguage } from './useLanguage';
import { useT } from './useT';

/** The phone drawer's language switch: English and العربية side by side, the current one pressed. */
export function LanguageChoices() {
  const { locale, choose } = useLanguage();
  const t = useT();
  const options = LOCALES.map((option) => ({ value: option, label: LANGUAGE_NAMES[option], lang: option }));
  return <LabelledToggle label={t('layout.language')} value={locale} options={options} onChoose={choose} />;
}
