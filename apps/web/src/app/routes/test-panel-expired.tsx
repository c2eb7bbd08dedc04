import { ExpiredPage } from '@/features/test-panel/components/expired-page';

/** Any other address under /test-panel: nothing to open here. */
export default function TestPanelExpiredRoute() {
  return <ExpiredPage />;
}
