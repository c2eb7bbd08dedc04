import { useTranslation } from 'react-i18next';
import { panelIdOf, tabIdOf, Tabs } from '@/components/ui/tabs';

export type EventTab = 'mine' | 'all';
const TABS: EventTab[] = ['mine', 'all'];

export const tabId = (tab: EventTab) => tabIdOf('event', tab);
export const EVENT_PANEL_ID = panelIdOf('event');

/** My Events / All Events. */
export function EventTabs({ value, onChange }: { value: EventTab; onChange: (tab: EventTab) => void }) {
  const { t } = useTranslation('events');
  return (
    <Tabs
      tabs={TABS}
      value={value}
      onChange={onChange}
      label={t('tabs.label')}
      labelOf={(tab) => t(`tabs.${tab}`)}
      idPrefix="event"
    />
  );
}
