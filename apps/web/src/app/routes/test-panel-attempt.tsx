import { useParams } from 'react-router';
import { ExpiredPage } from '@/features/test-panel/components/expired-page';
import { PanelWindow } from '@/features/test-panel/components/panel-window';

/** /test-panel/attempt/:attemptId and /test-panel/view/:testId */
export default function TestPanelAttemptRoute() {
  const { attemptId, testId } = useParams();
  const id = Number(attemptId ?? testId);
  if (!Number.isInteger(id) || id <= 0) return <ExpiredPage />;
  const kind = attemptId ? 'attempt' : 'view';
  return <PanelWindow key={`${kind}:${id}`} target={{ kind, id }} />;
}
