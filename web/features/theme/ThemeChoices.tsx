import { LabelledToggle } from '../../components/LabelledToggle';
import { useT } from '../../i18n/useT';
import { THEME_OPTIONS } from './choices';
import { useColorScheme } from './colorScheme';

/** The phone drawer's theme switch: Light, Dark and System side by side, the current one pressed. */
export function ThemeChoices() {
  const { choice, choose } = useColorScheme();
  const t = useT();
  const options = THEME_OPTIONS.map((option) => ({ value: option.choice, label: t(option.label) }));
  return <LabelledToggle label={t('layout.theme')} value={choice} options={options} onChoose={choose} />;
}
