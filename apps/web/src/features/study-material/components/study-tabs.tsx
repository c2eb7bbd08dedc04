import { useTranslation } from 'react-i18next';
import type { StudyTab } from '@portal/shared/study-material/rules';
import { panelIdOf, tabIdOf, Tabs } from '@/components/ui/tabs';

export const tabId = (tab: StudyTab) => tabIdOf('study', tab);
export const STUDY_PANEL_ID = panelIdOf('study');

/** Study Library / Purchased Product (the ones this user has). */
export function StudyTabs({
  tabs,
  value,
  onChange,
}: {
  tabs: StudyTab[];
  value: StudyTab;
  onChange: (tab: StudyTab) => void;
}) {
  const { t } = useTranslation('study-material');
  return (
    <Tabs
      tabs={tabs}
      value={value}
      // Pressing the open tab again keeps what is shown (changing tab clears the subject list).
      onChange={(tab) => tab !== value && onChange(tab)}
      label={t('tabs.label')}
      labelOf={(tab) => t(`tabs.${tab}`)}
      idPrefix="study"
    />
  );
}
