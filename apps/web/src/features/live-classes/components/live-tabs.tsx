import { useTranslation } from 'react-i18next';
import { panelIdOf, tabIdOf, Tabs } from '@/components/ui/tabs';

export type LiveTab = 'today' | 'upcoming' | 'past';
const TABS: LiveTab[] = ['today', 'upcoming', 'past'];

export const tabId = (tab: LiveTab) => tabIdOf('live', tab);
export const LIVE_PANEL_ID = panelIdOf('live');

/** Today's / Upcoming / Past Classes. */
export function LiveTabs({ value, onChange }: { value: LiveTab; onChange: (tab: LiveTab) => void }) {
  const { t } = useTranslation('live-classes');
  return (
    <Tabs
      tabs={TABS}
      value={value}
      onChange={onChange}
      label={t('tabs.label')}
      labelOf={(tab) => t(`tabs.${tab}`)}
      idPrefix="live"
    />
  );
}
