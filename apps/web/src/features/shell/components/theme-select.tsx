import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Theme } from '@portal/shared/shell/rules';
import { setTheme, useTheme } from '@/lib/theme';
import { PaletteIcon } from '@/components/ui/app-icons';

/** The order of the spec: Dark, Blue, Light, Purple. */
const THEME_ORDER: Theme[] = ['dark', 'blue', 'light', 'purple'];

export function ThemeSelect() {
  const { t } = useTranslation('shell');
  const theme = useTheme();
  const id = useId();
  return (
    <div className="tool-select">
      <PaletteIcon className="tool-select__icon" size={18} />
      <label htmlFor={id} className="sr-only">
        {t('header.theme')}
      </label>
      {/* data-theme-picker: a page the server drew shows the browser's theme here (index.html). */}
      <select
        id={id}
        className="tool-select__control"
        data-theme-picker=""
        value={theme}
        onChange={(event) => setTheme(event.target.value as Theme)}
      >
        {THEME_ORDER.map((option) => (
          <option key={option} value={option}>
            {t(`themes.${option}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
