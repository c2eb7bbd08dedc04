/** The score card page (/score-panel/card/{key}): being built (issue 10). */
export default function ScoreCardRoute() {
  return null;
}
