import { Outlet } from 'react-router';

/** The score card window (/score-panel/*): being built (issue 10). */
export async function loader() {
  return null;
}

export default function ScorePanelLayout() {
  return <Outlet />;
}
