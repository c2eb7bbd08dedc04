import { useParams } from 'react-router';
import { LaunchScreen } from '@/features/test-panel/components/launch-screen';

/** /test-panel/launch/:key */
export default function TestPanelLaunchRoute() {
  const { key = '' } = useParams();
  return <LaunchScreen key={key} launchKey={key} />;
}
