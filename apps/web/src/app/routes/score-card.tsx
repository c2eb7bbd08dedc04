import { useParams } from 'react-router';
import { ScoreCardScreen } from '@/features/reports/components/score-card/score-card-screen';

/** /score-panel/card/{key} (a fresh window) and /score-panel/card (the same window reloaded). */
export default function ScoreCardRoute() {
  const { key } = useParams();
  return <ScoreCardScreen key={key ?? ''} cardKey={key} />;
}
